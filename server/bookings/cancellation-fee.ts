/*
 * The cancellation fee (issue 42, decision 117): where a booking stands under the policy it was
 * confirmed with, the fee in cents with its tax included, and taking it (part of the hold, or the
 * saved card) when the customer cancels. The fee the customer was shown is the most that is ever
 * taken: a different fee at the moment of the cancel refuses it, and the customer is asked again.
 */
import { nextJobStatus } from '#machines/job-lifecycle.machine.ts';
import {
  cancellationFeeCents,
  cancellationStateAt,
  type CancellationPolicy,
} from '#shared/cancellation-policy.ts';
import * as en from '#shared/catalogue/en-CA/api-cancellation-fees.ts';
import * as fr from '#shared/catalogue/fr-CA/api-cancellation-fees.ts';
import { formatMomentIn } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { sayings } from '../domain/said.ts';
import { PaymentDeclined, PaymentUnavailable } from '../payments/index.ts';
import { money } from '../platform/mail/compose.ts';
import { recordMovement } from '../ledger/index.ts';
import {
  cancellationFactsOf,
  currentCancellationPolicy,
  quotedStartOf,
  recordCancellationFee,
} from './cancellation-fee.queries.ts';
import type { BookingRow } from './customer-bookings.queries.ts';

export const cancellationFeeRefusals = sayings(
  en.cancellationFeeRefusals,
  fr.cancellationFeeRefusals,
);

/** openapi.yaml `CancellationQuote`: what cancelling costs now, and until when. */
export type CancellationQuote = {
  kind: 'free' | 'fee' | 'closed';
  why: 'notAccepted' | 'justBooked' | 'earlyEnough' | 'noPolicy' | null;
  /** What cancelling now takes, tax included (0 when free). */
  feeCents: number;
  /** The tax inside feeCents. */
  feeTaxCents: number;
  taxName: string;
  /** When this changes (fees begin, the next tier, the start); null when nothing is ahead. */
  changesAt: string | null;
  /** The service address's zone, in which the moments are written. */
  timeZone: string;
  policyVersion: number | null;
};

/** The quote as a reader gets it: its moment written by the server, in their language. */
export type ReadableQuote = CancellationQuote & { changesAtText: string | null };

/**
 * Writes the quote's moment on the server (decision 129): the browser's time-zone data may differ
 * from the server's, and the server's placed the booking's start, so it alone writes the moment.
 */
export function readableQuote(quote: CancellationQuote, locale: Locale): ReadableQuote {
  return {
    ...quote,
    changesAtText:
      quote.changesAt === null ? null : formatMomentIn(quote.changesAt, quote.timeZone, locale),
  };
}

/** A policy that charges nothing: for bookings confirmed before policies existed. */
const NO_POLICY: CancellationPolicy = { version: 0, freeMinutesAfterBooking: 0, tiers: [] };

type Facts = {
  booking: Pick<
    BookingRow,
    | 'status'
    | 'paymentStatus'
    | 'startsAt'
    | 'feeWindowStartsAt'
    | 'confirmedAt'
    | 'authorizedAt'
    | 'createdAt'
    | 'contractorId'
    | 'contractorPayCents'
    | 'estimatedMinutes'
    | 'subtotalCents'
    | 'discountCents'
    | 'taxCents'
    | 'taxName'
    | 'totalCents'
    | 'startedAt'
  >;
  timeZone: string | null;
  policy: CancellationPolicy | null;
};

/** Whether the booking has money a fee can be taken from: a live hold or a saved card. */
function chargeable(paymentStatus: BookingRow['paymentStatus']): boolean {
  return paymentStatus === 'authorized' || paymentStatus === 'cardSaved';
}

/** The start the fee tiers count from: the earlier of the start and the earliest one it had. */
function feeWindowStart(startsAt: Date, earliest: Date | null): Date {
  return earliest !== null && earliest < startsAt ? earliest : startsAt;
}

