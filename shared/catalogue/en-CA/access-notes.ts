/*
 * The access notes for the cleaner (decision 100): the wizard's details stage, the address forms,
 * the customer's bookings, the cleaner's job details and the console show them with these words.
 * The refusals are shared/access-notes.ts's.
 */

/** The fields' labels and placeholders, and the section's title and promise. */
export const accessNotesLabels = {
  ACCESS_NOTES_HEADING: 'Access notes for your cleaner (optional)',
  ACCESS_NOTES_HELP:
    'Only the cleaner who takes your job sees these, from the day before the cleaning. They are never sent by e-mail.',
  ENTRY_CODE_LABEL: 'Entry or buzzer code',
  ENTRY_CODE_PLACEHOLDER: 'e.g. Buzz 1204',
  PARKING_LABEL: 'Parking',
  PARKING_PLACEHOLDER: 'e.g. Visitor parking behind the building',
  PETS_LABEL: 'Pets',
  PETS_PLACEHOLDER: 'e.g. A friendly cat; please keep the balcony door shut',
  ACCESS_OTHER_LABEL: 'Anything else',
  ACCESS_OTHER_PLACEHOLDER: 'e.g. The side door sticks: push firmly',
  /** Under each field: its longest note (shared/access-notes.ts). */
  ACCESS_NOTE_LIMIT: 'Up to {limit} characters',
  /** A note too long: shared/access-notes.ts's sentences, which the server says too. */
  ENTRY_CODE_TOO_LONG: 'Entry or buzzer code cannot exceed 100 characters.',
  PARKING_TOO_LONG: 'Parking notes cannot exceed 300 characters.',
  PETS_TOO_LONG: 'Pet notes cannot exceed 300 characters.',
  OTHER_NOTES_TOO_LONG: 'Other access notes cannot exceed 500 characters.',
};

export type AccessNotesLabels = typeof accessNotesLabels;

/** Where the notes are shown rather than typed. */
export const accessNotesViewLabels = {
  ACCESS_NOTES_TITLE: 'Access notes',
  NO_ACCESS_NOTES: 'No access notes.',
  EDIT_ACCESS_NOTES: 'Edit access notes',
  SAVE_ACCESS_NOTES: 'Save notes',
  CANCEL_ACCESS_NOTES: 'Cancel',
  ACCESS_NOTES_SAVED: 'Access notes saved.',
  /** On the cleaner's job before the contact details show. */
  ACCESS_NOTES_WITH_CONTACT: 'Access notes, if any, show with the contact details.',
};
