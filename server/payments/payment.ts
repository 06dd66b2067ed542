import { blockedCleanerIds } from '../db/shared-queries/cleaner-marks.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import {
  findBookingByCode,
  lockBooking,
  type PaymentBooking,
  type PaymentBookingRow,
} from './booking-payment.queries.ts';
import { cleanersWhoCanTake } from '../db/shared-queries/job-takers.ts';
import { findPayRateCents } from '../db/shared-queries/pay-rates.ts';
import { recordAnnouncement } from '../db/shared-queries/job-announcements.ts';
import { ConflictError, InvalidError, NotFoundError } from '../domain/errors.ts';
import { isGuestLoginEmail } from '../domain/guest-logins.ts';
import { createPasswordLink } from '../accounts/index.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { notify } from '../notifications/index.ts';
import {
  AuthenticationRequired,
  PaymentDeclined,
  PaymentUnavailable,
  type AuthenticationIntent,
  type PaymentGateway,
} from './gateway.ts';
import {
  finishAuthentication,
  finishedAuthentications,
  latestAuthentication,
  lockWaitingAuthentication,
  recordWaitingAuthentication,
  type CardAuthentication,
} from './card-authentication.queries.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordMovement } from '../ledger/index.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import {
  assertQuebecTermsRecorded,
  checkedQuebecTerms,
  recordQuebecTerms,
  type QuebecTermsRecord,
} from './quebec-terms.ts';
import { hasFreeContractor, lockCity, BOOKING_NOT_FOUND, priceWithTaxes } from '../quote/index.ts';
import { bookingCalendar, calendarFileName } from './booking-calendar.ts';
import {
  applyCouponForPayment,
  assertCouponApplies,
  PRICE_CHANGED,
  recordRedemption,
} from '../coupons/index.ts';
import { limits } from '../platform/rate-limit.ts';
import { assertTransition, moveBooking, movedBy, refusalFor } from '../jobs/index.ts';
import { issueBookingLink } from '../db/shared-queries/booking-links.ts';
import { minutesToClock } from '../domain/local-time.ts';
import { centsToDollars, dollarsToCents, payCents } from '../domain/money.ts';
import {
  paymentDescription,
  paymentMails,
  paymentTexts,
  type PaidBooking,
} from './payment-messages.ts';
import { localeOfBooking } from '../db/shared-queries/locales.ts';
import { namedIn, type NamesByLocale } from '../catalog/index.ts';
import { currentPolicyVersion } from '../db/shared-queries/cancellation-policy.ts';
import type { Said } from '../domain/said.ts';
import { gatewayRefusal, paymentAnswers, paymentRefusals } from './texts.ts';
import { isEveryWeeks, type EveryWeeks } from '#shared/regular-plans.ts';
import { planDiscountCents } from '../regular-plans/index.ts';
import {
  nextVisitDate,
  paidPlanOf,
  planStartedNotice,
  startPlan,
  withPlanParagraph,
  type PaidPlan,
} from '../regular-plans/index.ts';

export const PAYMENT_AUTHORIZED = paymentAnswers.paymentAuthorized;
export const AUTHENTICATION_ASKED = paymentAnswers.authenticationAsked;
export const NO_AUTHENTICATION_WAITING = paymentRefusals.noAuthenticationWaiting;
export const TIME_PASSED = paymentRefusals.timePassed;

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A hold lives about 7 days and some last only 5 (DESIGN.md "Authorization window"): a cleaning
 * further ahead than this saves the card, and the hold is placed 24 hours before it.
 */
export const SAVE_CARD_BEYOND_MS = 5 * DAY_MS;
/** A lead's first-password link arrives with the confirmation and may be opened days later. */
export const LEAD_PASSWORD_LINK_VALID_MS = 7 * DAY_MS;

export function noCleanerAnyMore(cityName: string): Said {
  return paymentRefusals.noCleanerAnyMore.with({ cityName });
}

export type PaymentInput = {
  vUniqueCode: string;
  amount: number;
  currency: 'cad';
  paymentMethodId: string;
  coupon_code?: string | undefined;
  /** A Quebec address's French-first terms record (decision 110). */
  quebec_terms?: QuebecTermsRecord | undefined;
};

