import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { cities, contractors, experienceOptions, users } from '../db/schema.ts';

export type ApplicationStatus = 'Pending' | 'Approved' | 'Rejected';

export type ApplicationFilters = {
  status: ApplicationStatus;
  cityId?: number | undefined;
  search?: string | undefined;
};

const columns = {
  contractorId: contractors.id,
  fullName: contractors.fullName,
  email: users.email,
  mobile: contractors.mobile,
  city: cities.name,
  experience: experienceOptions.label,
  photoPath: contractors.imagePath,
  backgroundCheckConsentAt: contractors.backgroundCheckConsentAt,
  appliedAt: contractors.createdAt,
  status: contractors.status,
  rejectionReason: contractors.rejectionReason,
};

/** `%` and `_` typed in a search are letters, not wildcards. */
const literal = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function matching(filters: ApplicationFilters): SQL | undefined {
  const search = filters.search ? `%${literal(filters.search)}%` : undefined;
  return and(
    eq(contractors.status, filters.status),
    filters.cityId === undefined ? undefined : eq(contractors.cityId, filters.cityId),
    search === undefined
      ? undefined
      : or(ilike(contractors.fullName, search), ilike(users.email, search)),
  );
}

/** One page of applications, oldest first (the longest waiting on top), and how many match. */
export async function listApplications(
  db: Database,
  filters: ApplicationFilters,
  page: { limit: number; offset: number },
) {
  const where = matching(filters);
  const rows = await db
    .select(columns)
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .innerJoin(cities, eq(cities.id, contractors.cityId))
    .innerJoin(experienceOptions, eq(experienceOptions.id, contractors.experienceId))
    .where(where)
    .orderBy(asc(contractors.createdAt), asc(contractors.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The application, its row held until the transaction ends so two decisions cannot cross. */
export async function findApplicationForDecision(db: Database, contractorId: number) {
  const rows = await db
    .select({
      id: contractors.id,
      fullName: contractors.fullName,
      email: users.email,
      status: contractors.status,
      rejectionReason: contractors.rejectionReason,
    })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .where(eq(contractors.id, contractorId))
    .for('update', { of: contractors });
  return rows[0] ?? null;
}

export async function setApplicationDecision(
  db: Database,
  contractorId: number,
  decision: { status: 'Approved'; at: Date } | { status: 'Rejected'; reason: string; at: Date },
) {
  await db
    .update(contractors)
    .set(
      decision.status === 'Approved'
        ? { status: 'Approved', approvedAt: decision.at, rejectionReason: null, rejectedAt: null }
        : // Declined applications are deleted a set period after this (decision 140).
          { status: 'Rejected', rejectionReason: decision.reason, rejectedAt: decision.at },
    )
    .where(eq(contractors.id, contractorId));
}
