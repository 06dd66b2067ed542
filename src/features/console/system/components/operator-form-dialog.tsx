import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminSystemTexts } from '../../components/console-texts.ts';
import { ConfirmCodeField, confirmCodeError } from '../../components/confirm-code-field.tsx';
import { EmailInput } from '../../../../components/email-input.tsx';
import { EMAIL_MAX } from '../../../../components/form-rules.ts';
import { useFieldChecks } from '../../../../components/use-field-checks.ts';
import type { OperatorForm } from '../queries.ts';

type Props = {
  opened: boolean;
  submitting: boolean;
  onClose: () => void;
  onAdd: (form: OperatorForm) => void;
};

/**
 * A new operator, as `create-operator EMAIL [FULL NAME]` takes one, confirmed with a fresh code of
 * the operator's app (decision 078). The e-mail is checked here
 * with the contract's sentences; a refusal (an e-mail that has an account) is the server's toast,
 * and the dialog stays open to correct it.
 */
export function OperatorFormDialog({ opened, submitting, onClose, onAdd }: Props) {
  const { operatorsLabels } = useTexts(adminSystemTexts);
  const checks = useFieldChecks();
  const form = useForm({
    initialValues: { email: '', fullName: '', code: '' },
    validate: { email: checks.email, code: confirmCodeError(checks) },
  });
  const submit = form.onSubmit((values) => {
    const fullName = values.fullName.trim();
    onAdd({
      email: values.email.trim(),
      ...(fullName ? { fullName } : {}),
      code: values.code.trim(),
    });
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={operatorsLabels.DIALOG_TITLE}
      closeButtonProps={{ 'aria-label': operatorsLabels.CLOSE }}
    >
      <form onSubmit={submit} aria-label={operatorsLabels.DIALOG_TITLE} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {operatorsLabels.DIALOG_INTRO}
          </Text>
          <EmailInput
            label={operatorsLabels.EMAIL_FIELD}
            required
            maxLength={EMAIL_MAX}
            data-autofocus
            {...form.getInputProps('email')}
          />
          <TextInput
            label={operatorsLabels.FULL_NAME_FIELD}
            description={operatorsLabels.FULL_NAME_HINT}
            maxLength={100}
            autoComplete="off"
            {...form.getInputProps('fullName')}
          />
          <ConfirmCodeField {...form.getInputProps('code')} />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {operatorsLabels.CANCEL}
          </Button>
          <Button type="submit" loading={submitting}>
            {operatorsLabels.SUBMIT}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