export type PaymentResult = {
  vBookingNo: string;
  eStatus: PaymentBooking['status'];
  ePaymentStatus: 'authorized' | 'cardSaved';
  final_price: number;
  vServiceName: string;
  vCity: string;
  vDate: string;
  vFrom: string;
  vUntill: string;
  vAddress: string;
  vUnit: string;
  vCalendar: string;
  vCalendarFileName: string;
  /** A regular cleaning (decision 143): its frequency and the next visit's date. */
  oPlan?: { iEveryWeeks: EveryWeeks; vNextDate: string };
};

/** The card's bank asks the customer to authenticate: the browser shows its check (decision 099). */
export type AuthenticationAskedResult = {
  vBookingNo: string;
  /** Still quoted: nothing is held until the bank's check succeeds. */
  eStatus: 'quoted';
  ePaymentStatus: 'authenticationRequired';
  final_price: number;
  /** For Stripe.js's handleNextAction, or the test gateway's authentication page. */
  vClientSecret: string;
};

/** A booking with every figure a quote writes; the price and times of the payment come from it. */
export type QuotedBooking = PaidBooking & {
  id: number;
  uniqueCode: string;
  customerId: number;
  contractorId: number | null;
  cityId: number;
  serviceId: number;
  provinceCode: string;
  serviceSlug: string;
  hourlyRateCents: number;
  startsAt: Date;
  blockedUntil: Date;
  /** The window the customer asked for (its end; the cleaning ends with its estimate). */
  untilMinutes: number;
  /** A regular cleaning's frequency (decision 143), null for one time. */
  planEveryWeeks: number | null;
  /** When the booking was started: the calendar event's stamp, the same on every replay. */
  createdAt: Date;
};

/** The booking's quoted figures, or null when it was never quoted (or lost part of its quote). */
export function quotedBooking(row: PaymentBookingRow): QuotedBooking | null {
  const b = row.booking;
  if (
    b.cityId === null ||
    b.serviceId === null ||
    row.cityName === null ||
    row.provinceCode === null ||
    row.serviceName === null ||
    row.serviceSlug === null ||
    b.localDate === null ||
    b.fromMinutes === null ||
    b.untilMinutes === null ||
    b.startsAt === null ||
    b.blockedUntil === null ||
    b.estimatedMinutes === null ||
    b.hourlyRateCents === null ||
    b.subtotalCents === null ||
    b.taxCents === null ||
    b.totalCents === null
  ) {
    return null;
  }
  return {
    id: b.id,
    uniqueCode: b.uniqueCode,
    customerId: b.customerId,
    contractorId: b.contractorId,
    cityId: b.cityId,
    serviceId: b.serviceId,
    provinceCode: row.provinceCode,
    serviceSlug: row.serviceSlug,
    hourlyRateCents: b.hourlyRateCents,
    startsAt: b.startsAt,
    blockedUntil: b.blockedUntil,
    untilMinutes: b.untilMinutes,
    planEveryWeeks: b.planEveryWeeks,
    createdAt: b.createdAt,
    bookingNo: b.bookingNo,
    fullName: b.fullName,
    email: b.email,
    serviceName: row.serviceName,
    cityName: row.cityName,
    localDate: b.localDate,
    fromMinutes: b.fromMinutes,
    estimatedMinutes: b.estimatedMinutes,
    address: b.address,
    unit: b.unit,
    extras: b.extras,
    subtotalCents: b.subtotalCents,
    discountCents: b.discountCents,
    taxCents: b.taxCents,
    taxName: b.taxName,
    totalCents: b.totalCents,
  };
}

