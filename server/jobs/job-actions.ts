import { nextJobStatus, statusTakes } from '#machines/job-lifecycle.machine.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { isExclusionViolation } from '../db/errors.ts';
import { selectJob, type JobRow } from '../db/shared-queries/job-views.ts';
import { findPayRateCents } from '../db/shared-queries/pay-rates.ts';
import {
  findBookingWithZone,
  findContractorEmail,
  hasDeclined,
  insertDecline,
  updatePayment,
  type ContractorScope,
} from '../db/shared-queries/jobs.ts';
import type { bookings } from '../db/schema.ts';
import { ConflictError, ForbiddenError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { notify } from '../notifications/index.ts';
import { PaymentDeclined, PaymentUnavailable } from '../payments/index.ts';
import { issueReceipt, type ChargedCard } from '../receipts/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordMovement } from '../ledger/index.ts';
import { lockContractor, offerOfJob } from '../db/shared-queries/offered-hours.ts';
import { cleanersWhoCanTake, isOfferedTo } from '../db/shared-queries/job-takers.ts';
import { earnSentence, jobAcceptedMail, jobCompletedMail, jobNotices } from './contractor-mail.ts';
import { checkRefusalFor } from '../background-checks/index.ts';
import { approvedContractor, CLEANER_PAUSED, JOB_NOT_FOUND, takesNewJobs } from './jobs.ts';
import { contactShared, contractorJobOnWire, type ContractorJobOnWire } from './job-view.ts';
import { alertOperatorsOfHandBacks, countHandBack } from './hand-back-cap.ts';
import { completableFrom, completeEvent, startableFrom } from './completion.ts';
import { assertTransition, moveBooking, movedBy, refusalFor, type MoveActor } from './lifecycle.ts';
import { payCents } from '../domain/money.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { limits } from '../platform/rate-limit.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { localeOfContractor } from '../db/shared-queries/locales.ts';
import { namedIn } from '../catalog/index.ts';
import { clockText, day } from '../platform/mail/compose.ts';
import { jobAnswers, jobRefusals } from './texts.ts';
import type { Said } from '../domain/said.ts';
import { clockOnDateValue } from '../domain/said-values.ts';

export const JOB_ACCEPTED = jobAnswers.jobAccepted;
export const JOB_DECLINED = jobAnswers.jobDeclined;
export const JOB_HANDED_BACK = jobAnswers.jobHandedBack;
export const JOB_STARTED = jobAnswers.jobStarted;
export const JOB_COMPLETED = jobAnswers.jobCompleted;
export const DOUBLE_BOOKED = jobRefusals.doubleBooked;
export const NO_PAY_RATE = jobRefusals.noPayRate;

/** A cleaner may arrive a little early, but not start a job hours ahead of the customer. */

type Booking = typeof bookings.$inferSelect;
type Log = (line: string) => void;

/** A job the contractor may know about: in their city and past checkout. */
async function jobInCity(tx: Database, scope: ContractorScope, bookingId: number) {
  const found = await findBookingWithZone(tx, bookingId);
  if (
    !found ||
    found.booking.cityId !== scope.cityId ||
    found.booking.status === 'draft' ||
    found.booking.status === 'quoted'
  ) {
    throw new NotFoundError(JOB_NOT_FOUND);
  }
  return found;
}

/** Someone else's job answers exactly like a job that does not exist. */
async function ownJob(tx: Database, scope: ContractorScope, bookingId: number) {
  const found = await jobInCity(tx, scope, bookingId);
  if (found.booking.contractorId !== scope.id) throw new NotFoundError(JOB_NOT_FOUND);
  return found;
}

async function jobRow(tx: Database, bookingId: number): Promise<JobRow> {
  const row = await selectJob(tx, bookingId);
  if (!row) throw new Error(`booking ${bookingId} vanished inside its own transaction`);
  return row;
}

function whenText(booking: Booking, locale: Locale): string {
  const words = jobNotices(locale);
  if (booking.localDate === null || booking.fromMinutes === null) return words.whenUnknown;
  return formatMessage(locale, words.when, {
    date: day(booking.localDate, locale),
    time: clockText(booking.fromMinutes, locale),
  });
}

export const acceptRefusals = {
  outsideHours: jobRefusals.outsideHours,
  dayOff: jobRefusals.dayOff,
  overCap: jobRefusals.overCap,
};

function outsideHoursRefusal(offer: {
  insideHours: boolean;
  dayOff: boolean;
  underCap: boolean;
}): Said | null {
  if (offer.dayOff) return acceptRefusals.dayOff;
  if (!offer.insideHours) return acceptRefusals.outsideHours;
  if (!offer.underCap) return acceptRefusals.overCap;
  return null;
}

/**
 * Every check of an accept, in the caller's transaction: the cleaner's standing, the job's city,
 * their background check, a decline, the start, the customer's block or request, and their
 * working hours, days off and daily cap (decision 044). Locks the cleaner's row first, so an
 * accept takes turns with a change of their hours (decision 044) and an operator's pause
 * (decision 053): it sees hours or a pause saved before it, and a save after it sees this job.
 */
async function checkedAccept(
  context: AppContext,
  tx: Database,
  contractorId: number,
  bookingId: number,
) {
  await lockContractor(tx, contractorId);
  const scope = await approvedContractor(tx, contractorId);
  if (!takesNewJobs(scope)) throw new ForbiddenError(CLEANER_PAUSED);
  const { booking } = await jobInCity(tx, scope, bookingId);
  // Their background check must cover the job's day, before the expiry job pauses them too
  // (decision 134).
  const checkRefusal = await checkRefusalFor(tx, scope, booking.localDate, context.clock());
  if (checkRefusal !== null) throw new ForbiddenError(checkRefusal);
  if (await hasDeclined(tx, booking.id, scope.id)) throw new NotFoundError(JOB_NOT_FOUND);
  // A job whose time has come is off the board, whatever its status still says.
  if (booking.startsAt === null || booking.startsAt <= context.clock()) {
    throw new ConflictError(refusalFor('job.accept'));
  }
  // Blocked by its customer, or asked of another cleaner (decision 120): not on their board.
  if (!(await isOfferedTo(tx, booking.id, scope.id, context.clock()))) {
    throw new NotFoundError(JOB_NOT_FOUND);
  }
  const offer = await offerOfJob(tx, scope.id, booking.id);
  const refusal = offer === null ? null : outsideHoursRefusal(offer);
  if (refusal !== null) throw new ConflictError(refusal);
  return { scope, booking };
}

/**
 * Makes an open job the cleaner's, in the caller's transaction, once every check has passed:
 * their pay fixed at today's rate, the lifecycle's move (told by the booking news) and the
 * accept's e-mail to them. `actor` is the cleaner for an accept, the scheduler for a regular
 * cleaning's visit given to its cleaner (server/regular-plans/place-visit.ts).
 */
export async function takeJob(
  context: Pick<AppContext, 'catalog' | 'publicUrl' | 'clock'>,
  tx: Database,
  cleaner: { id: number; fullName: string },
  booking: Booking,
  actor: MoveActor,
  /** The customer's news is told by the caller, once for several accepts (a plan's, decision 148). */
  options: { customerToldByCaller?: boolean } = {},
): Promise<JobRow> {
  // The pay is fixed now, in the same transaction: a later rate change does not touch it.
  const rate =
    booking.cityId === null || booking.serviceId === null
      ? null
      : await findPayRateCents(tx, booking.cityId, booking.serviceId);
  if (rate === null) throw new ConflictError(NO_PAY_RATE);
  await moveBooking(
    tx,
    booking,
    'job.accept',
    {
      contractorId: cleaner.id,
      contractorPayCents: payCents(booking.estimatedMinutes ?? 0, rate),
    },
    { ...movedBy(context, actor), toldByCaller: options.customerToldByCaller === true },
  );
  const row = await jobRow(tx, booking.id);
  const email = await findContractorEmail(tx, cleaner.id);
  if (email !== null) {
    const locale = await localeOfContractor(tx, cleaner.id);
    const named = namedIn(await context.catalog.namesIn(locale, tx), row);
    await addToOutbox(tx, jobAcceptedMail(email, locale, cleaner.fullName, named, context.clock()));
  }
  return row;
}

/**
 * An accept in the caller's transaction (every check, then `takeJob`): the plain accept and a
 * regular cleaning's "Accept every visit" (server/regular-plans/) share it. The caller turns
 * the database's overlap refusal into DOUBLE_BOOKED (`refusingDoubleBooking`).
 */
export async function acceptJobIn(
  context: AppContext,
  tx: Database,
  contractorId: number,
  bookingId: number,
  options: { customerToldByCaller?: boolean } = {},
): Promise<JobRow> {
  const { scope, booking } = await checkedAccept(context, tx, contractorId, bookingId);
  return takeJob(context, tx, scope, booking, 'cleaner', options);
}

/**
 * Runs a transaction that accepts a job: the overlap is refused by the database itself, and
 * PostgreSQL aborts the transaction on it, so it is recognised only once the transaction has
 * been rolled back.
 */
export async function refusingDoubleBooking<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isExclusionViolation(error)) throw new ConflictError(DOUBLE_BOOKED);
    throw error;
  }
}

