import { and, asc, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../db/database.ts';
import {
  backgroundChecks,
  blogs,
  bookingCancellationFees,
  bookingDocuments,
  bookingRefunds,
  bookingTips,
  bookings,
  cities,
  comments,
  contractorDaysOff,
  contractorWeeklyHours,
  contractors,
  customerAddresses,
  customers,
  dataExports,
  emailConsents,
  notifications,
  outbox,
  payoutAccounts,
  payoutItems,
  regularPlans,
  reviews,
  services,
  sessions,
  users,
} from '../db/schema.ts';

/** A table of rows that each belong to one booking (refunds, fees, tips, documents). */
type PerBookingTable = PgTable & { id: AnyPgColumn; bookingId: AnyPgColumn };

export type DataExportRow = typeof dataExports.$inferSelect;

/** The person's requests, newest first, without their archives' bytes. */
export function exportsOf(db: Database, userId: number) {
  return db
    .select({
      id: dataExports.id,
      status: dataExports.status,
      requestedAt: dataExports.requestedAt,
      readyAt: dataExports.readyAt,
      expiresAt: dataExports.expiresAt,
      downloadedAt: dataExports.downloadedAt,
      byteSize: dataExports.byteSize,
    })
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id));
}

/**
 * Takes the person's row lock, so two requests of one person at once are counted one after the
 * other (the second sees the first's row and is refused).
 */
export async function lockPerson(tx: Database, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function insertExport(tx: Database, userId: number, now: Date) {
  const [row] = await tx
    .insert(dataExports)
    .values({ userId, status: 'building', requestedAt: now })
    .returning({ id: dataExports.id });
  if (!row) throw new Error('The data export was not written.');
  return row.id;
}

/** The next export to build, claimed so no other server's worker builds it too. */
export async function claimBuildingExport(tx: Database) {
  const [row] = await tx
    .select({
      id: dataExports.id,
      userId: dataExports.userId,
      requestedAt: dataExports.requestedAt,
    })
    .from(dataExports)
    .where(eq(dataExports.status, 'building'))
    .orderBy(asc(dataExports.id))
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function markReady(
  tx: Database,
  id: number,
  values: { archive: Buffer; tokenHash: string; readyAt: Date; expiresAt: Date },
) {
  await tx
    .update(dataExports)
    .set({
      status: 'ready',
      archive: values.archive,
      byteSize: values.archive.length,
      tokenHash: values.tokenHash,
      readyAt: values.readyAt,
      expiresAt: values.expiresAt,
    })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')));
}

export async function markFailed(db: Database, id: number) {
  await db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'building')));
}

/** Past-expiry archives: marked expired and their bytes deleted. Answers how many. */
export async function expireExports(db: Database, now: Date) {
  const expired = await db
    .update(dataExports)
    .set({ status: 'expired', archive: null })
    .where(and(eq(dataExports.status, 'ready'), lt(dataExports.expiresAt, now)))
    .returning({ id: dataExports.id });
  return expired.length;
}

/** A person's export by its link's token hash or its id, with its bytes. */
export async function findOwnExport(
  db: Database,
  userId: number,
  by: { tokenHash: string } | { id: number },
) {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(
      and(
        eq(dataExports.userId, userId),
        'tokenHash' in by ? eq(dataExports.tokenHash, by.tokenHash) : eq(dataExports.id, by.id),
      ),
    );
  return row ?? null;
}

export async function stampDownloaded(db: Database, id: number, now: Date) {
  await db.update(dataExports).set({ downloadedAt: now }).where(eq(dataExports.id, id));
}

/** Who an export is for: their e-mail, language and roles. */
export async function personOf(db: Database, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      locale: users.locale,
      createdAt: users.createdAt,
      activatedAt: users.activatedAt,
      customerId: customers.id,
      contractorId: contractors.id,
    })
    .from(users)
    .leftJoin(customers, eq(customers.userId, users.id))
    .leftJoin(contractors, eq(contractors.userId, users.id))
    .where(eq(users.id, userId));
  return row ?? null;
}

export type Person = NonNullable<Awaited<ReturnType<typeof personOf>>>;

