/*
 * The same-day details form's checks (spec §5 "Details form"), with the server's own messages
 * (openapi.yaml ScheduleRequest), and the mapping between the form and the machine's details.
 */
import type { SameDayDetails } from '#machines/same-day-booking.machine.ts';
import {
  normalizePostalCode,
  postalCodeError,
  type PostalCity,
  type PostalCodeMessages,
} from '#shared/postal-code.ts';
import {
  hasAccessNotes,
  NO_ACCESS_NOTES,
  normalizeAccessNotes,
  type AccessNotes,
} from '#shared/access-notes.ts';
import type { detailsErrors } from '#shared/catalogue/en-CA/booking-wizard.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import { slotMinutes } from './time-slots.ts';
import {
  accessNoteChecks,
  type AccessNoteRefusals,
} from '../../components/access-note-refusals.ts';

/** The form's messages, the catalogue's in the page's language (booking-wizard.ts). */
export type DetailsErrors = Translation<typeof detailsErrors>;

/**
 * The details as the form holds them: select values are strings, and the ids become numbers only
 * when the form is sent; the city's and service's names are looked up then.
 */
export type DetailsValues = Omit<
  SameDayDetails,
  'iServiceId' | 'iCityId' | 'vCity' | 'vServiceName' | 'accessNotes' | 'bookAgain'
> & { iServiceId: string; iCityId: string; accessNotes: AccessNotes };

export const ADDRESS_MAX = 255;
export const UNIT_MAX = 50;
/** Spec §9: bedrooms and bathrooms 1 to 8. */
export const ROOM_COUNTS = ['1', '2', '3', '4', '5', '6', '7', '8'];

export const emptyDetails: DetailsValues = {
  vResidence: '',
  iServiceId: '',
  iCityId: '',
  vBedrooms: '',
  vBathrooms: '',
  vExtras: [],
  vUnit: '',
  vAddress: '',
  vPostalCode: '',
  vDate: '',
  vFrom: '',
  vUntill: '',
  accessNotes: NO_ACCESS_NOTES,
};

const chosen = (message: string) => (value: string) => (value === '' ? message : null);
const roomCount = (message: string) => (value: string) =>
  ROOM_COUNTS.includes(value) ? null : message;

/**
 * The form's checks; the postal code is checked against the chosen city (its name and its
 * province's letters), looked up by the city's id.
 */
export const detailsValidation = (
  cityOf: (iCityId: string) => PostalCity | null,
  errors: DetailsErrors,
  noteRefusals: AccessNoteRefusals,
) => ({
  vResidence: chosen(errors.RESIDENCE_REQUIRED),
  iServiceId: chosen(errors.SERVICE_REQUIRED),
  iCityId: chosen(errors.CITY_REQUIRED),
  vBedrooms: roomCount(errors.BEDROOMS_REQUIRED),
  vBathrooms: roomCount(errors.BATHROOMS_REQUIRED),
  vAddress: (value: string) => {
    if (value.trim() === '') return errors.ADDRESS_REQUIRED;
    return value.trim().length > ADDRESS_MAX ? errors.ADDRESS_TOO_LONG : null;
  },
  vPostalCode: (value: string, values: DetailsValues) =>
    postalCodeError(value, cityOf(values.iCityId), postalCodeMessagesOf(errors)),
  vDate: chosen(errors.DATE_REQUIRED),
  vFrom: chosen(errors.FROM_REQUIRED),
  vUntill: (value: string, values: DetailsValues) => {
    if (value === '') return errors.UNTIL_REQUIRED;
    const from = slotMinutes(values.vFrom);
    const until = slotMinutes(value);
    return from !== null && until !== null && until <= from ? errors.UNTIL_AFTER_FROM : null;
  },
  // The optional notes for the cleaner: only their length is checked (shared/access-notes.ts).
  accessNotes: accessNoteChecks(noteRefusals),
});