/** Accepts an open job; of concurrent accepts exactly one wins (compare-and-set). */
export function acceptJob(
  context: AppContext,
  contractorId: number,
  bookingId: number,
  locale: Locale,
): Promise<ContractorJobOnWire> {
  return refusingDoubleBooking(() =>
    inTransaction(context.db, async (tx) => {
      const row = await acceptJobIn(context, tx, contractorId, bookingId);
      return contractorJobOnWire(row, context.clock(), locale);
    }),
  );
}

export type RejectOutcome = { job: ContractorJobOnWire; message: Said };

/**
 * Declines an open job (it is no longer shown to this contractor) or hands back the
 * contractor's own accepted job before it starts (it is open to the others again). Hand-backs
 * are capped per cleaner and watched by the operators (hand-back-cap.ts, decision 079).
 */
export function rejectJob(
  context: AppContext,
  contractorId: number,
  bookingId: number,
  locale: Locale,
): Promise<RejectOutcome> {
  return inTransaction(context.db, async (tx) => {
    const scope = await approvedContractor(tx, contractorId);
    const { booking } = await jobInCity(tx, scope, bookingId);
    if (booking.contractorId === scope.id) {
      const count = await countHandBack(context, tx, scope);
      const contactWasShown = contactShared(booking, context.clock());
      const row = await handBack(context, tx, scope, booking);
      const job = contractorJobOnWire(row, context.clock(), locale);
      await alertOperatorsOfHandBacks(
        context,
        tx,
        scope.id,
        {
          cleanerName: scope.fullName,
          cityName: row.cityName ?? '',
          count,
          max: limits.handBacksPerCleaner(scope.id).max,
          contactWasShown,
        },
        row,
      );
      return { job, message: JOB_HANDED_BACK };
    }
    if (booking.contractorId !== null) throw new NotFoundError(JOB_NOT_FOUND);
    if (booking.status !== 'authorized') throw new ConflictError(refusalFor('job.accept'));
    await insertDecline(tx, booking.id, scope.id);
    return {
      job: contractorJobOnWire(await jobRow(tx, booking.id), context.clock(), locale),
      message: JOB_DECLINED,
    };
  });
}

