import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminSystemTexts } from '../../components/console-texts.ts';
import { ConfirmCodeField, confirmCodeError } from '../../components/confirm-code-field.tsx';
import { useFieldChecks } from '../../../../components/use-field-checks.ts';
import type { OperatorRow } from '../queries.ts';
import classes from './operator-access-dialog.module.css';
import '@mantine/core/styles/Modal.css';

export type OperatorAccessChange = 'disable' | 'enable';

type Props = {
  /** The operator asked about; the dialog is closed while null. */
  operator: OperatorRow | null;
  change: OperatorAccessChange;
  submitting: boolean;
  onClose: () => void;
  onConfirm: (code: string) => void;
};

/**
 * Disabling (or enabling again) an operator, confirmed with a fresh code of the signed-in
 * operator's app as other access changes are (decisions 078, 085). A refusal is the server's
 * toast, and the dialog stays open with the code to type again.
 */
export function OperatorAccessDialog({ operator, change, submitting, onClose, onConfirm }: Props) {
  const checks = useFieldChecks();
  const form = useForm({
    initialValues: { code: '' },
    validate: { code: confirmCodeError(checks) },
  });
  const { operatorsLabels } = useTexts(adminSystemTexts);
  const { t } = useFormat();
  const texts = {
    disable: {
      title: operatorsLabels.DISABLE_TITLE,
      text: operatorsLabels.DISABLE_TEXT,
      confirm: operatorsLabels.DISABLE_CONFIRM,
      color: 'red.9',
    },
    enable: {
      title: operatorsLabels.ENABLE_TITLE,
      text: operatorsLabels.ENABLE_TEXT,
      confirm: operatorsLabels.ENABLE_CONFIRM,
      color: undefined,
    },
  };
  const named = (text: string, operator: OperatorRow) =>
    t(text, { name: operator.fullName, email: operator.email });
  const words = texts[change];
  const title = operator ? named(words.title, operator) : '';
  return (
    <Modal
      opened={operator !== null}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': operatorsLabels.CLOSE }}
    >
      {operator && (
        <form
          onSubmit={form.onSubmit((values) => onConfirm(values.code.trim()))}
          aria-label={title}
          noValidate
        >
          <Stack gap="md">
            <Text className={classes.text}>{named(words.text, operator)}</Text>
            <ConfirmCodeField data-autofocus {...form.getInputProps('code')} />
          </Stack>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button variant="default" onClick={onClose}>
              {operatorsLabels.CANCEL}
            </Button>
            <Button type="submit" color={words.color} loading={submitting}>
              {words.confirm}
            </Button>
          </Group>
        </form>
      )}
    </Modal>
  );
}