/** Everything held about one account, read by its ids only (no other person's rows). */
export async function personRecords(db: Database, person: Person) {
  const { customerId, contractorId } = person;
  const customerBookings = customerId
    ? await db
        .select({
          id: bookings.id,
          bookingNo: bookings.bookingNo,
          status: bookings.status,
          service: services.name,
          city: cities.name,
          timeZone: cities.timeZone,
          localDate: bookings.localDate,
          fromMinutes: bookings.fromMinutes,
          untilMinutes: bookings.untilMinutes,
          address: bookings.address,
          unit: bookings.unit,
          postalCode: bookings.postalCode,
          accessEntryCode: bookings.accessEntryCode,
          accessParking: bookings.accessParking,
          accessPets: bookings.accessPets,
          accessOther: bookings.accessOther,
          contactName: bookings.fullName,
          contactEmail: bookings.email,
          contactMobile: bookings.mobile,
          bedrooms: bookings.bedrooms,
          bathrooms: bookings.bathrooms,
          estimatedMinutes: bookings.estimatedMinutes,
          cleanerName: contractors.fullName,
          subtotalCents: bookings.subtotalCents,
          discountCents: bookings.discountCents,
          planDiscountPercent: regularPlans.discountPercent,
          taxName: bookings.taxName,
          taxCents: bookings.taxCents,
          totalCents: bookings.totalCents,
          paymentStatus: bookings.paymentStatus,
          capturedAt: bookings.capturedAt,
          cancelledAt: bookings.cancelledAt,
          completedAt: bookings.completedAt,
          createdAt: bookings.createdAt,
        })
        .from(bookings)
        .innerJoin(services, eq(services.id, bookings.serviceId))
        .innerJoin(cities, eq(cities.id, bookings.cityId))
        .leftJoin(contractors, eq(contractors.id, bookings.contractorId))
        .leftJoin(regularPlans, eq(regularPlans.id, bookings.planId))
        .where(eq(bookings.customerId, customerId))
        .orderBy(desc(bookings.createdAt), desc(bookings.id))
    : [];
  const bookingIds = customerBookings.map((booking) => booking.id);

  // Each kind of money document of the person's bookings, in the order it was written.
  const ofEachBooking = async <F extends SelectedFields>(
    table: PerBookingTable,
    fields: F,
  ): Promise<SelectResultFields<F>[]> => {
    if (bookingIds.length === 0) return [];
    // drizzle types a select from a table passed as a parameter loosely; the fields decide the rows.
    const rows: unknown = await db
      .select(fields)
      .from(table)
      .where(inArray(table.bookingId, bookingIds))
      .orderBy(asc(table.id));
    return rows as SelectResultFields<F>[];
  };
  const [refunds, fees, tips, documents] = await Promise.all([
    ofEachBooking(bookingRefunds, {
      bookingId: bookingRefunds.bookingId,
      amountCents: bookingRefunds.amountCents,
      reason: bookingRefunds.reason,
      createdAt: bookingRefunds.createdAt,
    }),
    ofEachBooking(bookingCancellationFees, {
      bookingId: bookingCancellationFees.bookingId,
      amountCents: bookingCancellationFees.amountCents,
      taxName: bookingCancellationFees.taxName,
      taxCents: bookingCancellationFees.taxCents,
      createdAt: bookingCancellationFees.createdAt,
    }),
    ofEachBooking(bookingTips, {
      bookingId: bookingTips.bookingId,
      amountCents: bookingTips.amountCents,
      cardLast4: bookingTips.cardLast4,
      createdAt: bookingTips.createdAt,
    }),
    ofEachBooking(bookingDocuments, {
      bookingId: bookingDocuments.bookingId,
      number: bookingDocuments.number,
      kind: bookingDocuments.kind,
      issuedAt: bookingDocuments.issuedAt,
      amountCents: bookingDocuments.amountCents,
      taxCents: bookingDocuments.taxCents,
    }),
  ]);

  const customerProfile = customerId
    ? (
        await db
          .select({
            firstName: customers.firstName,
            lastName: customers.lastName,
            mobile: customers.mobile,
            address: customers.address,
            city: customers.city,
            postalCode: customers.zipCode,
            province: customers.region,
            country: customers.country,
            photo: customers.imagePath,
            createdAt: customers.createdAt,
          })
          .from(customers)
          .where(eq(customers.id, customerId))
      )[0]
    : undefined;
  const addresses = customerId
    ? await db
        .select({
          address: customerAddresses.address,
          city: customerAddresses.city,
          postalCode: customerAddresses.zipCode,
          province: customerAddresses.state,
          country: customerAddresses.country,
          accessEntryCode: customerAddresses.accessEntryCode,
          accessParking: customerAddresses.accessParking,
          accessPets: customerAddresses.accessPets,
          accessOther: customerAddresses.accessOther,
          createdAt: customerAddresses.createdAt,
        })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(asc(customerAddresses.id))
    : [];
  const reviewsWritten = customerId
    ? await db
        .select({
          bookingNo: bookings.bookingNo,
          rating: reviews.rating,
          body: reviews.body,
          hiddenAt: reviews.hiddenAt,
          createdAt: reviews.createdAt,
        })
        .from(reviews)
        .leftJoin(bookings, eq(bookings.id, reviews.bookingId))
        .where(eq(reviews.customerId, customerId))
        .orderBy(desc(reviews.createdAt))
    : [];
  const blogComments = customerId
    ? await db
        .select({
          blogTitle: blogs.title,
          body: comments.body,
          hiddenAt: comments.hiddenAt,
          createdAt: comments.createdAt,
        })
        .from(comments)
        .innerJoin(blogs, eq(blogs.id, comments.blogId))
        .where(eq(comments.customerId, customerId))
        .orderBy(desc(comments.createdAt))
    : [];

  const ownNotifications = await db
    .select({
      title: notifications.title,
      message: notifications.message,
      viewedAt: notifications.viewedAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      or(
        customerId ? eq(notifications.customerId, customerId) : sql`false`,
        contractorId ? eq(notifications.contractorId, contractorId) : sql`false`,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  const emails = await db
    .select({
      subject: outbox.subject,
      body: outbox.textBody,
      status: outbox.status,
      sentAt: outbox.sentAt,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.userId, person.id))
    .orderBy(desc(outbox.createdAt), desc(outbox.id));
  const consents = await db
    .select({
      topic: emailConsents.topic,
      grantedAt: emailConsents.grantedAt,
      grantedVia: emailConsents.grantedVia,
      grantedWording: emailConsents.grantedWording,
      withdrawnAt: emailConsents.withdrawnAt,
      withdrawnVia: emailConsents.withdrawnVia,
    })
    .from(emailConsents)
    .where(eq(emailConsents.userId, person.id))
    .orderBy(asc(emailConsents.grantedAt), asc(emailConsents.id));
  const ownSessions = await db
    .select({
      device: sessions.device,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.userId, person.id))
    .orderBy(desc(sessions.createdAt));
  const requests = await exportsOf(db, person.id);

  return {
    customerProfile,
    addresses,
    bookings: customerBookings,
    refunds,
    fees,
    tips,
    documents,
    reviewsWritten,
    comments: blogComments,
    notifications: ownNotifications,
    emails,
    consents,
    sessions: ownSessions,
    requests,
    cleaner: contractorId ? await cleanerRecords(db, contractorId) : null,
  };
}

export type PersonRecords = Awaited<ReturnType<typeof personRecords>>;

/** A cleaner's own rows: no customer's name, address or contact on them. */
async function cleanerRecords(db: Database, contractorId: number) {
  const [profile] = await db
    .select({
      fullName: contractors.fullName,
      mobile: contractors.mobile,
      address: contractors.address,
      city: contractors.city,
      postalCode: contractors.zipCode,
      province: contractors.region,
      country: contractors.country,
      photo: contractors.imagePath,
      status: contractors.status,
      backgroundCheckConsentAt: contractors.backgroundCheckConsentAt,
      approvedAt: contractors.approvedAt,
      rejectedAt: contractors.rejectedAt,
      rejectionReason: contractors.rejectionReason,
      pausedAt: contractors.pausedAt,
      pauseReason: contractors.pauseReason,
      createdAt: contractors.createdAt,
    })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  const workingHours = await db
    .select({
      weekday: contractorWeeklyHours.weekday,
      startsAt: contractorWeeklyHours.startsAt,
      endsAt: contractorWeeklyHours.endsAt,
    })
    .from(contractorWeeklyHours)
    .where(eq(contractorWeeklyHours.contractorId, contractorId))
    .orderBy(asc(contractorWeeklyHours.weekday), asc(contractorWeeklyHours.startsAt));
  const daysOff = await db
    .select({ firstDay: contractorDaysOff.firstDay, lastDay: contractorDaysOff.lastDay })
    .from(contractorDaysOff)
    .where(eq(contractorDaysOff.contractorId, contractorId))
    .orderBy(asc(contractorDaysOff.firstDay));
  const jobs = await db
    .select({
      bookingNo: bookings.bookingNo,
      status: bookings.status,
      service: services.name,
      city: cities.name,
      localDate: bookings.localDate,
      fromMinutes: bookings.fromMinutes,
      untilMinutes: bookings.untilMinutes,
      estimatedMinutes: bookings.estimatedMinutes,
      payCents: bookings.contractorPayCents,
      completedAt: bookings.completedAt,
    })
    .from(bookings)
    .innerJoin(services, eq(services.id, bookings.serviceId))
    .innerJoin(cities, eq(cities.id, bookings.cityId))
    .where(and(eq(bookings.contractorId, contractorId), isNotNull(bookings.contractorPayCents)))
    .orderBy(desc(bookings.startsAt), desc(bookings.id));
  const reviewsReceived = await db
    .select({ rating: reviews.rating, body: reviews.body, createdAt: reviews.createdAt })
    .from(reviews)
    .where(and(eq(reviews.contractorId, contractorId), sql`${reviews.hiddenAt} is null`))
    .orderBy(desc(reviews.createdAt));
  const tipsReceived = await db
    .select({
      bookingNo: bookings.bookingNo,
      amountCents: bookingTips.amountCents,
      createdAt: bookingTips.createdAt,
    })
    .from(bookingTips)
    .innerJoin(bookings, eq(bookings.id, bookingTips.bookingId))
    .where(eq(bookingTips.contractorId, contractorId))
    .orderBy(desc(bookingTips.createdAt));
  const [payoutAccount] = await db
    .select({
      bankLast4: payoutAccounts.bankLast4,
      payoutsEnabled: payoutAccounts.payoutsEnabled,
      createdAt: payoutAccounts.createdAt,
    })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.contractorId, contractorId));
  const payouts = await db
    .select({
      bookingNo: bookings.bookingNo,
      kind: payoutItems.kind,
      amountCents: payoutItems.amountCents,
      state: payoutItems.state,
      sentAt: payoutItems.sentAt,
      createdAt: payoutItems.createdAt,
    })
    .from(payoutItems)
    .leftJoin(bookings, eq(bookings.id, payoutItems.bookingId))
    .where(eq(payoutItems.contractorId, contractorId))
    .orderBy(desc(payoutItems.createdAt), desc(payoutItems.id));
  const checks = await db
    .select({
      provider: backgroundChecks.provider,
      checkedOn: backgroundChecks.checkedOn,
      result: backgroundChecks.result,
      expiresOn: backgroundChecks.expiresOn,
      createdAt: backgroundChecks.createdAt,
    })
    .from(backgroundChecks)
    .where(eq(backgroundChecks.contractorId, contractorId))
    .orderBy(desc(backgroundChecks.checkedOn));
  return {
    profile,
    workingHours,
    daysOff,
    jobs,
    reviewsReceived,
    tipsReceived,
    payoutAccount,
    payouts,
    checks,
  };
}

/** The person's newest request, for the once-a-day rule. */
export async function newestRequest(tx: Database, userId: number) {
  const [row] = await tx
    .select({ status: dataExports.status, requestedAt: dataExports.requestedAt })
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  return row ?? null;
}

/** Whether the person has one still being prepared (any age). */
export async function hasBuilding(tx: Database, userId: number) {
  const [row] = await tx
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(and(eq(dataExports.userId, userId), eq(dataExports.status, 'building')))
    .limit(1);
  return row !== undefined;
}
