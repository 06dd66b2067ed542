import type { AppContext } from '../context.ts';
import { inTransaction } from '../platform/transaction.ts';
import { DomainError } from '../domain/errors.ts';
import {
  approveApplicationByEmail,
  recordBookingView,
  createCouponRecorded,
  addOperator,
  retryMailAsOperator,
} from '../console/index.ts';
import type { CommandLineActor } from './command-line-actor.ts';
import { describeBooking, typedBookingNo } from './show-booking.ts';
import type { CouponCommand } from '../coupons/index.ts';

/*
 * The commands of `npm run ops` that the console also offers (decision 086). Each calls the
 * console's own service with the command line's operator, so it writes the console's audit
 * entry; server/ops/ops.ts reads the arguments, opens the database and prints the answer.
 */

export type CommandContext = Pick<AppContext, 'db' | 'clock' | 'publicUrl'> & {
  actor: CommandLineActor;
};

/** What a command prints and its exit status: lines for stdout, or for stderr. */
export type CommandAnswer = { code: number; out: string[]; err: string[] };

const done = (...out: string[]): CommandAnswer => ({ code: 0, out, err: [] });
const refused = (code: number, ...err: string[]): CommandAnswer => ({ code, out: [], err });

/** A service's refusal is the command's error line: the console shows the same sentence. */
async function answered(work: () => Promise<string>): Promise<CommandAnswer> {
  try {
    return done(await work());
  } catch (error) {
    if (error instanceof DomainError) return refused(1, error.message);
    throw error;
  }
}

/** The clear background check the command approves with (decision 134). */
export type CommandCheck = { provider: string; checkedOn: string; expiresOn: string };

export async function approveContractorCommand(
  context: CommandContext,
  email: string,
  check: CommandCheck,
): Promise<CommandAnswer> {
  // The e-mail goes to the outbox; a running server's queue sends it (decision 051).
  let outcome: Awaited<ReturnType<typeof approveApplicationByEmail>>['outcome'];
  try {
    ({ outcome } = await approveApplicationByEmail(context, context.actor.operatorId, email, {
      ...check,
      result: 'clear',
    }));
  } catch (error) {
    // A check the console would refuse (in the future, already expired): the same sentence.
    if (error instanceof DomainError) return refused(1, error.message);
    throw error;
  }
  if (outcome === 'not-found') return refused(1, `No contractor application for ${email}.`);
  return done(
    outcome === 'approved'
      ? `Approved ${email}; they have been e-mailed.`
      : `${email} was already approved.`,
  );
}

export async function createOperatorCommand(
  context: CommandContext,
  email: string,
  fullName: string,
): Promise<CommandAnswer> {
  const result = await inTransaction(context.db, (tx) =>
    addOperator(
      { ...context, db: tx },
      context.actor.operatorId,
      { email, fullName },
      context.actor.fullName,
    ),
  );
  if (result.outcome === 'invalid-email') return refused(2, `${email} is not an e-mail address.`);
  if (result.outcome === 'taken') {
    return refused(
      1,
      `${email} already has an account; an operator needs an account of their own.`,
    );
  }
  return done(
    `Created operator ${email}. Their link to choose a password (valid 7 days):`,
    result.link,
  );
}

export function createCouponCommand(
  context: CommandContext,
  coupon: CouponCommand,
): Promise<CommandAnswer> {
  // The command line has no language to read: it prints the English (decision 104).
  return answered(
    async () => (await createCouponRecorded(context, context.actor.operatorId, coupon)).english,
  );
}

export function retryMailCommand(context: CommandContext, id: number): Promise<CommandAnswer> {
  return answered(async () => {
    const sentence = await retryMailAsOperator(context, context.actor.operatorId, id);
    return `${sentence.english} A running server sends it.`;
  });
}

/** Reading a customer's booking is written to the audit log as the console's page is. */
export async function showBookingCommand(
  context: CommandContext,
  bookingNo: string,
): Promise<CommandAnswer> {
  const text = await describeBooking(context.db, bookingNo);
  if (text === null) return refused(1, `No booking ${bookingNo}.`);
  await recordBookingView(context.db, context.actor.operatorId, typedBookingNo(bookingNo));
  return done(text);
}
