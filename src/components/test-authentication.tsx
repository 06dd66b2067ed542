import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useApiClient } from '../api/client.ts';
import '@mantine/core/styles/Modal.css';

/** What the test authentication page says: Stripe's own test page offers the same two answers. */
export const testAuthenticationTexts = {
  TITLE: 'Test authentication',
  BADGE: 'Test mode',
  BODY: "Your card's bank asks you to confirm this payment. In test mode no bank is asked: choose what the bank answers.",
  AMOUNT_NOTE: 'Nothing is held on the card until the bank approves.',
  APPROVE: 'Complete authentication',
  FAIL: 'Fail authentication',
  /** Said when the answer could not reach the test gateway; the server ends the attempt anyway. */
  NOT_SENT: 'The answer could not be sent.',
} as const;

type Waiting = { clientSecret: string; done: () => void };

/**
 * The offline test gateway's stand-in for the bank's 3-D Secure page (decision 099): a dialog
 * where the tester approves or fails the check. `authenticate` opens it for a client secret and
 * settles once the tester has answered (the answer goes to the test gateway) or closed it (no
 * answer: the server then treats the check as abandoned). Render `dialog` somewhere on the page.
 */
export function useTestAuthentication(): {
  authenticate: (clientSecret: string) => Promise<void>;
  dialog: ReactNode;
} {
  const client = useApiClient();
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [sending, setSending] = useState<'approve' | 'fail' | null>(null);
  const current = useRef<Waiting | null>(null);

  const authenticate = useCallback(
    (clientSecret: string) =>
      new Promise<void>((resolve) => {
        const next = { clientSecret, done: resolve };
        current.current = next;
        setWaiting(next);
      }),
    [],
  );

  const finish = () => {
    const open = current.current;
    current.current = null;
    setWaiting(null);
    setSending(null);
    open?.done();
  };

  const answer = async (outcome: 'approve' | 'fail') => {
    const open = current.current;
    if (!open || sending) return;
    setSending(outcome);
    try {
      await client.POST('/api/cleaning/test_authentication', {
        body: { clientSecret: open.clientSecret, outcome },
      });
    } catch {
      // Not sent: the server finds the check unanswered and ends the attempt, holding nothing.
    }
    finish();
  };

  const dialog = (
    <Modal
      opened={waiting !== null}
      onClose={() => {
        if (!sending) finish();
      }}
      title={
        <Group gap="xs" component="span">
          <span>{testAuthenticationTexts.TITLE}</span>
          <Badge color="ember" variant="light" component="span">
            {testAuthenticationTexts.BADGE}
          </Badge>
        </Group>
      }
      closeButtonProps={{ 'aria-label': 'Close' }}
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
            onClick={() => void answer('approve')}
          >
            {testAuthenticationTexts.APPROVE}
          </Button>
          <Button
            variant="default"
            size="md"
            fullWidth
            loading={sending === 'fail'}
            disabled={sending !== null}
            onClick={() => void answer('fail')}
          >
            {testAuthenticationTexts.FAIL}
          </Button>
        </Stack>
      </Stack>
    </Modal>
  );

  return { authenticate, dialog };
}