/** Where the booking stands under its own policy at `now`. */
export function cancellationQuoteOf(facts: Facts, now: Date): CancellationQuote {
  const { booking, policy } = facts;
  const base = {
    taxName: booking.taxName,
    timeZone: facts.timeZone ?? 'UTC',
    policyVersion: policy?.version ?? null,
    feeCents: 0,
    feeTaxCents: 0,
  };
  if (nextJobStatus(booking.status, 'booking.cancel') === null) {
    return { ...base, kind: 'closed', why: null, changesAt: null };
  }
  if (booking.startsAt === null) {
    return { ...base, kind: 'free', why: policy ? 'earlyEnough' : 'noPolicy', changesAt: null };
  }
  const state = cancellationStateAt({
    policy: policy ?? NO_POLICY,
    bookedAt: booking.confirmedAt ?? booking.authorizedAt ?? booking.createdAt,
    // A moved booking's tiers count from the earliest start it ever had (decision 121): moving
    // a cleaning never dodges a fee.
    startsAt: feeWindowStart(booking.startsAt, booking.feeWindowStartsAt),
    accepted: booking.contractorId !== null,
    started: booking.startedAt !== null,
    now,
  });
  switch (state.kind) {
    case 'closed':
      return { ...base, kind: 'closed', why: null, changesAt: null };
    case 'free':
      return {
        ...base,
        kind: 'free',
        why: policy ? state.why : 'noPolicy',
        changesAt: state.feeFrom?.toISOString() ?? null,
      };
    case 'fee': {
      const taxable = (booking.subtotalCents ?? 0) - booking.discountCents;
      const tax = booking.taxCents ?? 0;
      const hourly =
        booking.contractorPayCents !== null && booking.estimatedMinutes
          ? (booking.contractorPayCents * 60) / booking.estimatedMinutes
          : 0;
      const computed = cancellationFeeCents(state.tier.fee, {
        cleanerCentsPerHour: hourly,
        priceBeforeTaxCents: taxable,
      });
      const fee = chargeable(booking.paymentStatus)
        ? Math.max(0, Math.min(computed, booking.totalCents ?? computed))
        : 0;
      const feeTax = taxable + tax > 0 ? Math.round((fee * tax) / (taxable + tax)) : 0;
      return {
        ...base,
        kind: fee > 0 ? 'fee' : 'free',
        why: fee > 0 ? null : 'earlyEnough',
        feeCents: fee,
        feeTaxCents: feeTax,
        changesAt: (state.nextChangeAt ?? booking.startsAt).toISOString(),
      };
    }
  }
}

/** The booking's quote now, read from the database (the page, the dialog). */
export async function cancellationQuoteNow(
  context: Pick<AppContext, 'db' | 'clock'>,
  db: Database,
  bookingId: number,
): Promise<CancellationQuote> {
  const facts = await cancellationFactsOf(db, bookingId);
  if (!facts) throw new NotFoundError(cancellationFeeRefusals.feeUnavailable);
  return cancellationQuoteOf(facts, context.clock());
}

/**
 * The fee to take for a customer's cancel, checked against the one they were shown: a different
 * fee refuses the cancel (409) with the new fee, and nothing changes.
 */
export async function feeToTake(
  context: Pick<AppContext, 'clock'>,
  tx: Database,
  booking: BookingRow,
  shownFeeCents: number,
): Promise<CancellationQuote> {
  const facts = await cancellationFactsOf(tx, booking.id);
  const quote = cancellationQuoteOf(
    { booking, timeZone: facts?.timeZone ?? null, policy: facts?.policy ?? null },
    context.clock(),
  );
  if (quote.kind !== 'closed' && quote.feeCents !== shownFeeCents) {
    throw new ConflictError(
      cancellationFeeRefusals.feeChanged.with({
        fee: (locale) => money(quote.feeCents, locale),
        shown: (locale) => money(shownFeeCents, locale),
      }),
    );
  }
  return quote;
}

/**
 * Takes the fee, after the cancel's compare-and-set has won: part of the live hold is captured
 * (the gateway releases the rest), or the saved card is charged; the fee is recorded as the
 * assigned cleaner's. Answers whether the hold was used (then it needs no release).
 */
