import { Modal } from '@mantine/core';
import '@mantine/core/styles/Modal.css';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminRetentionTexts } from '../../components/console-texts.ts';
import type { IncidentInput } from '../queries.ts';
import { IncidentForm } from './incident-form.tsx';

type Props = {
  opened: boolean;
  submitting: boolean;
  onClose: () => void;
  onRecord: (input: IncidentInput) => void;
};

/** A new security incident; the dialog stays open on a refusal so its words can be corrected. */
export function RecordIncidentDialog({ opened, submitting, onClose, onRecord }: Props) {
  const { securityIncidentLabels: labels } = useTexts(adminRetentionTexts);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={labels.RECORD_TITLE}
      closeButtonProps={{ 'aria-label': labels.CLOSE }}
      size="lg"
    >
      <IncidentForm
        label={labels.RECORD_TITLE}
        submitLabel={labels.SAVE}
        submitting={submitting}
        onSubmit={onRecord}
        onCancel={onClose}
      />
    </Modal>
  );
}
