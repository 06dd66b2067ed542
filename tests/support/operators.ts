import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/database.ts';
import { DEMO_OPERATOR_TOTP_SECRET, demoOperator } from '#server/db/seed/accounts.ts';
import { createOperator } from '#server/accounts/operators.ts';
import { systemClock } from '#server/platform/clock.ts';
import { call, DEMO_PASSWORD, logIn } from './accounts.ts';
import { freshCodeFor } from './second-factor.ts';

export const DEMO_OPERATOR_EMAIL = demoOperator.email;
export { DEMO_OPERATOR_TOTP_SECRET };

let made = 0;

/**
 * An operator's login through the real steps (decision 078): the password, then a fresh code of
 * their app, after which the session opens the console.
 */
export async function logInAsOperator(
  app: FastifyInstance,
  email: string,
  password: string,
  secret: string,
) {
  const session = await logIn(app, email, password);
  const code = await freshCodeFor(app, email, secret);
  const verified = await call(
    app,
    '/api/auth/second-factor/verify',
    { code },
    { cookie: session.cookie },
  );
  if (verified.status !== 200) throw new Error(`second factor refused: ${verified.body.message}`);
  return session;
}

/**
 * A new operator made as `npm run ops -- create-operator` makes one, whose password is then
 * chosen through the printed link and whose app is set up at the first login; logged in.
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
  const setup = await call<{ secret: string }>(
    app,
    '/api/auth/second-factor/setup',
    {},
    { cookie: session.cookie },
  );
  const secret = setup.body.data?.secret ?? '';
  const confirmed = await call<{ recoveryCodes: string[] }>(
    app,
    '/api/auth/second-factor/confirm',
    { code: await freshCodeFor(app, email, secret) },
    { cookie: session.cookie },
  );
  if (confirmed.status !== 200) throw new Error(`app not set up: ${confirmed.body.message}`);
  return {
    email,
    password,
    fullName,
    totpSecret: secret,
    recoveryCodes: confirmed.body.data?.recoveryCodes ?? [],
    ...session,
  };
}

/** The seeded demo operator, logged in with the password and a code of their app. */
export function logInAsDemoOperator(app: FastifyInstance) {
  return logInAsOperator(app, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD, DEMO_OPERATOR_TOTP_SECRET);
}

/** A fresh code of the demo operator's app, for a refund or a new operator (decision 078). */
export function demoOperatorCode(app: FastifyInstance) {
  return freshCodeFor(app, DEMO_OPERATOR_EMAIL, DEMO_OPERATOR_TOTP_SECRET);
}