/**
 * Reopens an accepted job before its start time: the cleaner's own hand-back, or an operator's
 * on the cleaner's behalf (decision 048), in the caller's transaction.
 */
export async function handBack(
  context: AppContext,
  tx: Database,
  scope: ContractorScope,
  booking: Booking,
  by: 'cleaner' | 'operator' = 'cleaner',
  /** The customer is told by the caller, once for several visits (a plan's cleaner leaving). */
  customerToldByCaller = false,
): Promise<JobRow> {
  // Once its time has come the customer is waiting at the door: too late to reopen it.
  if (booking.startsAt === null || booking.startsAt <= context.clock()) {
    throw new ConflictError(refusalFor('job.handBack'));
  }
  // Open again, the job pays whatever the rate is when the next cleaner accepts it.
  await moveBooking(
    tx,
    booking,
    'job.handBack',
    { contractorId: null, contractorPayCents: null },
    { ...movedBy(context, by), toldByCaller: customerToldByCaller },
  );
  await insertDecline(tx, booking.id, scope.id);
  const row = await jobRow(tx, booking.id);
  // Told only to those who could take it now: the job board's rule, hours included (decision
  // 057); the cleaner handing it back has declined it, so is not among them. Each is told in
  // their language, the job named in it (decision 116).
  const namesIn = await context.catalog.namesByLocale(tx);
  for (const other of await cleanersWhoCanTake(tx, booking.id, context.clock())) {
    await notify(
      tx,
      { recipient: 'Contractor', contractorId: other.id },
      {
        bookingId: booking.id,
        text: (locale) => {
          const words = jobNotices(locale);
          const names = namesIn(locale);
          const opened = formatMessage(locale, words.openAgainMessage, {
            service: names.service(row.serviceName) ?? words.aCleaning,
            city: names.city(row.cityName) ?? words.yourCity,
            when: whenText(booking, locale),
            bookingNo: booking.bookingNo,
          });
          return {
            title: words.openAgainTitle,
            message: `${opened} ${earnSentence(row, 'earn', locale)}${words.acceptIfItSuits}`,
          };
        },
      },
    );
  }
  return row;
}

