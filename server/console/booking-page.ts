import { bookingQuebecTerms, bookingTaxLines } from './booking-quebec.ts';
import {
  lifecycleStateOf,
  offeredOperatorEvents,
  type JobLifecycleState,
  type JobStatus,
} from '#machines/job-lifecycle.machine.ts';
import type { Database } from '../db/database.ts';
import {
  bookingMail,
  bookingNames,
  findBookingById,
  refundsOf,
  statusChangesOf,
  type OperatorBookingRow,
} from './operator-bookings.queries.ts';
import { NotFoundError } from '../domain/errors.ts';
import { centsToDollars } from '../domain/money.ts';
import { withoutLinkTokens } from '../domain/secret-links.ts';
import { windowText } from './booking-search.ts';
import { consoleRefusals } from './texts.ts';

export const ADMIN_BOOKING_NOT_FOUND = consoleRefusals.bookingNotFound;

/** Payment statuses after a capture: the charge stands, less what was refunded. */
const CHARGED = new Set<OperatorBookingRow['paymentStatus']>([
  'captured',
  'partlyRefunded',
  'refunded',
]);

/** Cents taken from the card: the held total, once captured (never part of it). */
export function capturedCents(booking: OperatorBookingRow): number {
  return CHARGED.has(booking.paymentStatus) ? (booking.totalCents ?? 0) : 0;
}

/** A machine state as its id in the machine graph: `assigned`, `completed.partlyRefunded`. */
export function stateId(state: JobLifecycleState): string {
  return typeof state === 'string' ? state : `completed.${state.completed}`;
}

type TimelineEntry = { state: string; event: string | null; at: string | null };

/**
 * The recorded moves, with a state they left from but that no recorded move reached put back in
 * front of them without a time: the quote is written in one statement for speed (bench/) and
 * records no move, so "quoted" is known only from the payment's move out of it.
 */
function withStatesPassed(
  moves: { event: string; fromStatus: string; toStatus: string; at: Date }[],
) {
  const entries: TimelineEntry[] = [];
  let previous = 'draft';
  for (const move of moves) {
    if (move.fromStatus !== previous) {
      entries.push({ state: move.fromStatus, event: null, at: null });
    }
    entries.push({
      state: move.toStatus === 'completed' ? 'completed.charged' : move.toStatus,
      event: move.event,
      at: move.at.toISOString(),
    });
    previous = move.toStatus;
  }
  return entries;
}

/**
 * Bookings made before their moves were recorded have only their timestamps: the states those
 * stand for, in lifecycle order.
 */
function timelineFromTimestamps(booking: OperatorBookingRow): TimelineEntry[] {
  const steps: [JobStatus, string, Date | null][] = [
    ['authorized', 'booking.authorize', booking.authorizedAt],
    ['inProgress', 'job.start', booking.startedAt],
    ['completed', 'job.complete', booking.completedAt],
    ['cancelled', 'booking.cancel', booking.cancelledAt],
  ];
  return steps.flatMap(([state, event, at]) =>
    at === null ? [] : [{ state, event, at: at.toISOString() }],
  );
}

/**
 * Everything the console shows of one booking: the booking, its timeline (the lifecycle states it
 * reached, with when), its payment, the e-mails kept about it, and the operator's actions — the
 * events the job lifecycle takes in its current state.
 */
