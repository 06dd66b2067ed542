import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { InvalidError } from '../../domain/errors.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { insertUser } from '../../db/queries/accounts.ts';
import { findUserWithCustomer, insertDraftBooking } from '../../db/queries/booking-quote.ts';
import { insertCustomer } from '../../db/queries/profiles.ts';
import { normalizeEmail } from '../accounts/email.ts';
import { recordCode } from '../../domain/codes.ts';
import { limits } from '../rate-limit.ts';
import { inTransaction } from '../transaction.ts';
import { storedName, storedPhone } from '../accounts/person-fields.ts';

export const BOOKING_STARTED = 'Thank you. Please tell us about the cleaning.';
export const SIGN_IN_TO_BOOK =
  'An account with this e-mail already exists. Please log in to book with it.';
export const OPERATORS_DO_NOT_BOOK =
  'A console account cannot book a cleaning. Please book with a customer account.';

/**
 * A lead is the login a same-day booking creates for an e-mail nobody registered: no password
 * can match the empty hash and it is not activated, so nobody can log in with it until the
 * person registers (which turns it into a real account and keeps its bookings).
 */
export const LEAD_PASSWORD_HASH = '';

export function isLead(user: { passwordHash: string; activatedAt: Date | null }): boolean {
  return user.passwordHash === LEAD_PASSWORD_HASH && user.activatedAt === null;
}

export type SameDayStartInput = { vFullName: string; vEmail: string; vMobile: string };

/** "Amelia de la Cruz" → Amelia / de la Cruz: the first word is the first name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  return space === -1
    ? { firstName: name, lastName: '' }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/**
 * The customer a booking belongs to: a new lead for an e-mail nobody uses, the lead an earlier
 * booking left, or the caller's own login. The e-mail of someone else's account is refused
 * (decision 024): a request that has not proved it owns the account adds nothing to it.
 */
async function customerForEmail(
  tx: Database,
  email: string,
  contact: { fullName: string; mobile: string },
  callerUserId: number | null,
): Promise<number> {
  const existing = await findUserWithCustomer(tx, email);
  if (existing && !isLead(existing) && existing.userId !== callerUserId) {
    throw new InvalidError(SIGN_IN_TO_BOOK);
  }
  // Only the operator themself gets this far with their address: a console login never becomes
  // a customer's too (decision 047), so a console session is only ever an operator's.
  if (existing?.operatorId) throw new InvalidError(OPERATORS_DO_NOT_BOOK);
  if (existing?.customerId) return existing.customerId;
  const userId =
    existing?.userId ??
    (await insertUser(tx, { email, passwordHash: LEAD_PASSWORD_HASH, activatedAt: null }));
  return insertCustomer(tx, {
    userId,
    uniqueCode: recordCode('cus'),
    ...splitFullName(contact.fullName),
    mobile: contact.mobile,
  });
}

/**
 * Starts a same-day booking with the contact details. A signed-in customer owns it; otherwise
 * the lead of that e-mail (created if need be), or the caller's own login when the e-mail is
 * theirs. Someone else's account is asked to log in.
 */
export async function startSameDayBooking(
  context: AppContext,
  input: SameDayStartInput,
  caller: { ip: string; userId: number | null; customerId: number | null },
): Promise<string> {
  const fullName = storedName(input.vFullName);
  const email = normalizeEmail(input.vEmail);
  await context.rateLimits.consume(
    limits.bookingStartsPerEmail(email),
    limits.bookingStartsPerIp(caller.ip),
  );
  const mobile = storedPhone(input.vMobile);

  const start = () =>
    inTransaction(context.db, async (tx) => {
      const customerId =
        caller.customerId ??
        (await customerForEmail(tx, email, { fullName, mobile }, caller.userId));
      return insertDraftBooking(tx, {
        uniqueCode: recordCode('bkg'),
        customerId,
        fullName,
        email,
        mobile,
      });
    });
  try {
    return (await start()).uniqueCode;
  } catch (error) {
    // Two first bookings for one new e-mail at once: the loser finds the winner's lead.
    if (!isUniqueViolation(error)) throw error;
    return (await start()).uniqueCode;
  }
}
