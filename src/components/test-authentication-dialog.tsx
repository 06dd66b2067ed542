import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTexts } from '../i18n/texts.ts';
import { testAuthenticationCatalogue } from './test-authentication-texts.ts';
import '@mantine/core/styles/Modal.css';

type Props = {
  /** The answer being sent, if any: both buttons wait for it. */
  sending: 'approve' | 'fail' | null;
  onClose: () => void;
  onAnswer: (outcome: 'approve' | 'fail') => void;
};

/**
 * The offline test gateway's stand-in for the bank's 3-D Secure page (decision 099), open while
 * it is mounted: the tester approves or fails the check. `useTestAuthentication` mounts it.
 */
export function TestAuthenticationDialog({ sending, onClose, onAnswer }: Props) {
  const { testAuthenticationTexts } = useTexts(testAuthenticationCatalogue);
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <Group gap="xs" component="span">
          <span>{testAuthenticationTexts.TITLE}</span>
          <Badge color="ember" variant="light" component="span">
            {testAuthenticationTexts.BADGE}
          </Badge>
        </Group>
      }
      closeButtonProps={{ 'aria-label': testAuthenticationTexts.CLOSE }}
      centered
    >
      <Stack gap="md">
        <Text>{testAuthenticationTexts.BODY}</Text>
        <Text size="sm" c="dimmed">
          {testAuthenticationTexts.AMOUNT_NOTE}
        </Text>
        <Stack gap="sm">
          <Button
            color="spruce"
            size="md"
            fullWidth
            loading={sending === 'approve'}
            disabled={sending !== null}
            onClick={() => onAnswer('approve')}
          >
            {testAuthenticationTexts.APPROVE}
          </Button>
          <Button
            variant="default"
            size="md"
            fullWidth
            loading={sending === 'fail'}
            disabled={sending !== null}
            onClick={() => onAnswer('fail')}
          >
            {testAuthenticationTexts.FAIL}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );
}
