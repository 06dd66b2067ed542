import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { onlyRow } from '../db/shared-queries/rows.ts';
import { blogs, comments } from '../db/schema.ts';

export async function blogExists(db: Database, blogId: number) {
  // An unpublished post takes no comments, as if it were gone.
  const rows = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(and(eq(blogs.id, blogId), eq(blogs.published, true)));
  return rows.length > 0;
}

export async function insertComment(
  db: Database,
  values: { blogId: number; customerId: number; body: string },
) {
  const rows = await db.insert(comments).values(values).returning();
  return onlyRow(rows);
}