/** Starts the contractor's accepted job, from an hour before its start time on. */
export function startJob(
  context: AppContext,
  contractorId: number,
  bookingId: number,
  locale: Locale,
): Promise<ContractorJobOnWire> {
  return inTransaction(context.db, async (tx) => {
    const scope = await approvedContractor(tx, contractorId);
    const { booking, timeZone } = await ownJob(tx, scope, bookingId);
    assertTransition(booking.status, 'job.start');
    const now = context.clock();
    const earliest = startableFrom(booking);
    if (earliest !== null && timeZone !== null && now < earliest) {
      throw new InvalidError(
        jobRefusals.startFrom.with({ moment: clockOnDateValue(earliest, timeZone) }),
      );
    }
    await moveBooking(tx, booking, 'job.start', { startedAt: now }, movedBy(context, 'cleaner'));
    return contractorJobOnWire(await jobRow(tx, booking.id), now, locale);
  });
}

type PaymentProblem = 'expired' | 'failed';

type Settlement = { problem: PaymentProblem } | { problem: null; card: ChargedCard | null };

/**
 * Charges the hold when it is still alive. A lapsed hold (or a card that was only saved) is not
 * charged at all, and a refused capture must not undo the cleaning: both leave the job
 * completed and tell the customer that we will contact them.
 */
async function settlePayment(
  context: AppContext,
  tx: Database,
  booking: Booking,
  now: Date,
): Promise<Settlement> {
  if (booking.paymentStatus === 'captured') return { problem: null, card: null };
  const { gatewayPaymentId: paymentId, totalCents, authorizationExpiresAt: expiresAt } = booking;
  if (
    booking.paymentStatus !== 'authorized' ||
    paymentId === null ||
    totalCents === null ||
    expiresAt === null ||
    expiresAt <= now
  ) {
    await updatePayment(tx, booking.id, { paymentStatus: 'expired' });
    return { problem: 'expired' };
  }
  let card: ChargedCard | null;
  try {
    ({ card } = await context.payments.capture({
      paymentId,
      amountCents: totalCents,
      idempotencyKey: `booking-${booking.uniqueCode}-capture`,
    }));
  } catch (error) {
    if (!(error instanceof PaymentDeclined || error instanceof PaymentUnavailable)) throw error;
    await updatePayment(tx, booking.id, { paymentStatus: 'failed' });
    return { problem: 'failed' };
  }
  await updatePayment(tx, booking.id, { paymentStatus: 'captured', capturedAt: now });
  // The ledger (decision 132): the hold ends, the total splits into tax, the cleaner's pay and
  // MapleShine's margin (smaller with a coupon, maybe negative), and the pay becomes payable.
  await recordMovement(tx, {
    kind: 'capture',
    bookingId: booking.id,
    bookingCode: booking.uniqueCode,
    paymentId,
    totalCents,
    taxCents: booking.taxCents ?? 0,
    cleanerCents: booking.contractorPayCents ?? 0,
    contractorId: booking.contractorId,
    at: now,
  });
  return { problem: null, card };
}

