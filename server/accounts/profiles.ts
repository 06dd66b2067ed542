import type { AppContext } from '../context.ts';
import {
  findContractor,
  findCustomer,
  updateContractor,
  updateCustomer,
  type ContractorRow,
  type CustomerRow,
} from '../db/shared-queries/profiles.ts';
import { ForbiddenError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { assertAcceptablePassword, hashPassword } from '../domain/passwords.ts';
import { inTransaction } from '../platform/transaction.ts';
import { normalizeEmail } from './email.ts';
import { assertPasswordProof, writeChangedPassword } from './password-change.ts';
import { assertPhoto, storePhoto } from './photo.ts';
import { storedName, storedPhone } from './person-fields.ts';
import { accountAnswers, accountRefusals } from './texts.ts';

export const NOT_YOUR_PROFILE = accountRefusals.notYourProfile;
export const EMAIL_READ_ONLY = accountRefusals.emailReadOnly;
export const PROFILE_UPDATED = accountAnswers.profileUpdated;
export const PROFILE_NOT_FOUND = accountRefusals.profileNotFound;

type Caller = { userId: number; email: string; sessionToken: string };

type ProfileFields = {
  vUniqueCode: string;
  vEmail?: string | undefined;
  vMobile: string;
  tAddress?: string | undefined;
  vCity?: string | undefined;
  vZipCode?: string | undefined;
  vRegion?: string | undefined;
  vCountry?: string | undefined;
  vPassword?: string | undefined;
  vCurrentPassword?: string | undefined;
};

/** Only the address fields that were sent change; each is stored trimmed. */
function addressChanges(input: ProfileFields): Record<string, string> {
  const sent: [string, string | undefined][] = [
    ['address', input.tAddress],
    ['city', input.vCity],
    ['zipCode', input.vZipCode],
    ['region', input.vRegion],
    ['country', input.vCountry],
  ];
  return Object.fromEntries(
    sent.flatMap(([column, value]) => (value === undefined ? [] : [[column, value.trim()]])),
  );
}

function assertOwnCode(actual: string, sent: string) {
  if (actual !== sent) throw new ForbiddenError(NOT_YOUR_PROFILE);
}

function assertEmailUnchanged(caller: Caller, sent: string | undefined) {
  if (sent !== undefined && sent.trim() !== '' && normalizeEmail(sent) !== caller.email) {
    throw new InvalidError(EMAIL_READ_ONLY);
  }
}

export function customerProfile(row: CustomerRow) {
  const fullName = `${row.firstName} ${row.lastName}`.trim();
  return {
    iCustomerId: row.id,
    vUniqueCode: row.uniqueCode,
    vFirstName: row.firstName,
    vLastName: row.lastName,
    vFullName: fullName,
    vEmail: row.email,
    vMobile: row.mobile,
    vImage: row.imagePath ?? '',
    vImageAlt: fullName,
    tAddress: row.address,
    vCity: row.city,
    vZipCode: row.zipCode,
    vRegion: row.region,
    vCountry: row.country,
    locale: row.locale,
  };
}

export function contractorProfile(row: ContractorRow) {
  return {
    iContractorId: row.id,
    vUniqueCode: row.uniqueCode,
    vFullName: row.fullName,
    vEmail: row.email,
    vMobile: row.mobile,
    vImage: row.imagePath ?? '',
    vImageAlt: row.fullName,
    tAddress: row.address,
    vCity: row.city,
    vZipCode: row.zipCode,
    vRegion: row.region,
    vCountry: row.country,
    iCityId: row.cityId,
    vServiceCity: row.serviceCity,
    eStatus: row.status,
    bPaused: row.pausedAt !== null,
    locale: row.locale,
  };
}

async function getOwnCustomer(context: AppContext, customerId: number) {
  const row = await findCustomer(context.db, customerId);
  if (!row) throw new NotFoundError(PROFILE_NOT_FOUND);
  return customerProfile(row);
}

async function getOwnContractor(context: AppContext, contractorId: number) {
  const row = await findContractor(context.db, contractorId);
  if (!row) throw new NotFoundError(PROFILE_NOT_FOUND);
  return contractorProfile(row);
}

export function getCustomerProfile(
  context: AppContext,
  customer: { id: number; uniqueCode: string },
  sentCode: string,
) {
  assertOwnCode(customer.uniqueCode, sentCode);
  return getOwnCustomer(context, customer.id);
}

export function getContractorProfile(
  context: AppContext,
  contractor: { id: number; uniqueCode: string },
  sentCode: string,
) {
  assertOwnCode(contractor.uniqueCode, sentCode);
  return getOwnContractor(context, contractor.id);
}

/**
 * Shared steps of both profile updates: checks first, then the photo and the row in one
 * transaction; the old photo goes last. A new password is a password change like
 * change-password's (issue 38): it needs the current one, ends the caller's other sessions and
 * is e-mailed to the owner.
 */
async function updateProfile(
  context: AppContext,
  caller: Caller,
  input: ProfileFields,
  photo: Buffer | undefined,
  write: (tx: AppContext['db'], changes: Record<string, string>) => Promise<void>,
  oldImagePath: string | null,
) {
  assertEmailUnchanged(caller, input.vEmail);
  assertPhoto(photo);
  const newPassword = input.vPassword ? input.vPassword : undefined;
  if (newPassword !== undefined) {
    assertAcceptablePassword(newPassword, 'member');
    await assertPasswordProof(context, caller, input.vCurrentPassword, newPassword);
  }
  const passwordHash = newPassword === undefined ? undefined : await hashPassword(newPassword);
  const imagePath = photo ? await storePhoto(context.storage, photo) : undefined;

  try {
    await inTransaction(context.db, async (tx) => {
      await write(tx, {
        mobile: storedPhone(input.vMobile),
        ...addressChanges(input),
        ...(imagePath ? { imagePath } : {}),
      });
      if (passwordHash) await writeChangedPassword(tx, context, caller, passwordHash);
    });
  } catch (error) {
    if (imagePath) await context.storage.remove(imagePath);
    throw error;
  }
  if (imagePath && oldImagePath) await context.storage.remove(oldImagePath);
}

export async function updateCustomerProfile(
  context: AppContext,
  caller: Caller & { customer: { id: number; uniqueCode: string } },
  input: ProfileFields & { vFirstName: string; vLastName: string },
  photo: Buffer | undefined,
) {
  assertOwnCode(caller.customer.uniqueCode, input.vUniqueCode);
  const before = await findCustomer(context.db, caller.customer.id);
  if (!before) throw new NotFoundError(PROFILE_NOT_FOUND);
  await updateProfile(
    context,
    caller,
    input,
    photo,
    (tx, changes) =>
      updateCustomer(tx, caller.customer.id, {
        ...changes,
        mobile: storedPhone(input.vMobile),
        firstName: storedName(input.vFirstName),
        lastName: storedName(input.vLastName),
      }),
    before.imagePath,
  );
  return getOwnCustomer(context, caller.customer.id);
}

export async function updateContractorProfile(
  context: AppContext,
  caller: Caller & { contractor: { id: number; uniqueCode: string } },
  input: ProfileFields & { vFullName: string },
  photo: Buffer | undefined,
) {
  assertOwnCode(caller.contractor.uniqueCode, input.vUniqueCode);
  const before = await findContractor(context.db, caller.contractor.id);
  if (!before) throw new NotFoundError(PROFILE_NOT_FOUND);
  await updateProfile(
    context,
    caller,
    input,
    photo,
    (tx, changes) =>
      updateContractor(tx, caller.contractor.id, {
        ...changes,
        mobile: storedPhone(input.vMobile),
        fullName: storedName(input.vFullName),
      }),
    before.imagePath,
  );
  return getOwnContractor(context, caller.contractor.id);
}
