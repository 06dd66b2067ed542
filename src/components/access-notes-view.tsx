import { Stack, Text } from '@mantine/core';
import { ACCESS_NOTE_FIELDS, type AccessNotes } from '#shared/access-notes.ts';
import { useTexts } from '../i18n/texts.ts';
import { accessNotesTexts } from './dashboard-texts/access-notes.ts';

/**
 * The written access notes as label and text, one under the other (a phone's width holds the
 * longest); "No access notes." when none is written (decision 100). In the page's language.
 */
export function AccessNotesView({ notes }: { notes: AccessNotes }) {
  const { accessNotesLabels, accessNotesViewLabels } = useTexts(accessNotesTexts);
  const labels = {
    vEntryCode: accessNotesLabels.ENTRY_CODE_LABEL,
    vParking: accessNotesLabels.PARKING_LABEL,
    vPets: accessNotesLabels.PETS_LABEL,
    tOther: accessNotesLabels.ACCESS_OTHER_LABEL,
  };
  const written = ACCESS_NOTE_FIELDS.filter((field) => notes[field] !== '');
  if (written.length === 0) return <Text c="dimmed">{accessNotesViewLabels.NO_ACCESS_NOTES}</Text>;
  return (
    <Stack component="dl" gap={4} m={0}>
      {written.map((field) => (
        <div key={field}>
          <Text component="dt" fz="sm" c="dimmed">
            {labels[field]}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {notes[field]}
          </Text>
        </div>
      ))}
    </Stack>
  );
}
