import { count, desc, eq, max } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { operators, sessions, users } from '../db/schema.ts';
import { isPerson } from '../db/shared-queries/operators.ts';

/**
 * One page of operators, newest first, each with the start of their newest session still kept:
 * sessions end at logout and expiry, so an older sign-in is not known. People only: the command
 * line's actors (decision 086) are named in the audit log, not here.
 */
export async function listOperators(db: Database, page: { limit: number; offset: number }) {
  const lastSession = db
    .select({ userId: sessions.userId, at: max(sessions.createdAt).as('last_sign_in') })
    .from(sessions)
    .groupBy(sessions.userId)
    .as('last_session');
  const rows = await db
    .select({
      id: operators.id,
      email: users.email,
      fullName: operators.fullName,
      createdAt: operators.createdAt,
      disabledAt: operators.disabledAt,
      lastSignInAt: lastSession.at,
    })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .leftJoin(lastSession, eq(lastSession.userId, operators.userId))
    .where(isPerson())
    .orderBy(desc(operators.createdAt), desc(operators.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(operators)
    .innerJoin(users, eq(users.id, operators.userId))
    .where(isPerson());
  return { rows, total: total?.n ?? 0 };
}