/** The paid booking as the thank-you page shows it, with the calendar event the e-mail carries. */
function paymentResult(
  booking: QuotedBooking,
  status: PaymentBooking['status'],
  paymentStatus: 'authorized' | 'cardSaved',
  calendar: string,
): PaymentResult {
  return {
    vBookingNo: booking.bookingNo,
    eStatus: status,
    ePaymentStatus: paymentStatus,
    final_price: centsToDollars(booking.totalCents),
    vServiceName: booking.serviceName,
    vCity: booking.cityName,
    vDate: booking.localDate,
    vFrom: minutesToClock(booking.fromMinutes),
    vUntill: minutesToClock(booking.fromMinutes + booking.estimatedMinutes),
    vAddress: booking.address,
    vUnit: booking.unit,
    vCalendar: calendar,
    vCalendarFileName: calendarFileName(booking.bookingNo),
    ...(isEveryWeeks(booking.planEveryWeeks)
      ? {
          oPlan: {
            iEveryWeeks: booking.planEveryWeeks,
            vNextDate: nextVisitDate(booking.localDate, booking.planEveryWeeks),
          },
        }
      : {}),
  };
}

/** A saved card's reference may wrap the payment method it was made from (Stripe: "cus_…:pm_…"). */
function isSameCard(stored: string | null, sent: string): boolean {
  return stored === sent || (stored?.endsWith(`:${sent}`) ?? false);
}

/**
 * The answer already given when this booking was paid by the same request (same card, same
 * amount): a browser retry or a double click gets it again and the gateway is not called.
 */
async function replayedResult(
  db: Database,
  row: PaymentBookingRow,
  input: PaymentInput,
  amountCents: number,
  names: NamesByLocale,
): Promise<PaymentResult | null> {
  const { booking } = row;
  const live = ['authorized', 'assigned', 'inProgress'].includes(booking.status);
  const { paymentStatus } = booking;
  if (!live || (paymentStatus !== 'authorized' && paymentStatus !== 'cardSaved')) return null;
  if (booking.totalCents !== amountCents) return null;
  if (!isSameCard(booking.paymentMethodId, input.paymentMethodId)) return null;
  const paid = quotedBooking(row);
  if (!paid) return null;
  return paymentResult(
    paid,
    booking.status,
    paymentStatus,
    bookingCalendar(namedIn(names(booking.contactLocale), paid), booking.contactLocale),
  );
}

/** A card the gateway refused: answered as any invalid value, and counted against card testing. */
class CardRefused extends InvalidError {}

/** The gateway's refusals are the customer's to act on: its own words, under the card field. */
async function atGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PaymentDeclined) throw new CardRefused(gatewayRefusal(error));
    if (error instanceof PaymentUnavailable) throw new InvalidError(gatewayRefusal(error));
    throw error;
  }
}

/** The customer's card waits for their bank: answered after the savepoint is undone. */
class AuthenticationAsked extends Error {
  constructor(
    readonly pending: AuthenticationRequired['pending'],
    readonly amountCents: number,
  ) {
    // eslint-disable-next-line mapleshine/text-in-catalogue -- caught below, never answered: for developers
    super('The card waits for the customer to authenticate it.');
  }
}

type CardPayment =
  | { paymentStatus: 'cardSaved'; paymentMethodId: string }
  | {
      paymentStatus: 'authorized';
      paymentMethodId: string;
      gatewayPaymentId: string;
      authorizedAt: Date;
      authorizationExpiresAt: Date;
    };

/**
 * The key of the booking's payment attempt: one per booking, plus the number of bank checks
 * already over, so a new attempt after a failed or abandoned check is new at the gateway too.
 */
function paymentKey(uniqueCode: string, checksOver: number): string {
  return `booking-${uniqueCode}-authorize${checksOver > 0 ? `-${checksOver + 1}` : ''}`;
}

/** Holds the amount now, or saves the card when the cleaning is too far ahead for a hold. */
async function chargeOrSaveCard(
  context: AppContext,
  booking: PaidBooking & { uniqueCode: string; startsAt: Date },
  paymentMethodId: string,
  now: Date,
  idempotencyKey: string,
): Promise<CardPayment> {
  const request = {
    paymentMethodId,
    idempotencyKey,
    description: paymentDescription(booking),
    customerEmail: booking.email,
  };
  if (booking.startsAt.getTime() - now.getTime() > SAVE_CARD_BEYOND_MS) {
    const saved = await atGateway(() => context.payments.saveCard(request));
    return { paymentStatus: 'cardSaved' as const, paymentMethodId: saved.savedCardRef };
  }
  // The card is kept for a tip after the cleaning (decision 119): its reference replaces the
  // payment method, as a saved card's does.
  const hold = await atGateway(() =>
    context.payments.authorize({ ...request, amountCents: booking.totalCents, keepCard: true }),
  );
  return {
    paymentStatus: 'authorized' as const,
    paymentMethodId: hold.savedCardRef ?? paymentMethodId,
    gatewayPaymentId: hold.paymentId,
    authorizedAt: hold.authorizedAt,
    authorizationExpiresAt: hold.expiresAt,
  };
}

