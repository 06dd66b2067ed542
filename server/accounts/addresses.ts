import type { AppContext } from '../context.ts';
import {
  deleteOwnAddress,
  findOwnAddress,
  insertAddress,
  listAddresses,
  updateOwnAddress,
  type AddressFields,
  type AddressNoteFields,
} from './addresses.queries.ts';
import { ForbiddenError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { accessNotesError, normalizeAccessNotes, type AccessNotes } from '#shared/access-notes.ts';
import { recordCode } from '../domain/codes.ts';
import type { Said } from '../domain/said.ts';
import { specText } from '../domain/spec-texts.ts';
import { accountAnswers, accountRefusals } from './texts.ts';

export const ADDRESS_ADDED = accountAnswers.addressAdded;
export const ADDRESS_UPDATED = accountAnswers.addressUpdated;
export const ADDRESS_DELETED = accountAnswers.addressDeleted;
export const ADDRESS_NOT_FOUND = accountRefusals.addressNotFound;
export const NOT_YOUR_ACCOUNT = accountRefusals.notYourAddresses;

export type AddressInput = {
  iCustomerId?: number | undefined;
  tAddress: string;
  vCity: string;
  vZipCode: string;
  vState: string;
  vCountry: string;
  accessNotes?: Partial<AccessNotes> | undefined;
};

/** A customer id in the body is only a claim: it must be the caller's own. */
export function assertOwnCustomerId(
  customerId: number,
  sent: number | undefined,
  message: Said = NOT_YOUR_ACCOUNT,
) {
  if (sent !== undefined && sent !== customerId) throw new ForbiddenError(message);
}

/**
 * The notes as stored, or 400 with the shared rule's sentence (decision 100). The contract
 * refuses a note over its limit before this; the rule is applied here too, so a call that did
 * not pass through it cannot store one.
 */
function noteFields(notes: Partial<AccessNotes> | undefined): AddressNoteFields {
  const refusal = accessNotesError(notes);
  if (refusal !== null) throw new InvalidError(specText(refusal));
  const stored = normalizeAccessNotes(notes);
  return {
    accessEntryCode: stored.vEntryCode,
    accessParking: stored.vParking,
    accessPets: stored.vPets,
    accessOther: stored.tOther,
  };
}

function fields(input: AddressInput): AddressFields {
  return {
    address: input.tAddress.trim(),
    city: input.vCity.trim(),
    zipCode: input.vZipCode.trim(),
    state: input.vState.trim(),
    country: input.vCountry.trim(),
  };
}

export function addAddress(context: AppContext, customerId: number, input: AddressInput) {
  assertOwnCustomerId(customerId, input.iCustomerId);
  return insertAddress(context.db, {
    ...fields(input),
    ...noteFields(input.accessNotes),
    customerId,
    uniqueCode: recordCode('adr'),
  });
}

export async function getAddress(context: AppContext, customerId: number, addressId: number) {
  const address = await findOwnAddress(context.db, customerId, addressId);
  if (!address) throw new NotFoundError(ADDRESS_NOT_FOUND);
  return address;
}

export async function editAddress(
  context: AppContext,
  customerId: number,
  input: AddressInput & { vUniqueCode: string },
) {
  assertOwnCustomerId(customerId, input.iCustomerId);
  // Left out, the stored notes stay: an edit that does not show them cannot wipe them.
  const notes = input.accessNotes === undefined ? {} : noteFields(input.accessNotes);
  const address = await updateOwnAddress(context.db, customerId, input.vUniqueCode, {
    ...fields(input),
    ...notes,
  });
  if (!address) throw new NotFoundError(ADDRESS_NOT_FOUND);
  return address;
}

export async function removeAddress(context: AppContext, customerId: number, addressId: number) {
  if (!(await deleteOwnAddress(context.db, customerId, addressId))) {
    throw new NotFoundError(ADDRESS_NOT_FOUND);
  }
}

export function addressesOf(context: AppContext, customerId: number, sent: number | undefined) {
  assertOwnCustomerId(customerId, sent);
  return listAddresses(context.db, customerId);
}
