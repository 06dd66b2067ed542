import type { Locale } from '#shared/i18n/locale.ts';
import type { CatalogNames } from '../catalog/index.ts';
import type { MaskedTaxDetails } from '../tax-reporting/index.ts';
import type { PlanExport } from '../regular-plans/index.ts';
import type { Person, PersonRecords } from './data-exports.queries.ts';
import { keptAfterClosureIn } from '../domain/closure.ts';
import { firstNameOf } from '../domain/person-names.ts';

/** A value of the archive: what JSON holds. Keys ending in `Cents` are money, in `At` moments. */
type Value = string | number | boolean | null | Value[] | { [key: string]: Value };
export type Section = { [key: string]: Value };

/** A week of a cleaner's pay statements (server/statements), as the archive lists it. */
export type StatementWeek = {
  weekOf: string;
  jobs: number;
  hours: number;
  payCents: number;
  tipsCents: number;
  feesCents: number;
  earnedCents: number;
  paidOutCents: number;
  toBePaidCents: number;
};

const iso = (at: Date | null | undefined) => (at ? at.toISOString() : null);
const hours = (minutes: number | null) => (minutes === null ? null : minutes / 60);

/**
 * The archive's data (data.json): everything held about the person, in their language's catalog
 * names, ISO moments and money in cents. Built from their own rows only; a cleaner's first name
 * on a booking is the one other person's word in it.
 */
export function archiveData(
  person: Person,
  records: PersonRecords,
  extras: {
    generatedAt: Date;
    names: CatalogNames;
    taxDetails: MaskedTaxDetails | null;
    payStatements: StatementWeek[];
    /** The customer's regular cleanings (issue 45, decision 145). */
    regularPlans?: PlanExport[];
    locale: Locale;
  },
) {
  const { names } = extras;
  const ofBooking = <T extends { bookingId: number }>(rows: T[], id: number) =>
    rows.filter((row) => row.bookingId === id).map(({ bookingId: _bookingId, ...rest }) => rest);
  const withIso = <T extends Record<string, unknown>>(row: T): Section => {
    const out: Section = {};
    for (const [key, value] of Object.entries(row)) {
      out[key] = value instanceof Date ? value.toISOString() : (value as Value);
    }
    return out;
  };
  const cleaner = records.cleaner;
  return {
    format: 'mapleshine-data-export/1',
    generatedAt: extras.generatedAt.toISOString(),
    account: {
      email: person.email,
      language: person.locale,
      createdAt: iso(person.createdAt),
      activatedAt: iso(person.activatedAt),
    },
    customerProfile: records.customerProfile ? withIso(records.customerProfile) : null,
    addresses: records.addresses.map(withIso),
    regularPlans: extras.regularPlans ?? [],
    bookings: records.bookings.map((booking) => ({
      bookingNo: booking.bookingNo,
      status: booking.status,
      service: names.service(booking.service),
      city: names.city(booking.city),
      date: booking.localDate,
      window:
        booking.fromMinutes === null || booking.untilMinutes === null
          ? null
          : `${clockOf(booking.fromMinutes)}-${clockOf(booking.untilMinutes)}`,
      address: booking.address,
      unit: booking.unit,
      postalCode: booking.postalCode,
      accessEntryCode: booking.accessEntryCode,
      accessParking: booking.accessParking,
      accessPets: booking.accessPets,
      accessOther: booking.accessOther,
      contactName: booking.contactName,
      contactEmail: booking.contactEmail,
      contactMobile: booking.contactMobile,
      bedrooms: booking.bedrooms,
      bathrooms: booking.bathrooms,
      hours: hours(booking.estimatedMinutes),
      cleanerFirstName: booking.cleanerName
        ? firstNameOf(booking.cleanerName, extras.locale)
        : null,
      subtotalCents: booking.subtotalCents,
      discountCents: booking.discountCents,
      // A regular cleaning's visit: the plan's percent, its discount's name (decision 148).
      planDiscountPercent: booking.discountCents > 0 ? booking.planDiscountPercent : null,
      taxName: booking.taxName,
      taxCents: booking.taxCents,
      totalCents: booking.totalCents,
      paymentStatus: booking.paymentStatus,
      capturedAt: iso(booking.capturedAt),
      cancelledAt: iso(booking.cancelledAt),
      completedAt: iso(booking.completedAt),
      createdAt: iso(booking.createdAt),
      refunds: ofBooking(records.refunds, booking.id).map(withIso),
      cancellationFees: ofBooking(records.fees, booking.id).map(withIso),
      tips: ofBooking(records.tips, booking.id).map(withIso),
      receipts: ofBooking(records.documents, booking.id).map(withIso),
    })),
    reviewsWritten: records.reviewsWritten.map(({ hiddenAt, ...review }) =>
      withIso({ ...review, hidden: hiddenAt !== null }),
    ),
    comments: records.comments.map(({ hiddenAt, ...comment }) =>
      withIso({ ...comment, hidden: hiddenAt !== null }),
    ),
    notifications: records.notifications.map(withIso),
    emails: records.emails.map(withIso),
    consents: records.consents.map(withIso),
    sessions: records.sessions.map(withIso),
    dataExports: records.requests.map(({ id: _id, byteSize: _size, ...request }) =>
      withIso(request),
    ),
    cleaner: cleaner
      ? {
          cleanerProfile: cleaner.profile ? withIso(cleaner.profile) : null,
          workingHours: cleaner.workingHours.map((row) => ({
            weekday: row.weekday,
            startsAt: row.startsAt.slice(0, 5),
            endsAt: row.endsAt.slice(0, 5),
          })),
          daysOff: cleaner.daysOff.map(withIso),
          jobs: cleaner.jobs.map((job) => ({
            bookingNo: job.bookingNo,
            status: job.status,
            service: names.service(job.service),
            city: names.city(job.city),
            date: job.localDate,
            window:
              job.fromMinutes === null || job.untilMinutes === null
                ? null
                : `${clockOf(job.fromMinutes)}-${clockOf(job.untilMinutes)}`,
            hours: hours(job.estimatedMinutes),
            payCents: job.payCents,
            completedAt: iso(job.completedAt),
          })),
          tips: cleaner.tipsReceived.map(withIso),
          reviewsReceived: cleaner.reviewsReceived.map(withIso),
          payoutAccount: cleaner.payoutAccount ? withIso(cleaner.payoutAccount) : null,
          payoutItems: cleaner.payouts.map(withIso),
          backgroundChecks: cleaner.checks.map(withIso),
          taxDetails: extras.taxDetails
            ? {
                legalName: extras.taxDetails.vLegalName,
                city: extras.taxDetails.vCity,
                province: extras.taxDetails.eProvince,
                birthYear: extras.taxDetails.iBirthYear,
                numberKind: extras.taxDetails.eNumberKind,
                number: extras.taxDetails.vNumber,
                gstHstNumber: extras.taxDetails.vGstHstNumber,
                savedAt: extras.taxDetails.dtSavedAt,
              }
            : null,
          payStatements: extras.payStatements,
        }
      : null,
    keptAfterClosure: keptAfterClosureIn(extras.locale).map(({ what, why, years }) => ({
      what,
      why,
      years,
    })),
  };
}

export type ArchiveData = ReturnType<typeof archiveData>;

/** Minutes past midnight as 24-hour `HH:MM` (the JSON's form; the page writes the reader's). */
function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