export async function takeCancellationFee(
  context: Pick<AppContext, 'payments' | 'clock'>,
  tx: Database,
  booking: BookingRow,
  quote: CancellationQuote,
): Promise<{ tookFromHold: boolean }> {
  const at = context.clock();
  if (quote.feeCents <= 0 || booking.contractorId === null) return { tookFromHold: false };
  const idempotencyKey = `booking-${booking.uniqueCode}-cancellation-fee`;
  try {
    if (booking.paymentStatus === 'authorized' && booking.gatewayPaymentId) {
      await context.payments.capture({
        paymentId: booking.gatewayPaymentId,
        amountCents: quote.feeCents,
        idempotencyKey,
      });
      await record(tx, booking, quote, 'hold', booking.gatewayPaymentId, at);
      return { tookFromHold: true };
    }
    if (booking.paymentStatus === 'cardSaved' && booking.paymentMethodId) {
      const charge = await context.payments.chargeSavedCard({
        savedCardRef: booking.paymentMethodId,
        amountCents: quote.feeCents,
        idempotencyKey,
        // The statement's words, as the hold's (payment-messages.ts): the booking's number.
        description: `MapleShine ${booking.bookingNo}`,
      });
      await record(tx, booking, quote, 'savedCard', charge.paymentId, at);
      return { tookFromHold: false };
    }
  } catch (error) {
    if (error instanceof PaymentUnavailable) {
      throw new InvalidError(cancellationFeeRefusals.feeUnavailable);
    }
    if (error instanceof PaymentDeclined) {
      throw new InvalidError(cancellationFeeRefusals.feeDeclined.with({ reason: error.message }));
    }
    throw error;
  }
  return { tookFromHold: false };
}

async function record(
  tx: Database,
  booking: BookingRow,
  quote: CancellationQuote,
  takenFrom: 'hold' | 'savedCard',
  gatewayPaymentId: string,
  at: Date,
) {
  if (booking.contractorId === null || quote.policyVersion === null) return;
  const fee = {
    bookingId: booking.id,
    policyVersion: quote.policyVersion,
    amountCents: quote.feeCents,
    taxCents: quote.feeTaxCents,
    taxName: booking.taxName,
    cleanerCents: quote.feeCents,
    contractorId: booking.contractorId,
    takenFrom,
    gatewayPaymentId,
  };
  await recordCancellationFee(tx, fee);
  // The ledger's row splits the fee as recorded above: its tax, the cleaner's share (all of it,
  // decision 117), and what is left to MapleShine (decision 132).
  await recordMovement(tx, {
    kind: 'cancellationFee',
    bookingId: booking.id,
    bookingCode: booking.uniqueCode,
    paymentId: gatewayPaymentId,
    fromHold: takenFrom === 'hold',
    amountCents: fee.amountCents,
    taxCents: fee.taxCents,
    cleanerCents: fee.cleanerCents,
    contractorId: fee.contractorId,
    at,
  });
}

/**
 * The quote step's line (issue 42): until when a booking quoted now could be cancelled free once
 * a cleaner accepts it, under today's policy (the one the payment would keep). Null when that
 * moment has passed: it is then free only until a cleaner accepts (and 10 minutes after booking).
 */
export async function cancellationTermsOf(
  context: Pick<AppContext, 'db' | 'clock'>,
  uniqueCode: string,
  locale: Locale,
) {
  const [booking, policy] = await Promise.all([
    quotedStartOf(context.db, uniqueCode),
    currentCancellationPolicy(context.db),
  ]);
  if (!booking || booking.startsAt === null) {
    throw new NotFoundError(cancellationFeeRefusals.noQuote);
  }
  const firstFeeHours = Math.max(0, ...(policy?.tiers ?? []).map((tier) => tier.fromHoursBefore));
  const freeUntil = new Date(booking.startsAt.getTime() - firstFeeHours * 60 * 60 * 1000);
  const ahead = policy !== null && policy.tiers.length > 0 && freeUntil > context.clock();
  const timeZone = booking.timeZone ?? 'UTC';
  return {
    freeUntil: ahead ? freeUntil.toISOString() : null,
    freeUntilText: ahead ? formatMomentIn(freeUntil, timeZone, locale) : null,
    timeZone,
    policyVersion: policy?.version ?? null,
  };
}
