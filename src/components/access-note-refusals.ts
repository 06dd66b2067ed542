import type { AccessNoteField } from '#shared/access-notes.ts';
import type { AccessNotesLabels } from '#shared/catalogue/en-CA/access-notes.ts';

type RefusalLabels = Pick<
  AccessNotesLabels,
  'ENTRY_CODE_TOO_LONG' | 'PARKING_TOO_LONG' | 'PETS_TOO_LONG' | 'OTHER_NOTES_TOO_LONG'
>;

/** Each access note's "too long" sentence, from the catalogue in the page's language. */
export function accessNoteRefusals(labels: RefusalLabels): Record<AccessNoteField, string> {
  return {
    vEntryCode: labels.ENTRY_CODE_TOO_LONG,
    vParking: labels.PARKING_TOO_LONG,
    vPets: labels.PETS_TOO_LONG,
    tOther: labels.OTHER_NOTES_TOO_LONG,
  };
}
