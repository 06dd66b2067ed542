import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { cancellationPolicies, operators } from '../db/schema.ts';

/** Every version of the cancellation policy, newest (the one in force) first, with its publisher. */
export async function cancellationPolicyRows(db: Database) {
  return db
    .select({
      version: cancellationPolicies.version,
      rules: cancellationPolicies.rules,
      createdAt: cancellationPolicies.createdAt,
      publishedBy: operators.fullName,
    })
    .from(cancellationPolicies)
    .leftJoin(operators, eq(operators.id, cancellationPolicies.operatorId))
    .orderBy(desc(cancellationPolicies.version));
}

export type CancellationPolicyRow = Awaited<ReturnType<typeof cancellationPolicyRows>>[number];