/**
 * Tells the customer, and the cleaners who could take the job now (hours, days off, cap and
 * their other jobs: the job board's rule, decision 057), in the payment's transaction; the
 * cleaners' e-mail follows as a digest (server/jobs/job-digest.ts).
 */
async function announce(
  tx: Database,
  booking: QuotedBooking,
  cardSaved: boolean,
  now: Date,
  names: NamesByLocale,
) {
  await announceToCleaners(tx, booking, now, names);
  await notify(
    tx,
    { recipient: 'Customer', customerId: booking.customerId },
    {
      bookingId: booking.id,
      text: (locale) => paymentTexts.bookingConfirmed(booking, cardSaved)(locale, names(locale)),
    },
  );
}

/**
 * Opens a paid job to the cleaners who could take it now (their notice, and the digest's
 * announcement). A plan's visit is announced in its own words (server/regular-plans/place-visit.ts).
 */
async function announceToCleaners(
  tx: Database,
  booking: QuotedBooking,
  now: Date,
  names: NamesByLocale,
) {
  const rate = await findPayRateCents(tx, booking.cityId, booking.serviceId);
  const pay = rate === null ? null : payCents(booking.estimatedMinutes, rate);
  const job = paymentTexts.newJob(booking, pay);
  for (const cleaner of await cleanersWhoCanTake(tx, booking.id, now)) {
    await notify(
      tx,
      { recipient: 'Contractor', contractorId: cleaner.id },
      { bookingId: booking.id, text: (locale) => job(locale, names(locale)) },
    );
    // The e-mail waits for the digest (decision 061), so jobs paid within minutes make one.
    await recordAnnouncement(tx, cleaner.id, booking.id, now);
  }
}

async function payLocked(
  context: AppContext,
  tx: Database,
  cityId: number,
  bookingId: number,
  input: PaymentInput,
  amountCents: number,
  ip: string,
  locale: Locale,
  names: NamesByLocale,
): Promise<PaymentResult | AuthenticationAskedResult | CardRefused> {
  // Every payment of the city waits here for the one before it to commit. The gateway is called
  // below while this lock is held, on purpose: the free-cleaner check and the booking it allows
  // are then one step, so N free cleaners never get more than N paid bookings for one time.
  await lockCity(tx, cityId);
  const row = await lockBooking(tx, bookingId);
  const replay = await replayedResult(tx, row, input, amountCents, names);
  if (replay) return replay;
  assertTransition(row.booking.status, 'booking.authorize');
  const quoted = quotedBooking(row);
  if (!quoted) throw new ConflictError(refusalFor('booking.authorize'));
  const now = context.clock();
  // A Quebec address's terms record (decision 110), checked again under the lock and kept with
  // the attempt: a card declined or waiting for its bank leaves the customer's acceptance stored.
  const terms = checkedQuebecTerms(row, input.quebec_terms, locale);
  if (terms) await recordQuebecTerms(tx, bookingId, terms, now, ip);

  // A check with the bank left unanswered ends at the next attempt (decision 099), unless this
  // is the same attempt again (a retry or a double click): the gateway then answers the same one.
  const waiting = await lockWaitingAuthentication(tx, bookingId, 'payment');
  const sameAttempt =
    waiting !== null &&
    waiting.paymentMethodId === input.paymentMethodId &&
    waiting.amountCents === amountCents &&
    (waiting.couponCode ?? undefined) === couponCodeOf(input);
  if (waiting && !sameAttempt) await abandonAuthentication(context.payments, tx, waiting, now);
  const key = paymentKey(
    row.booking.uniqueCode,
    await finishedAuthentications(tx, bookingId, 'payment'),
  );

  // Declined cards have a ceiling (issue 38): without one, a booking's code would let a script
  // test stolen card numbers one after another. Checked under the locks, so tries sent at once
  // take turns; counted only when the card is declined, so a retry of a held card costs nothing.
  const declines = [limits.declinedCardsPerBooking(bookingId), limits.declinedCardsPerIp(ip)];
  await context.rateLimits.assertUnderIn(tx, ...declines);
  try {
    // In a savepoint: a declined card undoes the coupon's redemption and keeps only its count.
    return await tx.transaction(async (attempt) => {
      const checked = await checkQuoted(context, attempt, row, quoted, input, amountCents, now);
      let payment: CardPayment;
      try {
        payment = await chargeOrSaveCard(context, checked.paid, input.paymentMethodId, now, key);
      } catch (error) {
        if (error instanceof AuthenticationRequired) {
          throw new AuthenticationAsked(error.pending, checked.paid.totalCents);
        }
        throw error;
      }
      return confirmPaid(context, attempt, row, checked, payment, now, names);
    });
  } catch (error) {
    if (error instanceof AuthenticationAsked) {
      // Nothing is held and the coupon is not taken until the bank's check succeeds.
      await recordWaitingAuthentication(tx, {
        bookingId,
        purpose: 'payment',
        intentKind: error.pending.kind,
        gatewayIntentId: error.pending.id,
        paymentMethodId: input.paymentMethodId,
        amountCents: error.amountCents,
        couponCode: couponCodeOf(input) ?? null,
        startedAt: now,
      });
      return {
        vBookingNo: quoted.bookingNo,
        eStatus: 'quoted',
        ePaymentStatus: 'authenticationRequired',
        final_price: centsToDollars(error.amountCents),
        vClientSecret: error.pending.clientSecret,
      };
    }
    if (!(error instanceof CardRefused)) throw error;
    await context.rateLimits.recordIn(tx, ...declines);
    return error;
  }
}

