import { Button, Group, Modal, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { applicationsLabels } from '#shared/labels/admin-core.ts';

type Props = {
  name: string | null;
  submitting: boolean;
  onClose: () => void;
  onReject: (reason: string) => void;
};

/** Asks for the reason of a rejection, which the applicant is e-mailed. */
export function RejectDialog({ name, submitting, onClose, onReject }: Props) {
  const form = useForm({ initialValues: { reason: '' } });
  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      title={applicationsLabels.REJECT_TITLE.replace('{name}', name ?? '')}
      closeButtonProps={{ 'aria-label': applicationsLabels.CLOSE }}
    >
      <form onSubmit={form.onSubmit((values) => onReject(values.reason))}>
        <Textarea
          label={applicationsLabels.REJECT_REASON}
          required
          autosize
          minRows={3}
          maxLength={1000}
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
