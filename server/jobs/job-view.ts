import type { Locale } from '#shared/i18n/locale.ts';
import { firstNameOf, fullNameOf } from '../domain/person-names.ts';
import type { JobRow } from '../db/shared-queries/job-views.ts';
import { completableFrom, startableFrom } from './completion.ts';
import { clockOnDateText, localNow, minutesToClock } from '../domain/local-time.ts';
import { centsToText, payCents } from '../domain/money.ts';
import type { AccessNotes } from '#shared/access-notes.ts';

type NoteColumns = Pick<
  JobRow['booking'],
  'accessEntryCode' | 'accessParking' | 'accessPets' | 'accessOther'
>;

/** The booking's access notes as the wires carry them (shared/access-notes.ts, decision 100). */
export function accessNotesOnWire(booking: NoteColumns): AccessNotes {
  return {
    vEntryCode: booking.accessEntryCode,
    vParking: booking.accessParking,
    vPets: booking.accessPets,
    tOther: booking.accessOther,
  };
}

/** A booking without a city (never in practice) is read on head office's clock. */
const DEFAULT_CITY_ZONE = 'America/Toronto';

/** A booking as the customer and contractor screens read it (spec §3 field names). */
export function jobOnWire(row: JobRow) {
  const booking = row.booking;
  const from = booking.fromMinutes ?? 0;
  const estimated = booking.estimatedMinutes ?? 0;
  const customerName = `${row.customerFirstName} ${row.customerLastName}`.trim();
  return {
    iBookingId: booking.id,
    vBookingNo: booking.bookingNo,
    eStatus: booking.status,
    ePaymentStatus: booking.paymentStatus,
    vDate: booking.localDate ?? '',
    vFrom: booking.fromMinutes === null ? '' : minutesToClock(from),
    vUntill: booking.fromMinutes === null ? '' : minutesToClock(from + estimated),
    vFullName: booking.fullName,
    vEmail: booking.email,
    vMobile: booking.mobile,
    vAddress: booking.address,
    vUnit: booking.unit,
    city: {
      iCityId: booking.cityId ?? 0,
      vCity: row.cityName ?? '',
      vTimeZone: row.timeZone ?? DEFAULT_CITY_ZONE,
    },
    service: { iServiceId: booking.serviceId ?? 0, vServiceName: row.serviceName ?? '' },
    vResidence: row.residenceName ?? '',
    iBedrooms: booking.bedrooms ?? 0,
    iBathrooms: booking.bathrooms ?? 0,
    estimatedHour: estimated / 60,
    vTotalPrice: centsToText(booking.totalCents ?? 0),
    vTax: centsToText(booking.taxCents ?? 0),
    vTaxName: booking.taxName,
    vDiscount: centsToText(booking.discountCents),
    vExtras: booking.extras,
    accessNotes: accessNotesOnWire(booking),
    customer: { vFullName: customerName || booking.fullName, vImage: row.customerImage ?? '' },
    contractor:
      row.contractorName === null
        ? null
        : { vFullName: row.contractorName, vImage: row.contractorImage ?? '' },
    bReviewed: row.reviewed,
  };
}

export type JobOnWire = ReturnType<typeof jobOnWire>;

/** From when a job in progress may be completed: the instant and its city clock time. */
function completableOnWire(row: JobRow) {
  const from = row.booking.status === 'inProgress' ? completableFrom(row.booking) : null;
  if (from === null) return { dtCompletableFrom: null, vCompletableFrom: null };
  const clock = row.timeZone === null ? '' : minutesToClock(localNow(row.timeZone, from).minutes);
  return { dtCompletableFrom: from.toISOString(), vCompletableFrom: clock };
}

/**
 * From when an accepted job may be started: the instant and its city clock time and date ("9:00AM
 * on November 28, 2026"), so Start can wait with its reason as Complete does.
 */
function startableOnWire(row: JobRow) {
  const from = row.booking.status === 'assigned' ? startableFrom(row.booking) : null;
  if (from === null || row.timeZone === null)
    return { dtStartableFrom: null, vStartableFrom: null };
  return {
    dtStartableFrom: from.toISOString(),
    vStartableFrom: clockOnDateText(from, row.timeZone),
  };
}

/** A cleaner holding a job sees the customer's contact details from this long before its start. */
export const CONTACT_LEAD_HOURS = 24;

const HOUR = 60 * 60 * 1000;

type ContactTimes = Pick<JobRow['booking'], 'status' | 'startsAt' | 'startedAt'>;

/**
 * The first instant the cleaner holding a job sees the customer's contact details: 24 hours
 * before its start time (decision 079). Null for a job without a start time.
 */
export function contactSharedFrom(booking: Pick<ContactTimes, 'startsAt'>): Date | null {
  if (booking.startsAt === null) return null;
  return new Date(booking.startsAt.getTime() - CONTACT_LEAD_HOURS * HOUR);
}

/**
 * Whether the cleaner holding the job sees the customer's contact details at `now`: once it is
 * started, or from 24 hours before its start time, whichever comes first, until it is done.
 * Accepting alone shares nothing, so accepting and handing back jobs days ahead gathers no
 * customer's phone or address (issue 38, decision 079).
 */