export const COMPLETE_TOO_EARLY = jobRefusals.completeTooEarly;

/** "You can complete this job from 12:30PM on November 24, 2026." in the city's time. */
function tooEarlyToComplete(booking: Booking, timeZone: string | null): Said {
  const from = completableFrom(booking);
  if (from === null || timeZone === null) return COMPLETE_TOO_EARLY;
  return jobRefusals.completeFrom.with({ moment: clockOnDateValue(from, timeZone) });
}

/**
 * Completes the contractor's job in progress and charges the card, once half its estimated
 * time has passed since it was started (the lifecycle's guard).
 */
export async function completeJob(
  context: AppContext,
  contractorId: number,
  bookingId: number,
  log: Log,
  locale: Locale,
): Promise<ContractorJobOnWire> {
  const now = context.clock();
  const outcome = await inTransaction(context.db, async (tx) => {
    const scope = await approvedContractor(tx, contractorId);
    const { booking, timeZone } = await ownJob(tx, scope, bookingId);
    const event = completeEvent(booking, now);
    // In progress, but the lifecycle's guard refuses: too little of the estimate has passed.
    if (statusTakes(booking.status, 'job.complete') && !nextJobStatus(booking.status, event)) {
      throw new ConflictError(tooEarlyToComplete(booking, timeZone));
    }
    // The capture runs after the compare-and-set won and before the commit: a second,
    // concurrent complete waits on the row and then loses with 409, so it can never capture
    // too. Capturing after the commit would leave a completed job uncharged if the process
    // died in between; the idempotency key covers a retry of this same transaction. It runs
    // before the move's news, which tells the customer what was charged (or that we will
    // contact them when it could not be).
    let problem: PaymentProblem | null = null;
    await moveBooking(
      tx,
      booking,
      event,
      { completedAt: now },
      {
        ...movedBy(context, 'cleaner'),
        beforeNews: async () => {
          const settlement = await settlePayment(context, tx, booking, now);
          problem = settlement.problem;
          // The receipt is issued in the capture's transaction: its number is taken only if the
          // charge commits (decision 101), and a second capture finds the one issued. It exists
          // before the news, whose e-mail attaches it.
          if (settlement.problem === null) {
            await issueReceipt(context, tx, booking.id, { card: settlement.card, chargedAt: now });
          }
        },
      },
    );
    const row = await jobRow(tx, booking.id);
    const email = await findContractorEmail(tx, scope.id);
    if (email !== null) {
      const mailLocale = await localeOfContractor(tx, scope.id);
      const named = namedIn(await context.catalog.namesIn(mailLocale, tx), row);
      await addToOutbox(tx, jobCompletedMail(email, mailLocale, scope.fullName, named));
    }
    // Set by the capture inside the move (control flow does not follow it into the callback).
    const settled = problem as PaymentProblem | null;
    return { job: contractorJobOnWire(row, now, locale), booking, problem: settled };
  });

  if (outcome.problem) {
    log(
      `booking ${outcome.booking.bookingNo} completed without payment (${outcome.problem}); customer told we will contact them`,
    );
  }
  return outcome.job;
}
