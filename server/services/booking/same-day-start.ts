import type { AppContext } from '../../context.ts';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { insertUser } from '../../db/queries/accounts.ts';
import { findUserWithCustomer, insertDraftBooking } from '../../db/queries/booking-quote.ts';
import { insertCustomer } from '../../db/queries/profiles.ts';
import { normalizeEmail } from '../accounts/email.ts';
import { recordCode } from '../codes.ts';
import { limits } from '../rate-limit.ts';
import { inTransaction } from '../transaction.ts';

export const BOOKING_STARTED = 'Thank you. Please tell us about the cleaning.';

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

/** The customer a booking belongs to: the e-mail's customer, else a new lead for it. */
async function customerForEmail(
  tx: Database,
  email: string,
  contact: { fullName: string; mobile: string },
): Promise<number> {
  const existing = await findUserWithCustomer(tx, email);
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
 * the customer with that e-mail, or a lead created for it.
 */
export async function startSameDayBooking(
  context: AppContext,
  input: SameDayStartInput,
  caller: { ip: string; customerId: number | null },
): Promise<string> {
  await context.rateLimits.consume(limits.formPerIp('book-same-day', caller.ip));
  const fullName = input.vFullName.trim().replace(/\s+/g, ' ');
  const email = normalizeEmail(input.vEmail);
  const mobile = input.vMobile;

  const start = () =>
    inTransaction(context.db, async (tx) => {
      const customerId =
        caller.customerId ?? (await customerForEmail(tx, email, { fullName, mobile }));
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
