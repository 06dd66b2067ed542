import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/database.ts';
import { demoOperator } from '#server/db/seed/accounts.ts';
import { createOperator } from '#server/services/accounts/operators.ts';
import { systemClock } from '#server/services/clock.ts';
import { call, DEMO_PASSWORD, logIn } from './accounts.ts';

export const DEMO_OPERATOR_EMAIL = demoOperator.email;

let made = 0;

/**
 * A new operator made as `npm run admin -- create-operator` makes one, whose password is then
 * chosen through the printed link; logged in.
 */
export async function newOperator(app: FastifyInstance, db: Database, fullName = 'Test Operator') {
  made += 1;
  const email = `operator.${Date.now()}.${made}@example.ca`;
  const created = await createOperator(
    { db, clock: systemClock, publicUrl: 'http://localhost:3000' },
    email,
    fullName,
  );
  if (created.outcome !== 'created') throw new Error(`operator not created: ${created.outcome}`);
  const code = created.link.split('/reset-password/')[1] ?? '';
  const password = 'Operator-Console-2026';
  const reset = await call(app, '/api/auth/reset-password', {
    vUniqueCode: code,
    vPassword: password,
    vConfirmPassword: password,
  });
  if (reset.status !== 200) throw new Error(`password not set: ${reset.body.message}`);
  const session = await logIn(app, email, password);
  return { email, password, fullName, ...session };
}

/** The seeded demo operator, logged in. */
export function logInAsDemoOperator(app: FastifyInstance) {
  return logIn(app, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD);
}