/** shared/postal-code.ts's sentences in the form's language. */
function postalCodeMessagesOf(errors: DetailsErrors): PostalCodeMessages {
  return {
    required: errors.POSTAL_CODE_REQUIRED,
    format: errors.POSTAL_CODE_FORMAT,
    wrongCity: (postalCode, city) =>
      errors.POSTAL_CODE_WRONG_CITY.replace('{postalCode}', postalCode).replace('{city}', city),
  };
}

/** The form's values as the machine keeps them, with the names the summary shows. */
export function detailsOf(
  values: DetailsValues,
  names: { vCity: string; vServiceName: string },
): SameDayDetails {
  // Notes only when some are written: a quote without them stores none (decision 100).
  const notes = normalizeAccessNotes(values.accessNotes);
  return {
    vResidence: values.vResidence,
    iServiceId: Number(values.iServiceId),
    iCityId: Number(values.iCityId),
    vBedrooms: values.vBedrooms,
    vBathrooms: values.vBathrooms,
    vExtras: [...values.vExtras],
    vUnit: values.vUnit.trim(),
    vAddress: values.vAddress.trim(),
    vPostalCode: normalizePostalCode(values.vPostalCode) ?? values.vPostalCode.trim(),
    vDate: values.vDate,
    vFrom: values.vFrom,
    vUntill: values.vUntill,
    ...(hasAccessNotes(notes) ? { accessNotes: notes } : {}),
    ...(values.iEveryWeeks ? { iEveryWeeks: values.iEveryWeeks } : {}),
    ...names,
  };
}

/** Saved details back into the form (spec §4: Modify restores the saved values). */
export function valuesOf(details: SameDayDetails | null): DetailsValues {
  if (!details) return emptyDetails;
  return {
    vResidence: details.vResidence,
    iServiceId: String(details.iServiceId),
    iCityId: String(details.iCityId),
    vBedrooms: details.vBedrooms,
    vBathrooms: details.vBathrooms,
    vExtras: [...details.vExtras],
    vUnit: details.vUnit,
    vAddress: details.vAddress,
    vPostalCode: details.vPostalCode,
    vDate: details.vDate,
    vFrom: details.vFrom,
    vUntill: details.vUntill,
    accessNotes: details.accessNotes ?? NO_ACCESS_NOTES,
    ...(details.iEveryWeeks ? { iEveryWeeks: details.iEveryWeeks } : {}),
  };
}

/** A saved address (spec §3 customer address) as the address book holds it. */
export type SavedAddress = {
  tAddress: string;
  vCity: string;
  vZipCode: string;
  accessNotes?: AccessNotes;
};

/**
 * What a saved address fills in: its access notes when it has some, the street line (its unit, if any, is part of it, so the unit
 * field is emptied), the postal code normalized when it is one, and the city when the book's
 * city is one of ours (matched by name, any case). A city we do not serve is left to choose.
 */
export function fillFromSaved(
  address: SavedAddress,
  cities: { iCityId: number; vCity: string }[],
): Pick<DetailsValues, 'vAddress' | 'vUnit' | 'vPostalCode'> & {
  iCityId: string | null;
  accessNotes: AccessNotes | null;
} {
  const cityName = address.vCity.trim().toLocaleLowerCase('en-CA');
  const city = cities.find((item) => item.vCity.toLocaleLowerCase('en-CA') === cityName);
  return {
    vAddress: address.tAddress.trim(),
    vUnit: '',
    vPostalCode: normalizePostalCode(address.vZipCode) ?? address.vZipCode.trim().toUpperCase(),
    iCityId: city ? String(city.iCityId) : null,
    // The address's notes for the cleaner, editable after; an address without notes leaves
    // what was typed (decision 100).
    accessNotes:
      address.accessNotes && hasAccessNotes(address.accessNotes) ? address.accessNotes : null,
  };
}

/** The one line a saved address shows as in the picker. */
export function savedAddressLine(address: SavedAddress): string {
  return [address.tAddress, address.vCity, address.vZipCode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}
