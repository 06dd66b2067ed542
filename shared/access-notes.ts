/**
 * Access notes for the cleaner (issue 40, decision 100): an entry or buzzer code, parking, pets
 * and anything else, each optional and of limited length. One rule for the server (saved
 * addresses, the quote, the customer's change of a booking's notes) and the web app's forms, so
 * both say the same sentence; openapi.yaml's `AccessNotes` declares the same limits and sentences
 * (tests/unit/access-notes.test.ts holds them equal).
 */

/** The four notes as every wire carries them (openapi.yaml `AccessNotes`). */
export type AccessNotes = {
  /** The entry or buzzer code. */
  vEntryCode: string;
  /** Where to park. */
  vParking: string;
  /** Pets at home. */
  vPets: string;
  /** Anything else the cleaner should know to get in (several lines). */
  tOther: string;
};

export type AccessNoteField = keyof AccessNotes;

export const ACCESS_NOTE_FIELDS: readonly AccessNoteField[] = [
  'vEntryCode',
  'vParking',
  'vPets',
  'tOther',
];

/**
 * The most characters each note may hold once trimmed: a code is short; parking and pets take a
 * sentence or two; the rest a short paragraph. Counted in characters as a person sees them
 * (code points), as the contract's maxLength counts them.
 */
export const ACCESS_NOTE_LIMITS: Record<AccessNoteField, number> = {
  vEntryCode: 100,
  vParking: 300,
  vPets: 300,
  tOther: 500,
};

/** The refusals, in the spec's words for a field too long ("… cannot exceed 255 characters."). */
export const accessNoteMessages: Record<AccessNoteField, string> = {
  vEntryCode: 'Entry or buzzer code cannot exceed 100 characters.',
  vParking: 'Parking notes cannot exceed 300 characters.',
  vPets: 'Pet notes cannot exceed 300 characters.',
  tOther: 'Other access notes cannot exceed 500 characters.',
};

export const NO_ACCESS_NOTES: AccessNotes = { vEntryCode: '', vParking: '', vPets: '', tOther: '' };

/** Line breaks as "\n" and no spaces around: the form a note is stored and compared in. */
function normalizeNote(value: string | undefined): string {
  return (value ?? '').normalize('NFC').replace(/\r\n?/g, '\n').trim();
}

const characters = (value: string) => [...value].length;

/** The sentence refusing this note, or null when it fits (an empty note always fits). */
export function accessNoteError(
  field: AccessNoteField,
  value: string | undefined,
  messages: Record<AccessNoteField, string> = accessNoteMessages,
): string | null {
  return characters(normalizeNote(value)) > ACCESS_NOTE_LIMITS[field] ? messages[field] : null;
}

/** The first refusal among the notes, in the form's order, or null when all fit. */
export function accessNotesError(notes: Partial<AccessNotes> | undefined): string | null {
  if (!notes) return null;
  for (const field of ACCESS_NOTE_FIELDS) {
    const refusal = accessNoteError(field, notes[field]);
    if (refusal !== null) return refusal;
  }
  return null;
}

/** The notes as stored: each trimmed, a missing one empty. */
export function normalizeAccessNotes(notes: Partial<AccessNotes> | undefined): AccessNotes {
  return {
    vEntryCode: normalizeNote(notes?.vEntryCode),
    vParking: normalizeNote(notes?.vParking),
    vPets: normalizeNote(notes?.vPets),
    tOther: normalizeNote(notes?.tOther),
  };
}

/** Whether any note is written. */
export function hasAccessNotes(notes: AccessNotes): boolean {
  return ACCESS_NOTE_FIELDS.some((field) => notes[field] !== '');
}
