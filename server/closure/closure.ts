/*
 * Closing an account (issue 44, decision 139): what it costs (the preview), and the closure
 * itself in one transaction with its mail: the customer's upcoming bookings cancelled under the
 * cancellation policy (the customer's own cancel, fee and all), the cleaner's accepted jobs handed
 * back to the board without the hand-back cap (the operators told), then the person's data erased
 * or anonymised, their sessions ended and their address freed.
 */
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMomentIn } from '#shared/i18n/format.ts';
import { assertCurrentPassword, checkSecondFactorCode } from '../accounts/index.ts';
import {
  cancelInTransaction,
  cancellationQuoteNow,
  type CancellationQuote,
} from '../bookings/index.ts';
import type { AppContext } from '../context.ts';
import { recordOperatorAction } from '../console/index.ts';
import type { Database } from '../db/database.ts';
import { findContractorScope } from '../db/shared-queries/jobs.ts';
import { operatorAddresses } from '../db/shared-queries/operators.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import {
  CLOSED_PASSWORD_HASH,
  FORMER_NAMES,
  closedAccountEmail,
  keptAfterClosureIn,
} from '../domain/closure.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { handBack, jobLine } from '../jobs/index.ts';
import { composeMail, money } from '../platform/mail/compose.ts';
import { endPlansForClosure, runningPlansOf } from '../regular-plans/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import {
  acceptedJobsOf,
  eraseAccount,
  lastOutboxId,
  liveBookingsOf,
  lockAccount,
  userOfProfile,
  type ClosingAccount,
} from './closure.queries.ts';
import { closureRefusals, closureTexts } from './texts.ts';

type LiveBooking = Awaited<ReturnType<typeof liveBookingsOf>>[number];
type AcceptedJob = Awaited<ReturnType<typeof acceptedJobsOf>>[number];

/** What closing the account would do now, read in the closure's own transaction. */
type Plan = {
  bookings: { row: LiveBooking; quote: CancellationQuote }[];
  jobs: AcceptedJob[];
  /** The regular cleanings the closure ends (issue 45): their codes and frequencies. */
  plans: { vUniqueCode: string; iEveryWeeks: number; eStatus: 'active' | 'paused' }[];
  totalFeeCents: number;
  /** A booking or job that can no longer be cancelled or handed back: no closure until it ends. */
  blockedBy: string | null;
};

async function planOf(context: AppContext, tx: Database, account: ClosingAccount): Promise<Plan> {
  const now = context.clock();
  const bookings: Plan['bookings'] = [];
  let blockedBy: string | null = null;
  if (account.customerId !== null) {
    for (const row of await liveBookingsOf(tx, account.customerId)) {
      const quote = await cancellationQuoteNow(context, tx, row.booking.id);
      if (quote.kind === 'closed') blockedBy ??= row.booking.bookingNo;
      else bookings.push({ row, quote });
    }
  }
  const jobs: AcceptedJob[] = [];
  if (account.contractorId !== null) {
    for (const job of await acceptedJobsOf(tx, account.contractorId)) {
      const { booking } = job;
      // A job under way, or whose time has come, cannot be handed back: the customer is waiting.
      if (booking.status !== 'assigned' || booking.startsAt === null || booking.startsAt <= now) {
        blockedBy ??= booking.bookingNo;
      } else jobs.push(job);
    }
  }
  const totalFeeCents = bookings.reduce((sum, each) => sum + each.quote.feeCents, 0);
  const plans =
    account.customerId === null
      ? []
      : (await runningPlansOf(tx, account.customerId)).map((each) => ({
          vUniqueCode: each.uniqueCode,
          iEveryWeeks: each.everyWeeks,
          eStatus: each.status === 'paused' ? ('paused' as const) : ('active' as const),
        }));
  return { bookings, jobs, plans, totalFeeCents, blockedBy };
}

