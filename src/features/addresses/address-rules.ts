/*
 * The add-address form's checks (spec §5 "Add address"): every field is required once trimmed,
 * with the spec's sentences from openapi.yaml (AddressLine, AddressCity, ...; generated into
 * src/api/field-rules.ts). Edit address has no checks in the spec; the server still refuses
 * blanks with the same sentences, shown as the error toast. The address's access notes for the
 * cleaner are optional and checked only for length, on both forms (shared/access-notes.ts,
 * decision 100).
 */
import { NO_ACCESS_NOTES, normalizeAccessNotes, type AccessNotes } from '#shared/access-notes.ts';
import {
  AddressCity,
  AddressCountry,
  AddressLine,
  AddressState,
  AddressZipCode,
  type FieldMessageKey,
} from '../../api/field-rules.ts';
import type { FieldChecks } from '../../components/form-rules.ts';
import {
  accessNoteChecks,
  type AccessNoteRefusals,
} from '../../components/access-note-refusals.ts';

export type AddressValues = {
  tAddress: string;
  vCity: string;
  vZipCode: string;
  vState: string;
  vCountry: string;
  accessNotes: AccessNotes;
};

type AddressLineField = Exclude<keyof AddressValues, 'accessNotes'>;

export const emptyAddress: AddressValues = {
  tAddress: '',
  vCity: '',
  vZipCode: '',
  vState: '',
  vCountry: '',
  accessNotes: NO_ACCESS_NOTES,
};

/** The server's limits. */
export const addressMaxLength: Record<AddressLineField, number> = {
  tAddress: AddressLine.maxLength,
  vCity: AddressCity.maxLength,
  vZipCode: AddressZipCode.maxLength,
  vState: AddressState.maxLength,
  vCountry: AddressCountry.maxLength,
};

// Each field's one pattern is "not blank" (\S); its sentence is the field's "is Required.".
const required = (checks: FieldChecks, key: FieldMessageKey) => (value: string) =>
  value.trim() === '' ? checks.say(key) : null;

/**
 * The notes' checks, which edit address applies too: the server refuses the same. `refusals` in
 * the page's language (accessNoteRefusals of the form's labels).
 */
export const notesValidation = (refusals: AccessNoteRefusals) => ({
  accessNotes: accessNoteChecks(refusals),
});

/** Add address's checks, in the page's language (`checks`: useFieldChecks()). */
export const addressValidation = (checks: FieldChecks, refusals: AccessNoteRefusals) => ({
  tAddress: required(checks, AddressLine.messages.pattern),
  vCity: required(checks, AddressCity.messages.pattern),
  vZipCode: required(checks, AddressZipCode.messages.pattern),
  vState: required(checks, AddressState.messages.pattern),
  vCountry: required(checks, AddressCountry.messages.pattern),
  ...notesValidation(refusals),
});

export function trimmedAddress(values: AddressValues): AddressValues {
  return {
    tAddress: values.tAddress.trim(),
    vCity: values.vCity.trim(),
    vZipCode: values.vZipCode.trim(),
    vState: values.vState.trim(),
    vCountry: values.vCountry.trim(),
    accessNotes: normalizeAccessNotes(values.accessNotes),
  };
}

// The toasts' words are the catalogue's (shared/catalogue/<locale>/account.ts, addressTexts).