export async function adminBookingPage(db: Database, bookingId: number) {
  const booking = await findBookingById(db, bookingId);
  if (!booking) throw new NotFoundError(ADMIN_BOOKING_NOT_FOUND);
  const [names, changes, refunds, mail, taxLines, quebecTerms] = await Promise.all([
    bookingNames(db, booking),
    statusChangesOf(db, booking.id),
    refundsOf(db, booking.id),
    bookingMail(db, booking.bookingNo),
    bookingTaxLines(db, booking),
    bookingQuebecTerms(db, booking.id),
  ]);

  const captured = capturedCents(booking);
  const refundedCents = refunds.reduce((sum, refund) => sum + refund.amountCents, 0);
  const refundable = Math.max(0, captured - refundedCents);
  const state = lifecycleStateOf(booking.status, booking.paymentStatus);

  const moves = changes.length > 0 ? withStatesPassed(changes) : timelineFromTimestamps(booking);
  let running = 0;
  const refundSteps = refunds.map((refund) => {
    running += refund.amountCents;
    return {
      state: running >= captured ? 'completed.refunded' : 'completed.partlyRefunded',
      event: 'payment.refund',
      at: refund.createdAt.toISOString(),
    };
  });
  const timeline = [
    { state: 'draft', event: null, at: booking.createdAt.toISOString() },
    ...moves,
    ...refundSteps,
  ];

  const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));
  return {
    booking: {
      id: booking.id,
      bookingNo: booking.bookingNo,
      status: booking.status,
      paymentStatus: booking.paymentStatus,
      state: stateId(state),
      customerName: booking.fullName,
      email: booking.email,
      mobile: booking.mobile,
      address: [
        booking.unit,
        booking.address,
        // Addresses typed with their postal code keep it once.
        booking.postalCode && !booking.address.includes(booking.postalCode)
          ? booking.postalCode
          : '',
      ]
        .filter(Boolean)
        .join(', '),
      city: names.cityName ?? '',
      service: names.serviceName ?? '',
      date: booking.localDate ?? '',
      window: windowText(booking.fromMinutes, booking.estimatedMinutes),
      cleanerName: names.contractorName,
      subtotal: dollars(booking.subtotalCents),
      discount: centsToDollars(booking.discountCents),
      // A plan's visit names its discount as the plan's, as its receipt does (decision 148).
      planDiscountPercent: booking.discountCents > 0 ? names.planDiscountPercent : null,
      tax: dollars(booking.taxCents),
      taxName: booking.taxName,
      taxLines,
      quebecTerms,
      total: dollars(booking.totalCents),
      cleanerPay: dollars(booking.contractorPayCents),
      // Operators see the customer's notes for the cleaner, to help on the day (decision 100).
      accessNotes: {
        vEntryCode: booking.accessEntryCode,
        vParking: booking.accessParking,
        vPets: booking.accessPets,
        tOther: booking.accessOther,
      },
      createdAt: booking.createdAt.toISOString(),
      customerId: booking.customerId,
      customerClosed: names.customerClosedAt !== null && names.customerClosedAt !== undefined,
    },
    timeline,
    payment: {
      status: booking.paymentStatus,
      authorizedAt: booking.authorizedAt?.toISOString() ?? null,
      authorizationExpiresAt: booking.authorizationExpiresAt?.toISOString() ?? null,
      capturedAt: booking.capturedAt?.toISOString() ?? null,
      releasedAt:
        booking.paymentStatus === 'released' ? (booking.cancelledAt?.toISOString() ?? null) : null,
      captured: centsToDollars(captured),
      refunded: centsToDollars(refundedCents),
      refundable: centsToDollars(refundable),
      refunds: refunds.map((refund) => ({
        id: refund.id,
        amount: centsToDollars(refund.amountCents),
        // Typed by an operator: a link pasted into it is masked as the mail's are.
        reason: withoutLinkTokens(refund.reason),
        operatorEmail: refund.operatorEmail ?? '',
        gatewayRefundId: refund.gatewayRefundId,
        at: refund.createdAt.toISOString(),
      })),
    },
    // Whoever reads the page must not be able to open the customer's account (decision 086):
    // mail not yet sent, or sent before decision 077, still holds live links.
    emails: mail.map((message) => ({
      id: message.id,
      to: message.to,
      subject: withoutLinkTokens(message.subject),
      text: withoutLinkTokens(message.text),
      at: message.createdAt.toISOString(),
    })),
    actions: offeredOperatorEvents(state, refundable),
  };
}

export type AdminBookingPage = Awaited<ReturnType<typeof adminBookingPage>>;