/** openapi.yaml `AccountClosurePreview`: the plan in the reader's words. */
async function previewOnWire(
  context: AppContext,
  plan: Plan,
  account: ClosingAccount,
  locale: Locale,
  reader: 'person' | 'operator',
) {
  const names = await context.catalog.namesIn(locale);
  const when = (booking: LiveBooking['booking'], timeZone: string | null) =>
    booking.startsAt === null ? '' : formatMomentIn(booking.startsAt, timeZone ?? 'UTC', locale);
  return {
    aBookings: plan.bookings.map(({ row, quote }) => ({
      iBookingId: row.booking.id,
      vBookingNo: row.booking.bookingNo,
      vService: row.serviceName ? names.service(row.serviceName) : '',
      vWhen: when(row.booking, quote.timeZone),
      iFeeCents: quote.feeCents,
      vFee: money(quote.feeCents, locale),
    })),
    aJobs: plan.jobs.map((job) => ({
      iBookingId: job.booking.id,
      vBookingNo: job.booking.bookingNo,
      vService: job.serviceName ? names.service(job.serviceName) : '',
      vWhen: jobLine(
        {
          bookingNo: job.booking.bookingNo,
          serviceName: job.serviceName ? names.service(job.serviceName) : '',
          localDate: job.booking.localDate,
          fromMinutes: job.booking.fromMinutes,
          estimatedMinutes: job.booking.estimatedMinutes,
        },
        locale,
      ),
    })),
    aPlans: plan.plans,
    iTotalFeeCents: plan.totalFeeCents,
    vTotalFee: money(plan.totalFeeCents, locale),
    vBlocked:
      plan.blockedBy === null
        ? null
        : closureRefusals.cleaningUnderway.with({ bookingNo: plan.blockedBy }).in(locale),
    bSecondFactor: account.operatorId !== null,
    aKept: keptAfterClosureIn(locale, reader).map((line) => ({
      vKey: line.key,
      vWhat: line.what,
      vWhy: line.why,
    })),
  };
}

export type ClosurePreview = Awaited<ReturnType<typeof previewOnWire>>;

async function openAccount(tx: Database, userId: number) {
  const account = await lockAccount(tx, userId);
  if (!account) throw new NotFoundError(closureRefusals.notFound);
  if (account.closedAt !== null) throw new ConflictError(closureRefusals.alreadyClosed);
  return account;
}

/**
 * What closing the account of `userId` costs now (no change is made); `reader` `operator`: as
 * the console says it, of the account in the third person.
 */
export async function closurePreview(
  context: AppContext,
  userId: number,
  locale: Locale,
  reader: 'person' | 'operator' = 'person',
): Promise<ClosurePreview> {
  return inTransaction(context.db, async (tx) => {
    const account = await openAccount(tx, userId);
    return previewOnWire(context, await planOf(context, tx, account), account, locale, reader);
  });
}

/** The operators' e-mail: a cleaner's jobs are back on the board (as hand-back alerts are). */
async function tellOperators(context: AppContext, tx: Database, jobs: AcceptedJob[]) {
  if (jobs.length === 0) return;
  const namesIn = await context.catalog.namesByLocale(tx);
  for (const operator of await operatorAddresses(tx)) {
    const names = namesIn(operator.locale);
    const lines = jobs.map((job) =>
      jobLine(
        {
          bookingNo: job.booking.bookingNo,
          serviceName: job.serviceName ? names.service(job.serviceName) : '',
          localDate: job.booking.localDate,
          fromMinutes: job.booking.fromMinutes,
          estimatedMinutes: job.booking.estimatedMinutes,
        },
        operator.locale,
      ),
    );
    const cityName = jobs[0]?.cityName ? names.city(jobs[0].cityName) : '';
    await addToOutbox(
      tx,
      composeMail(operator.email, operator.locale, closureTexts(operator.locale).closureJobsMail, {
        name: operator.fullName,
        count: jobs.length,
        cityName,
        jobs: lines.map((line) => `- ${line}`).join('\n'),
        boardUrl: `${context.publicUrl}/admin/bookings`,
      }),
    );
  }
}

type Closing = {
  userId: number;
  /** The total fee the person was shown; a different one refuses the closure (409). */
  shownFeeCents: number;
  /** Set when an operator closes the account on the person's written request. */
  operator?: { id: number; note: string };
};

/**
 * Closes the account in one transaction: a fee refused by the card, or an unreachable gateway,
 * undoes all of it (nothing closed, nothing charged: the cancel path's own rule).
 */
