import { DEMO_PASSWORD } from '#server/db/seed/accounts.ts';
import type { Database } from '#server/db/database.ts';
import { operators, users } from '#server/db/schema.ts';
import { recordCode } from '#server/domain/codes.ts';
import { hashPassword } from '#server/domain/passwords.ts';
import { uiOperators } from './ui-operators.ts';

/** The console desks of tests/support/ui-operators.ts, seeded once in the global setup (Node). */
export async function seedUiOperators(db: Database) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const desk of Object.values(uiOperators)) {
    const [user] = await db
      .insert(users)
      .values({ email: desk.email, passwordHash, activatedAt: new Date() })
      .returning({ id: users.id });
    if (!user) throw new Error(`no login made for ${desk.email}`);
    await db.insert(operators).values({
      userId: user.id,
      uniqueCode: recordCode('opr'),
      fullName: desk.fullName,
      totpSecret: desk.secret,
      totpEnabledAt: new Date(),
    });
  }
}