/** Cancels an intent left waiting for the customer's bank: it ends holding nothing. */
export async function abandonAuthentication(
  gateway: PaymentGateway,
  tx: Database,
  waiting: CardAuthentication,
  now: Date,
): Promise<void> {
  const intent: AuthenticationIntent = { kind: waiting.intentKind, id: waiting.gatewayIntentId };
  await gateway.cancelAuthentication({
    intent,
    idempotencyKey: `card-authentication-${waiting.id}`,
  });
  await finishAuthentication(tx, waiting.id, 'abandoned', now);
}

type CheckedPayment = {
  paid: QuotedBooking;
  price: Awaited<ReturnType<typeof priceWithTaxes>>;
  couponId: number | null;
  /** The plan the payment starts (decision 143), null for a one-time cleaning. */
  plan: PaidPlan | null;
};

/**
 * The checks of a quoted booking whose city and row are locked, before its card is touched:
 * the time, the coupon, the price the customer saw and a free cleaner; the coupon is taken.
 */
async function checkQuoted(
  context: AppContext,
  tx: Database,
  row: PaymentBookingRow,
  quoted: QuotedBooking,
  input: Pick<PaymentInput, 'coupon_code'>,
  amountCents: number,
  now: Date,
): Promise<CheckedPayment> {
  const { cityId } = quoted;
  // A quote kept open in a browser tab can outlive its time.
  if (quoted.startsAt.getTime() <= now.getTime()) throw new InvalidError(TIME_PASSED);
  const coupon = await applyCouponForPayment(tx, row.booking, couponCodeOf(input), now);
  // A plan's first visit carries the frequency's discount of today's rules (a plan takes no
  // coupon: applyCouponForPayment refused one), as its quote did (decision 143).
  const plan = await paidPlanOf(tx, quoted.planEveryWeeks);
  const price = await priceWithTaxes(tx, {
    provinceCode: quoted.provinceCode,
    serviceSlug: quoted.serviceSlug,
    date: quoted.localDate,
    estimatedMinutes: quoted.estimatedMinutes,
    hourlyRateCents: quoted.hourlyRateCents,
    discountCents: plan
      ? planDiscountCents(quoted.subtotalCents, plan.discountPercent)
      : coupon.discountCents,
  });
  if (price.totalCents !== amountCents) throw new InvalidError(PRICE_CHANGED);
  const window = {
    cityId,
    startsAt: quoted.startsAt,
    blockedUntil: quoted.blockedUntil,
    localDate: quoted.localDate,
    fromMinutes: quoted.fromMinutes,
    untilMinutes: quoted.fromMinutes + quoted.estimatedMinutes,
  };
  // Never a cleaner the customer blocked (decisions 120, 128), as their quote counted.
  const blocked = await blockedCleanerIds(tx, quoted.customerId);
  if (!(await hasFreeContractor(tx, window, quoted.id, blocked))) {
    throw new InvalidError(noCleanerAnyMore(quoted.cityName));
  }
  // Recorded before the card is touched: a coupon taken meanwhile refuses the payment, and
  // nothing was held that would then have to be released.
  if (coupon.couponId !== null) {
    await recordRedemption(tx, coupon.couponId, quoted.customerId, quoted.id);
  }
  const paid: QuotedBooking = {
    ...quoted,
    subtotalCents: price.subtotalCents,
    discountCents: price.discountCents,
    taxCents: price.taxCents,
    taxName: price.taxName,
    totalCents: price.totalCents,
  };
  return { paid, price, couponId: coupon.couponId, plan };
}