async function closeAccount(context: AppContext, closing: Closing): Promise<void> {
  await inTransaction(context.db, async (tx) => {
    const account = await openAccount(tx, closing.userId);
    if (closing.operator && account.operatorId !== null) {
      throw new ConflictError(closureRefusals.operatorAccount);
    }
    const outboxUpTo = await lastOutboxId(tx);
    const plan = await planOf(context, tx, account);
    if (plan.blockedBy !== null) {
      throw new ConflictError(closureRefusals.cleaningUnderway.with({ bookingNo: plan.blockedBy }));
    }
    if (plan.totalFeeCents !== closing.shownFeeCents) {
      throw new ConflictError(
        closureRefusals.costChanged.with({
          fee: (locale) => money(plan.totalFeeCents, locale),
          shown: (locale) => money(closing.shownFeeCents, locale),
        }),
      );
    }
    // Their regular cleanings end first (issue 45, decision 145), so no visit is written after;
    // the visits already written are live bookings, cancelled below like the others.
    if (account.customerId !== null)
      await endPlansForClosure(tx, account.customerId, context.clock());
    // The customer's own cancel, each under its policy: the fee taken, the ledger written, the
    // cleaner and the customer told, exactly as when they cancel one booking (decision 117).
    for (const { row, quote } of plan.bookings) {
      await cancelInTransaction(context, tx, row.booking, 'customer', quote.feeCents);
    }
    // The cleaner's hand-back, without its cap: closing is not collecting contact details.
    if (account.contractorId !== null && plan.jobs.length > 0) {
      const scope = await findContractorScope(tx, account.contractorId);
      if (!scope) throw new Error('A closing cleaner vanished inside the transaction.');
      for (const job of plan.jobs) await handBack(context, tx, scope, job.booking, 'cleaner');
      await tellOperators(context, tx, plan.jobs);
    }
    const at = context.clock();
    const placeholderEmail = closedAccountEmail(account.userId);
    await eraseAccount(tx, account, {
      at,
      placeholderEmail,
      unusableHash: CLOSED_PASSWORD_HASH,
      formerCustomer: FORMER_NAMES.customer,
      formerCleaner: FORMER_NAMES.cleaner,
      formerOperator: FORMER_NAMES.operator,
      outboxUpTo,
    });
    // Told at the address the account had, now nobody's: the mail is tied to no account.
    const words = closureTexts(account.locale).accountClosedMail;
    await addToOutbox(
      tx,
      composeMail(account.email, account.locale, words, {
        email: account.email,
        day: formatMomentIn(at, 'America/Toronto', account.locale),
        byOperator: closing.operator ? 'yes' : 'no',
        bookings: plan.bookings.length,
        fee: plan.totalFeeCents > 0 ? money(plan.totalFeeCents, account.locale) : 'none',
        jobs: plan.jobs.length,
      }),
    );
    if (closing.operator) {
      await recordOperatorAction(tx, {
        operatorId: closing.operator.id,
        action: 'account.close',
        subjectType: 'account',
        subjectId: String(account.userId),
        before: {
          customerId: account.customerId,
          contractorId: account.contractorId,
          bookingsCancelled: plan.bookings.map((each) => each.row.booking.bookingNo),
          jobsHandedBack: plan.jobs.map((job) => job.booking.bookingNo),
          feeCents: plan.totalFeeCents,
        },
        after: { closedAt: at.toISOString(), note: closing.operator.note },
      });
    }
  });
}

type Caller = {
  userId: number;
  email: string;
  operator: { id: number } | null;
};

/**
 * The person closes their own account: their current password first (wrong guesses limited as a
 * password change's), and an operator's code from their app as well.
 */
export async function closeOwnAccount(
  context: AppContext,
  caller: Caller,
  input: { vCurrentPassword: string; vCode?: string; iShownFeeCents: number },
): Promise<void> {
  await assertCurrentPassword(context, caller, input.vCurrentPassword);
  if (caller.operator) {
    if (!input.vCode) throw new InvalidError(closureRefusals.codeRequired);
    await checkSecondFactorCode(
      context,
      { operatorId: caller.operator.id, email: caller.email },
      input.vCode,
    );
  }
  await closeAccount(context, { userId: caller.userId, shownFeeCents: input.iShownFeeCents });
}

type ProfileRef = { customerId?: number; contractorId?: number };

async function userOf(context: AppContext, ref: ProfileRef): Promise<number> {
  const userId = await userOfProfile(context.db, ref);
  if (userId === null) throw new NotFoundError(closureRefusals.notFound);
  return userId;
}

/** The console's preview for a customer's or cleaner's account. */
export async function closurePreviewFor(context: AppContext, ref: ProfileRef, locale: Locale) {
  return closurePreview(context, await userOf(context, ref), locale, 'operator');
}

/** An operator closes a customer's or cleaner's account on their written request, audited. */
export async function closeAccountFor(
  context: AppContext,
  operatorId: number,
  ref: ProfileRef & { note: string; shownFeeCents: number },
): Promise<void> {
  const note = ref.note.trim();
  if (!note) throw new InvalidError(closureRefusals.noteRequired);
  const userId = await userOf(context, ref);
  await closeAccount(context, {
    userId,
    shownFeeCents: ref.shownFeeCents,
    operator: { id: operatorId, note },
  });
}