export function contactShared(booking: ContactTimes, now: Date): boolean {
  if (booking.status === 'inProgress') return true;
  if (booking.status !== 'assigned') return false;
  const from = contactSharedFrom(booking);
  return from !== null && from <= now;
}

/**
 * From when an accepted job's contact details show: the instant and its city clock time and date
 * ("9:00AM on November 22, 2026"), so the screens can say when.
 */
function contactFromOnWire(row: JobRow) {
  const from = row.booking.status === 'assigned' ? contactSharedFrom(row.booking) : null;
  if (from === null || row.timeZone === null) return { dtContactFrom: null, vContactFrom: null };
  return { dtContactFrom: from.toISOString(), vContactFrom: clockOnDateText(from, row.timeZone) };
}

/** A Canadian postal code (A1A 1A1, the space optional) anywhere in a free-text address. */
const postalCode = /\b([A-Z]\d[A-Z]) ?\d[A-Z]\d\b/gi;

/**
 * "T5J": the stored postal code's first three characters. Bookings quoted before the postal code
 * was asked for have none: the last postal code written in their free-text address stands in.
 */
export function postalArea(booking: { postalCode: string | null; address: string }): string {
  if (booking.postalCode) return booking.postalCode.slice(0, 3);
  const matches = [...booking.address.matchAll(postalCode)];
  return matches.at(-1)?.[1]?.toUpperCase() ?? '';
}

/**
 * The cleaner's pay for a job: fixed on the booking once accepted, else what it would pay at the
 * city's current rate for the service; null when no rate is set.
 */
export function jobPayCents(row: JobRow): number | null {
  const { contractorPayCents, estimatedMinutes } = row.booking;
  if (contractorPayCents !== null) return contractorPayCents;
  if (row.payRateCents === null) return null;
  return payCents(estimatedMinutes ?? 0, row.payRateCents);
}

/**
 * A job as a cleaner reads it at `now` (PIPEDA: only what the purpose needs). Until the cleaner
 * holds the job, what deciding needs; the person's name, contact details and street address
 * while they hold it, from 24 hours before its start or its start, whichever comes first
 * (`contactShared`, decision 079), and no longer once it is done or cancelled. The lists only
 * ever hold open jobs and the caller's own, so the status and the time alone decide.
 * The customer's access notes (entry code, parking, pets) travel with the contact details
 * (decision 100). The customer's price, tax, discount and payment state are never part of it:
 * the cleaner's figure is their pay (decision 031).
 */
export function contractorJobOnWire(row: JobRow, now: Date, locale: Locale = 'en-CA') {
  // Named one by one, not spread: a field added to the customer's booking stays off this wire.
  const job = jobOnWire(row);
  const shared = contactShared(row.booking, now);
  const firstName =
    firstNameOf(row.booking.fullName, locale) || firstNameOf(row.customerFirstName, locale);
  const pay = jobPayCents(row);
  return {
    ...completableOnWire(row),
    ...startableOnWire(row),
    ...contactFromOnWire(row),
    iBookingId: job.iBookingId,
    vBookingNo: job.vBookingNo,
    eStatus: job.eStatus,
    vDate: job.vDate,
    vFrom: job.vFrom,
    vUntill: job.vUntill,
    vPay: pay === null ? null : centsToText(pay),
    bPayFixed: row.booking.contractorPayCents !== null,
    vFirstName: firstName,
    vPostalArea: postalArea(row.booking),
    bContactShared: shared,
    vFullName: shared ? fullNameOf(job.vFullName, locale) : null,
    vEmail: shared ? job.vEmail : null,
    vMobile: shared ? job.vMobile : null,
    vAddress: shared ? job.vAddress : null,
    vUnit: shared ? job.vUnit : null,
    city: job.city,
    service: job.service,
    vResidence: job.vResidence,
    iBedrooms: job.iBedrooms,
    iBathrooms: job.iBathrooms,
    estimatedHour: job.estimatedHour,
    vExtras: job.vExtras,
    // With the contact details, never before them (decision 100): the code opens the door.
    accessNotes: shared ? job.accessNotes : null,
    customer: {
      vFirstName: firstName,
      vFullName: shared ? fullNameOf(job.customer.vFullName, locale) : null,
      vImage: shared ? job.customer.vImage : null,
    },
    contractor: job.contractor,
    bReviewed: job.bReviewed,
    plan: planOnWire(row),
  };
}

/**
 * The plan a job is a visit of, for "Regular: every 2 weeks" and "Accept every visit" (decision
 * 144): never the plan's customer details, which stay under the job's own rule.
 */
function planOnWire(row: JobRow) {
  const plan = row.plan;
  if (!plan) return null;
  return {
    iPlanId: plan.id,
    iEveryWeeks: plan.everyWeeks,
    iWeekday: plan.weekday,
    vFrom: minutesToClock(plan.fromMinutes),
    vUntill: minutesToClock(plan.untilMinutes),
    bHasCleaner: plan.contractorId !== null,
    // Whoever holds this visit is the plan's cleaner: on their own job, their regular customer.
    bYours: plan.contractorId !== null && plan.contractorId === row.booking.contractorId,
  };
}

export type ContractorJobOnWire = ReturnType<typeof contractorJobOnWire>;
