import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  bookingCancellationFees,
  bookings,
  bookingTips,
  cities,
  contractors,
  contractorTaxDetails,
  users,
} from '../db/schema.ts';

export type SealedRow = {
  keyId: string;
  iv: Buffer;
  ciphertext: Buffer;
  authTag: Buffer;
  updatedAt: Date;
};

/** Writes the cleaner's sealed record, replacing the one before (re-entered in full). */
export async function saveSealedTaxDetails(
  db: Database,
  contractorId: number,
  sealed: Omit<SealedRow, 'updatedAt'>,
  at: Date,
) {
  await db
    .insert(contractorTaxDetails)
    .values({ contractorId, ...sealed, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: contractorTaxDetails.contractorId,
      set: { ...sealed, updatedAt: at },
    });
}

export async function findSealedTaxDetails(
  db: Database,
  contractorId: number,
): Promise<SealedRow | undefined> {
  const [row] = await db
    .select({
      keyId: contractorTaxDetails.keyId,
      iv: contractorTaxDetails.iv,
      ciphertext: contractorTaxDetails.ciphertext,
      authTag: contractorTaxDetails.authTag,
      updatedAt: contractorTaxDetails.updatedAt,
    })
    .from(contractorTaxDetails)
    .where(eq(contractorTaxDetails.contractorId, contractorId));
  return row;
}

export async function contractorExists(db: Database, contractorId: number): Promise<boolean> {
  const rows = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  return rows.length > 0;
}

/** One payment to a cleaner: their pay for a completed job, a tip or a cancellation fee. */
export type SellerMoney = {
  contractorId: number;
  bookingId: number;
  kind: 'service' | 'tip' | 'cancellationFee';
  cents: number;
  at: Date;
};

/** Every payment to cleaners in [from, until): pay when the job completed, tips and fees when taken. */
export async function sellerMoneyBetween(
  db: Database,
  from: Date,
  until: Date,
): Promise<SellerMoney[]> {
  const [services, tips, fees] = await Promise.all([
    db
      .select({
        contractorId: bookings.contractorId,
        bookingId: bookings.id,
        cents: bookings.contractorPayCents,
        at: bookings.completedAt,
      })
      .from(bookings)
      .where(
        and(
          eq(bookings.status, 'completed'),
          isNotNull(bookings.contractorId),
          isNotNull(bookings.contractorPayCents),
          gte(bookings.completedAt, from),
          lt(bookings.completedAt, until),
        ),
      ),
    db
      .select({
        contractorId: bookingTips.contractorId,
        bookingId: bookingTips.bookingId,
        cents: bookingTips.amountCents,
        at: bookingTips.createdAt,
      })
      .from(bookingTips)
      .where(and(gte(bookingTips.createdAt, from), lt(bookingTips.createdAt, until))),
    db
      .select({
        contractorId: bookingCancellationFees.contractorId,
        bookingId: bookingCancellationFees.bookingId,
        cents: bookingCancellationFees.cleanerCents,
        at: bookingCancellationFees.createdAt,
      })
      .from(bookingCancellationFees)
      .where(
        and(
          gte(bookingCancellationFees.createdAt, from),
          lt(bookingCancellationFees.createdAt, until),
        ),
      ),
  ]);
  const rows = (kind: SellerMoney['kind'], list: typeof services): SellerMoney[] =>
    list.flatMap((row) =>
      row.contractorId === null || row.cents === null || row.at === null
        ? []
        : [
            {
              contractorId: row.contractorId,
              bookingId: row.bookingId,
              kind,
              cents: row.cents,
              at: row.at,
            },
          ],
    );
  return [...rows('service', services), ...rows('tip', tips), ...rows('cancellationFee', fees)];
}

/** What the profile says of the sellers, for those who gave no tax details (and the file's names). */
export async function sellerProfiles(db: Database, contractorIds: number[]) {
  if (contractorIds.length === 0) return [];
  return db
    .select({
      id: contractors.id,
      fullName: contractors.fullName,
      email: users.email,
      address: contractors.address,
      city: contractors.city,
      region: contractors.region,
      zipCode: contractors.zipCode,
      cityName: cities.name,
      provinceCode: cities.provinceCode,
    })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .innerJoin(cities, eq(cities.id, contractors.cityId))
    .where(inArray(contractors.id, contractorIds));
}

export async function sealedTaxDetailsOf(db: Database, contractorIds: number[]) {
  if (contractorIds.length === 0) return [];
  return db
    .select({
      contractorId: contractorTaxDetails.contractorId,
      keyId: contractorTaxDetails.keyId,
      iv: contractorTaxDetails.iv,
      ciphertext: contractorTaxDetails.ciphertext,
      authTag: contractorTaxDetails.authTag,
      updatedAt: contractorTaxDetails.updatedAt,
    })
    .from(contractorTaxDetails)
    .where(inArray(contractorTaxDetails.contractorId, contractorIds));
}