/** The card is held (or saved): the booking is confirmed, opened to cleaners and e-mailed. */
async function confirmPaid(
  context: AppContext,
  tx: Database,
  row: PaymentBookingRow,
  { paid, price, couponId, plan }: CheckedPayment,
  payment: CardPayment,
  now: Date,
  namesIn: NamesByLocale,
): Promise<PaymentResult> {
  // The cancellation policy of today is this booking's for good (decision 117), and its plan's.
  const cancellationPolicyVersion = await currentPolicyVersion(tx);
  const status = await moveBooking(
    tx,
    row.booking,
    'booking.authorize',
    {
      couponId,
      hourlyRateCents: price.hourlyRateCents,
      subtotalCents: price.subtotalCents,
      discountCents: price.discountCents,
      taxCents: price.taxCents,
      taxName: price.taxName,
      totalCents: price.totalCents,
      // The deadline for a cleaner to accept counts from here for a same-day booking (decision 098).
      timeChosenAt: now,
      cancellationPolicyVersion,
      confirmedAt: now,
      ...payment,
    },
    movedBy(context, 'customer'),
  );
  if (payment.paymentStatus === 'authorized') {
    await recordMovement(tx, {
      kind: 'hold',
      bookingId: row.booking.id,
      bookingCode: row.booking.uniqueCode,
      paymentId: payment.gatewayPaymentId,
      amountCents: price.totalCents,
      at: now,
    });
  }
  if (plan) {
    // The card is kept for the later visits (it always is: decision 119's keepCard, or saved).
    await startPlan(
      tx,
      {
        id: paid.id,
        customerId: paid.customerId,
        cityId: paid.cityId,
        localDate: paid.localDate,
        fromMinutes: paid.fromMinutes,
        untilMinutes: paid.untilMinutes,
      },
      plan,
      { paymentMethodId: payment.paymentMethodId, cancellationPolicyVersion },
      now,
    );
    await notify(
      tx,
      { recipient: 'Customer', customerId: paid.customerId },
      { bookingId: paid.id, text: planStartedNotice(plan, paid.localDate) },
    );
  }
  const cardSaved = payment.paymentStatus === 'cardSaved';
  await announce(tx, paid, cardSaved, now, namesIn);
  // A guest login (decision 087) stands for no address anyone holds: a password for it would
  // open an account nobody asked for. Its booking's e-mails still go to the booking's address.
  // The customer's language (decision 105): a lead's or guest's is the one they booked in.
  const locale = await localeOfBooking(tx, row.booking.id);
  const setPasswordLink =
    row.isLead && !isGuestLoginEmail(row.loginEmail)
      ? await createPasswordLink(tx, context, row.userId, LEAD_PASSWORD_LINK_VALID_MS, locale)
      : null;

  // The booking's names in the reader's language (decision 116): the mail's reader, and the
  // calendar's (the language the booking was made in, as the thank-you page that offers it),
  // read from the cached catalog before the transaction.
  const names = namesIn(locale);
  const calendarLocale = row.booking.contactLocale;
  const calendar = bookingCalendar(namedIn(namesIn(calendarLocale), paid), calendarLocale);
  // The confirmation is this move's news (server/booking-news/ leaves booking.authorize to it).
  const bookingLink = await issueBookingLink(tx, row.booking.id, context.publicUrl, locale);
  const confirmation = paymentMails.confirmation(
    locale,
    // A plan's discount is named as the plan's, not a coupon's (decision 148).
    { ...namedIn(names, paid), planDiscountPercent: plan?.discountPercent ?? null },
    cardSaved,
    setPasswordLink,
    calendar,
    bookingLink,
  );
  await addToOutbox(
    tx,
    plan ? withPlanParagraph(confirmation, plan, paid.localDate) : confirmation,
  );
  return paymentResult(paid, status, payment.paymentStatus, calendar);
}

