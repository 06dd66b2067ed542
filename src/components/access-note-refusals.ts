import { ACCESS_NOTE_FIELDS, accessNoteError, type AccessNoteField } from '#shared/access-notes.ts';
import type { AccessNotesLabels } from '#shared/catalogue/en-CA/access-notes.ts';

type RefusalLabels = Pick<
  AccessNotesLabels,
  'ENTRY_CODE_TOO_LONG' | 'PARKING_TOO_LONG' | 'PETS_TOO_LONG' | 'OTHER_NOTES_TOO_LONG'
>;

/** Each access note's "too long" sentence, from the catalogue in the page's language. */
export type AccessNoteRefusals = Record<AccessNoteField, string>;

export function accessNoteRefusals(labels: RefusalLabels): AccessNoteRefusals {
  return {
    vEntryCode: labels.ENTRY_CODE_TOO_LONG,
    vParking: labels.PARKING_TOO_LONG,
    vPets: labels.PETS_TOO_LONG,
    tOther: labels.OTHER_NOTES_TOO_LONG,
  };
}

/** A form's check of each note's length (Mantine's `validate.accessNotes`), refusing in `refusals`. */
export function accessNoteChecks(
  refusals: AccessNoteRefusals,
): Record<AccessNoteField, (value: string) => string | null> {
  return Object.fromEntries(
    ACCESS_NOTE_FIELDS.map((field) => [
      field,
      (value: string) => accessNoteError(field, value, refusals),
    ]),
  ) as Record<AccessNoteField, (value: string) => string | null>;
}
