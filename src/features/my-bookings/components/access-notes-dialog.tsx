import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ACCESS_NOTE_FIELDS,
  accessNoteError,
  type AccessNoteField,
  type AccessNotes,
} from '#shared/access-notes.ts';
import { useApiClient } from '../../../api/client.ts';
import { accessNotesTexts } from '../../../components/dashboard-texts/access-notes.ts';
import { myBookingsTexts } from '../../../components/dashboard-texts/my-bookings.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { AccessNotesFields } from '../../../components/access-notes-fields.tsx';
import { AccessNotesView } from '../../../components/access-notes-view.tsx';
import type { Job } from '../../../components/job-card.tsx';
import { changeAccessNotes, customerBookingsQuery } from '../queries.ts';
import { LazyModal } from '../../../components/lazy-modal.tsx';
import { accessNoteRefusals } from '../../../components/access-note-refusals.ts';

/** Spec §9: toasts stay two seconds. */
const TOAST_MS = 2000;

/** Until the cleaning starts the customer may change the notes (decision 100). */
export function notesChangeable(job: Job): boolean {
  return job.eStatus === 'authorized' || job.eStatus === 'assigned';
}

type Errors = Partial<Record<AccessNoteField, string>>;

function errorsOf(notes: AccessNotes, refusals: Record<AccessNoteField, string>): Errors {
  const errors: Errors = {};
  for (const field of ACCESS_NOTE_FIELDS) {
    const refusal = accessNoteError(field, notes[field], refusals);
    if (refusal !== null) errors[field] = refusal;
  }
  return errors;
}

function NotesForm({ job, onClose }: { job: Job; onClose: () => void }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { accessNotesLabels, accessNotesViewLabels } = useTexts(accessNotesTexts);
  const { accessNotesDialogTexts: texts } = useTexts(myBookingsTexts);
  const [notes, setNotes] = useState<AccessNotes>(job.accessNotes);
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: (accessNotes: AccessNotes) =>
      changeAccessNotes(client, job.iBookingId, accessNotes),
    onSuccess: (message) => {
      notifications.show({ color: 'green', message, autoClose: TOAST_MS });
      onClose();
    },
    onSettled: () => queryClient.invalidateQueries(customerBookingsQuery(client)),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = errorsOf(notes, accessNoteRefusals(accessNotesLabels));
        setErrors(found);
        if (Object.keys(found).length === 0) save.mutate(notes);
      }}
    >
      <Stack gap="md">
        <AccessNotesFields
          labels={accessNotesLabels}
          values={notes}
          errors={errors}
          onChange={(field, value) => setNotes((current) => ({ ...current, [field]: value }))}
        />
        {save.error ? (
          <Alert color="red" variant="light" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={save.isPending}>
            {accessNotesViewLabels.CANCEL_ACCESS_NOTES}
          </Button>
          <Button
            type="submit"
            disabled={save.isPending}
            leftSection={save.isPending ? <Loader size={14} color="gray" /> : undefined}
          >
            {save.isPending ? texts.SAVING : accessNotesViewLabels.SAVE_ACCESS_NOTES}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type Props = {
  /** The booking whose notes are open, as the list last read it; null when closed. */
  job: Job | null;
  onClose: () => void;
};

/**
 * A booking's access notes for the cleaner: changeable until the cleaning starts, read-only
 * after (decision 100). The server decides; its refusal (409 once started) shows here.
 */
export function AccessNotesDialog({ job, onClose }: Props) {
  const { accessNotesViewLabels } = useTexts(accessNotesTexts);
  const { accessNotesDialogTexts: texts } = useTexts(myBookingsTexts);
  const { t } = useFormat();
  return (
    <LazyModal
      opened={job !== null}
      onClose={onClose}
      title={accessNotesViewLabels.ACCESS_NOTES_TITLE}
      closeButtonProps={{ 'aria-label': texts.CLOSE }}
      centered
    >
      {job === null ? null : (
        <Stack gap="md">
          <Text>
            {t(texts.BOOKING_LINE, { service: job.service.vServiceName, number: job.vBookingNo })}
          </Text>
          {notesChangeable(job) ? (
            <NotesForm key={job.iBookingId} job={job} onClose={onClose} />
          ) : (
            <AccessNotesView notes={job.accessNotes} />
          )}
        </Stack>
      )}
    </LazyModal>
  );
}