/** The coupon code sent, or undefined when none (a blank one is none). */
function couponCodeOf(input: Pick<PaymentInput, 'coupon_code'>): string | undefined {
  return input.coupon_code?.trim() || undefined;
}

/**
 * Pays for a quoted booking (the public same-day flow: its unique code is the capability): the
 * price is computed again here and must equal the amount the customer saw, a cleaner must still
 * be free, and then the card is held (or saved) and the job opens to the city's cleaners.
 */
export async function authorizePayment(
  context: AppContext,
  input: PaymentInput,
  ip: string,
  locale: Locale = 'en-CA',
): Promise<PaymentResult | AuthenticationAskedResult> {
  const code = couponCodeOf(input);
  // A code sent with the payment is a try like the coupon check's, and counts against the same
  // allowance of the address (issue 38).
  if (code !== undefined) await context.rateLimits.consume(limits.couponTriesPerIp(ip));
  const found = await findBookingByCode(context.db, input.vUniqueCode);
  if (!found) throw new NotFoundError(BOOKING_NOT_FOUND);
  // The catalog's names in each language (decision 116), from the cache and before the booking
  // is locked: the transaction below names the booking in its readers' languages with them.
  const names = await context.catalog.namesByLocale();
  const amountCents = dollarsToCents(input.amount);
  const replay = await replayedResult(context.db, found, input, amountCents, names);
  if (replay) return replay;
  assertTransition(found.booking.status, 'booking.authorize');
  const { cityId } = found.booking;
  if (cityId === null) throw new ConflictError(refusalFor('booking.authorize'));
  // Before anything is counted or written: a Quebec booking without its terms record is refused.
  checkedQuebecTerms(found, input.quebec_terms, locale);
  if (code !== undefined) {
    // Checked before the city's lock below, so a guess is refused without ever holding it
    // (issue 38); the transaction checks it again.
    try {
      await assertCouponApplies(context.db, found.booking, code, context.clock());
    } catch (error) {
      if (!(error instanceof InvalidError)) throw error;
      // A double click whose twin has just paid with this code gets the twin's answer.
      const paid = await findBookingByCode(context.db, input.vUniqueCode);
      const twin = paid ? await replayedResult(context.db, paid, input, amountCents, names) : null;
      if (twin) return twin;
      throw error;
    }
  }

  // The confirmation e-mail is written in this transaction too (decision 051); a declined card
  // is counted in it, and told after it commits.
  const outcome = await inTransaction(context.db, (tx) =>
    payLocked(context, tx, cityId, found.booking.id, input, amountCents, ip, locale, names),
  );
  if (outcome instanceof CardRefused) throw outcome;
  return outcome;
}

/**
 * The same attempt's answer for a booking already confirmed after its bank's check: a retried
 * finish (a lost answer) gets it again and the gateway is not called.
 */
async function replayedAfterAuthentication(
  db: Database,
  row: PaymentBookingRow,
  names: NamesByLocale,
): Promise<PaymentResult | null> {
  const latest = await latestAuthentication(db, row.booking.id, 'payment');
  if (latest?.status !== 'succeeded') return null;
  return replayedResult(
    db,
    row,
    {
      vUniqueCode: row.booking.uniqueCode,
      amount: 0,
      currency: 'cad',
      paymentMethodId: latest.paymentMethodId,
    },
    latest.amountCents,
    names,
  );
}

