import { Button, Group, Modal, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminCoreTexts } from '../../components/console-texts.ts';
import { AdminRejectionReason } from '../../../../api/field-rules.ts';
import { useFieldChecks } from '../../../../components/use-field-checks.ts';

type Props = {
  name: string | null;
  submitting: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
};

/** Asks for the reason of a rejection, which the applicant is e-mailed. */
export function RejectDialog({ name, submitting, onClose, onReject }: Props) {
  const { applicationsLabels } = useTexts(adminCoreTexts);
  const { t } = useFormat();
  const checks = useFieldChecks();
  // The contract's sentences (AdminApplicationRejection), under the field, not the browser's.
  const form = useForm({
    initialValues: { reason: '' },
    validate: {
      reason: (value) => {
        const { messages, minLength } = AdminRejectionReason;
        if (value.trim() === '') return checks.say(messages.required);
        return value.length < minLength ? checks.say(messages.minLength) : null;
      },
    },
  });
  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      title={t(applicationsLabels.REJECT_TITLE, { name: name ?? '' })}
      closeButtonProps={{ 'aria-label': applicationsLabels.CLOSE }}
    >
      <form onSubmit={form.onSubmit((values) => onReject(values.reason))}>
        <Textarea
          label={applicationsLabels.REJECT_REASON}
          withAsterisk
          autosize
          minRows={3}
          maxLength={AdminRejectionReason.maxLength}
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {applicationsLabels.CANCEL}
          </Button>
          <Button type="submit" color="red.9" loading={submitting}>
            {applicationsLabels.REJECT_CONFIRM}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
