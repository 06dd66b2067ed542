import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  bookingDocuments,
  bookingRefunds,
  bookings,
  cities,
  coupons,
  documentCounters,
  regularPlans,
  services,
  taxRates,
} from '../db/schema.ts';

export type DocumentKind = (typeof bookingDocuments.$inferSelect)['kind'];

/** The booking with what its documents print of its city, service, coupon and plan. */
export async function bookingToPrint(db: Database, bookingId: number) {
  const [row] = await db
    .select({
      booking: bookings,
      cityName: cities.name,
      provinceCode: cities.provinceCode,
      timeZone: cities.timeZone,
      serviceName: services.name,
      serviceSlug: services.slug,
      couponCode: coupons.code,
      // A regular cleaning's visit: its discount is the plan's percent (decision 148).
      planDiscountPercent: regularPlans.discountPercent,
    })
    .from(bookings)
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(coupons, eq(coupons.id, bookings.couponId))
    .leftJoin(regularPlans, eq(regularPlans.id, bookings.planId))
    .where(eq(bookings.id, bookingId));
  return row ?? null;
}

export function taxRatesOfProvince(db: Database, provinceCode: string) {
  return db
    .select({
      name: taxRates.name,
      ratePpm: taxRates.ratePpm,
      commercialOnly: taxRates.commercialOnly,
      effectiveFrom: taxRates.effectiveFrom,
      effectiveTo: taxRates.effectiveTo,
    })
    .from(taxRates)
    .where(eq(taxRates.provinceCode, provinceCode))
    .orderBy(asc(taxRates.id));
}

/**
 * The next number of a series in a year. The upsert takes the counter's row and keeps it until
 * the transaction ends: a second issuer waits, and a rollback gives the number back, so the
 * numbers have no gap.
 */
export async function takeNextNumber(tx: Database, kind: DocumentKind, year: number) {
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.year],
      set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentCounters.lastNumber });
  if (!row) throw new Error('the document counter answered no row');
  return row.lastNumber;
}

export type NewDocument = typeof bookingDocuments.$inferInsert;

export async function insertDocument(tx: Database, document: NewDocument) {
  const [row] = await tx.insert(bookingDocuments).values(document).returning();
  if (!row) throw new Error('document not written');
  return row;
}

const listed = {
  id: bookingDocuments.id,
  kind: bookingDocuments.kind,
  number: bookingDocuments.number,
  issuedAt: bookingDocuments.issuedAt,
  amountCents: bookingDocuments.amountCents,
  taxCents: bookingDocuments.taxCents,
  content: bookingDocuments.content,
};

export async function receiptOfBooking(db: Database, bookingId: number) {
  const [row] = await db
    .select(listed)
    .from(bookingDocuments)
    .where(and(eq(bookingDocuments.bookingId, bookingId), eq(bookingDocuments.kind, 'receipt')));
  return row ?? null;
}

export async function creditNoteOfRefund(db: Database, refundId: number) {
  const [row] = await db
    .select(listed)
    .from(bookingDocuments)
    .where(eq(bookingDocuments.refundId, refundId));
  return row ?? null;
}

/** A booking's receipt and credit notes in the order they were issued, without their bytes. */
export function documentsOfBooking(db: Database, bookingId: number) {
  return db
    .select(listed)
    .from(bookingDocuments)
    .where(eq(bookingDocuments.bookingId, bookingId))
    .orderBy(asc(bookingDocuments.id));
}

/** One document of a booking, with its PDF; none when the number is another booking's. */
export async function documentOfBooking(db: Database, bookingId: number, number: string) {
  const [row] = await db
    .select({
      number: bookingDocuments.number,
      kind: bookingDocuments.kind,
      pdf: bookingDocuments.pdf,
    })
    .from(bookingDocuments)
    .where(and(eq(bookingDocuments.bookingId, bookingId), eq(bookingDocuments.number, number)));
  return row ?? null;
}

export async function refundRow(db: Database, refundId: number) {
  const [row] = await db.select().from(bookingRefunds).where(eq(bookingRefunds.id, refundId));
  return row ?? null;
}

/** Whose booking it is: the customer's id, or null when there is no such booking. */
export async function ownerOfBooking(db: Database, bookingId: number) {
  const [row] = await db
    .select({ customerId: bookings.customerId })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row?.customerId ?? null;
}