/**
 * Finishes a payment whose card's bank asked the customer to authenticate (decision 099), once
 * the browser has shown them the check: the same checks as the payment, under the same locks,
 * then the gateway tells whether the bank confirmed the card. Confirmed, the booking is paid as
 * any other; not confirmed (failed, or never answered), the intent is cancelled, nothing is held
 * and the booking stays quoted for another card.
 */
export async function finishPaymentAfterAuthentication(
  context: AppContext,
  input: { vUniqueCode: string },
  ip: string,
  locale: Locale = 'en-CA',
): Promise<PaymentResult> {
  const found = await findBookingByCode(context.db, input.vUniqueCode);
  if (!found) throw new NotFoundError(BOOKING_NOT_FOUND);
  // Read before the transaction, as in authorizePayment.
  const names = await context.catalog.namesByLocale();
  const replay = await replayedAfterAuthentication(context.db, found, names);
  if (replay) return replay;
  assertTransition(found.booking.status, 'booking.authorize');
  const { cityId } = found.booking;
  if (cityId === null) throw new ConflictError(refusalFor('booking.authorize'));

  const outcome = await inTransaction(context.db, async (tx) => {
    await lockCity(tx, cityId);
    const row = await lockBooking(tx, found.booking.id);
    const again = await replayedAfterAuthentication(tx, row, names);
    if (again) return again;
    assertTransition(row.booking.status, 'booking.authorize');
    const quoted = quotedBooking(row);
    if (!quoted) throw new ConflictError(refusalFor('booking.authorize'));
    const waiting = await lockWaitingAuthentication(tx, row.booking.id, 'payment');
    if (!waiting) throw new ConflictError(NO_AUTHENTICATION_WAITING);
    // Recorded by the attempt that asked for the bank's check (decision 110).
    await assertQuebecTermsRecorded(tx, row, locale);
    const now = context.clock();
    const declines = [
      limits.declinedCardsPerBooking(row.booking.id),
      limits.declinedCardsPerIp(ip),
    ];
    try {
      return await tx.transaction(async (attempt) => {
        const coupon = { coupon_code: waiting.couponCode ?? undefined };
        const checked = await checkQuoted(
          context,
          attempt,
          row,
          quoted,
          coupon,
          waiting.amountCents,
          now,
        );
        const payment = await atGateway(() => finishedCard(context.payments, waiting));
        await finishAuthentication(attempt, waiting.id, 'succeeded', now);
        return confirmPaid(context, attempt, row, checked, payment, now, names);
      });
    } catch (error) {
      if (error instanceof CardRefused) {
        // The gateway cancelled the intent: no hold, and the booking stays quoted.
        await finishAuthentication(tx, waiting.id, 'failed', now);
        await context.rateLimits.recordIn(tx, ...declines);
        return error;
      }
      if (error instanceof InvalidError) {
        // The time passed, the price changed or no cleaner is free any more: nothing is held.
        await abandonAuthentication(context.payments, tx, waiting, now);
        return error;
      }
      throw error;
    }
  });
  if (outcome instanceof InvalidError) throw outcome;
  return outcome;
}

/** The gateway's answer after the customer's check: the hold, or the saved card. */
async function finishedCard(
  gateway: PaymentGateway,
  waiting: CardAuthentication,
): Promise<CardPayment> {
  const idempotencyKey = `card-authentication-${waiting.id}`;
  if (waiting.intentKind === 'setup') {
    const saved = await gateway.finishCardSetup({
      setupId: waiting.gatewayIntentId,
      idempotencyKey,
    });
    return { paymentStatus: 'cardSaved', paymentMethodId: saved.savedCardRef };
  }
  const hold = await gateway.finishPaymentAuthentication({
    paymentId: waiting.gatewayIntentId,
    idempotencyKey,
  });
  return {
    paymentStatus: 'authorized',
    paymentMethodId: hold.savedCardRef ?? waiting.paymentMethodId,
    gatewayPaymentId: hold.paymentId,
    authorizedAt: hold.authorizedAt,
    authorizationExpiresAt: hold.expiresAt,
  };
}
