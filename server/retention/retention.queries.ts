import {
  and,
  asc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  notExists,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  bookingCancellationFees,
  bookings,
  contactMessages,
  contractors,
  customers,
  discardedUploads,
  operators,
  outbox,
  payoutItems,
  rateLimitEvents,
  retentionDeletions,
  sessions,
  users,
  webVitalSamples,
} from '../db/schema.ts';

/** Copies of e-mails sent before `before`. */
export async function deleteSentMailBefore(db: Database, before: Date) {
  const deleted = await db
    .delete(outbox)
    .where(and(eq(outbox.status, 'sent'), lt(outbox.sentAt, before)))
    .returning({ id: outbox.id });
  return deleted.length;
}

/** E-mails never sent (waiting or failed) written before `before`. */
export async function deleteUnsentMailBefore(db: Database, before: Date) {
  const deleted = await db
    .delete(outbox)
    .where(and(ne(outbox.status, 'sent'), lt(outbox.createdAt, before)))
    .returning({ id: outbox.id });
  return deleted.length;
}

export async function deleteVitalSamplesBefore(db: Database, before: Date) {
  const deleted = await db
    .delete(webVitalSamples)
    .where(lt(webVitalSamples.recordedAt, before))
    .returning({ id: webVitalSamples.id });
  return deleted.length;
}

/** Sessions that expired before `before`. */
export async function deleteSessionsExpiredBefore(db: Database, before: Date) {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, before))
    .returning({ idHash: sessions.idHash });
  return deleted.length;
}

/** The oldest discarded uploads discarded before `before`, at most `limit`. */
export function discardedUploadsBefore(db: Database, before: Date, limit: number) {
  return db
    .select({ id: discardedUploads.id, urlPath: discardedUploads.urlPath })
    .from(discardedUploads)
    .where(lt(discardedUploads.discardedAt, before))
    .orderBy(asc(discardedUploads.id))
    .limit(limit);
}

export async function deleteDiscardedUploads(db: Database, ids: number[]) {
  if (ids.length === 0) return 0;
  const deleted = await db
    .delete(discardedUploads)
    .where(inArray(discardedUploads.id, ids))
    .returning({ id: discardedUploads.id });
  return deleted.length;
}

/**
 * Declined applications past their period: rejected before `before`, and nothing kept by law
 * points at them (a rejected applicant never had a job, but a cleaner rejected later might).
 */
function declinedBefore(before: Date) {
  const heldBy = (table: typeof bookings | typeof bookingCancellationFees | typeof payoutItems) =>
    notExists(sql`(select 1 from ${table} where ${table.contractorId} = ${contractors.id})`);
  return and(
    eq(contractors.status, 'Rejected'),
    lt(contractors.rejectedAt, before),
    heldBy(bookings),
    heldBy(bookingCancellationFees),
    heldBy(payoutItems),
  );
}

/**
 * Deletes the declined applications rejected before `before` (decision 140), in one
 * transaction: their photos are handed to `discarded_uploads` (the job removes the files a day
 * later), the login of an applicant who is nobody's customer or operator goes (its profile with
 * it, by the foreign key), and the profile alone of one who is. Answers how many applications went.
 */
export async function deleteDeclinedApplications(db: Database, before: Date, now: Date) {
  return db.transaction(async (tx) => {
    const photos = await tx
      .select({ urlPath: contractors.imagePath })
      .from(contractors)
      .where(and(declinedBefore(before), isNotNull(contractors.imagePath)));
    if (photos.length > 0) {
      await tx
        .insert(discardedUploads)
        .values(photos.map((photo) => ({ urlPath: photo.urlPath ?? '', discardedAt: now })));
    }
    const otherProfile = or(
      sql`exists (select 1 from ${customers} where ${customers.userId} = ${users.id})`,
      sql`exists (select 1 from ${operators} where ${operators.userId} = ${users.id})`,
    );
    const logins = await tx
      .delete(users)
      .where(
        and(
          inArray(
            users.id,
            tx.select({ id: contractors.userId }).from(contractors).where(declinedBefore(before)),
          ),
          sql`not (${otherProfile})`,
        ),
      )
      .returning({ id: users.id });
    const profiles = await tx
      .delete(contractors)
      .where(declinedBefore(before))
      .returning({ id: contractors.id });
    return logins.length + profiles.length;
  });
}

/** One row per kind of what a run deleted (counts only). */
export async function recordDeletions(
  db: Database,
  ranAt: Date,
  counts: { kind: string; deleted: number }[],
) {
  if (counts.length === 0) return;
  await db.insert(retentionDeletions).values(counts.map((count) => ({ ranAt, ...count })));
}

export async function deleteContactMessagesBefore(db: Database, before: Date) {
  const deleted = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, before))
    .returning({ id: contactMessages.id });
  return deleted.length;
}

export async function deleteRateLimitEventsBefore(db: Database, before: Date) {
  const deleted = await db
    .delete(rateLimitEvents)
    .where(lt(rateLimitEvents.createdAt, before))
    .returning({ id: rateLimitEvents.id });
  return deleted.length;
}

/** The statuses of a booking that was never paid for: still a draft or a quote, or given up. */
const UNPAID_STATUSES = ['draft', 'quoted', 'cancelled'] as const;

/**
 * Leads (a login with `leadPasswordHash` never activated: nobody can sign in with it) that are
 * nobody's cleaner or operator, were made before `before`, and whose bookings were never paid for
 * and not touched since `before`. Deleting the login deletes its customer and those bookings
 * (the foreign keys cascade). Answers how many logins went.
 */
export async function deleteIdleLeads(db: Database, before: Date, leadPasswordHash: string) {
  const keptBooking = db
    .select({ one: sql`1` })
    .from(bookings)
    .innerJoin(customers, eq(customers.id, bookings.customerId))
    .where(
      and(
        eq(customers.userId, users.id),
        or(
          gte(bookings.updatedAt, before),
          gte(bookings.createdAt, before),
          ne(bookings.paymentStatus, 'none'),
          notInArray(bookings.status, [...UNPAID_STATUSES]),
        ),
      ),
    );
  const cleaner = db
    .select({ one: sql`1` })
    .from(contractors)
    .where(eq(contractors.userId, users.id));
  const operator = db
    .select({ one: sql`1` })
    .from(operators)
    .where(eq(operators.userId, users.id));
  const deleted = await db
    .delete(users)
    .where(
      and(
        eq(users.passwordHash, leadPasswordHash),
        isNull(users.activatedAt),
        lt(users.createdAt, before),
        notExists(keptBooking),
        notExists(cleaner),
        notExists(operator),
      ),
    )
    .returning({ id: users.id });
  return deleted.length;
}

/**
 * What the job recorded since `since`, one row per run and kind (at most a few runs a day, so the
 * report's 90 days stay small); the report names each run's day on head office's clock.
 */
export function deletionsSince(db: Database, since: Date) {
  return db
    .select({
      ranAt: retentionDeletions.ranAt,
      kind: retentionDeletions.kind,
      deleted: retentionDeletions.deleted,
    })
    .from(retentionDeletions)
    .where(gte(retentionDeletions.ranAt, since))
    .orderBy(asc(retentionDeletions.id));
}
