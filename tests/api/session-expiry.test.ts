import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, sessions, users } from '#server/db/schema.ts';
import { tokenHash } from '#server/domain/codes.ts';
import { call, DEMO_CUSTOMER_EMAIL, logIn, manualClock } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const LOGIN_REQUIRED = 'Please log in to continue.';
const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

// One app for the file; its clock stands still unless a test moves it.
const clock = manualClock();
let server: TestApp;
let customerCode: string;
beforeAll(async () => {
  server = await startTestApp({ clock });
  const [customer] = await server.database.db
    .select({ uniqueCode: customers.uniqueCode })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.userId))
    .where(eq(users.email, DEMO_CUSTOMER_EMAIL));
  customerCode = customer!.uniqueCode;
});
afterAll(async () => {
  await server.close();
});

function getProfile(cookie: string) {
  return call(server.app, '/api/customer/get_by_id', { vUniqueCode: customerCode }, { cookie });
}

async function storedSession(cookie: string) {
  const token = cookie.slice(cookie.indexOf('=') + 1);
  const [row] = await server.database.db
    .select({ lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.idHash, tokenHash(token)));
  return row;
}

/** The stored session as a call at the clock's time slides it: idle expiry 12 hours later. */
function slidNow() {
  return { lastSeenAt: clock(), expiresAt: new Date(clock().getTime() + 12 * HOUR_MS) };
}

describe('a session', () => {
  it('ends after 12 idle hours', async () => {
    const { cookie } = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    clock.advance(12 * HOUR_MS + MINUTE_MS);

    const answer = await getProfile(cookie);

    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, message: LOGIN_REQUIRED });
  });

  it('stays alive while it is used, its idle expiry sliding forward', async () => {
    const { cookie } = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    for (let hour = 0; hour < 3; hour += 1) {
      clock.advance(11 * HOUR_MS);
      expect((await getProfile(cookie)).status).toBe(200);
    }
    expect(await storedSession(cookie)).toEqual(slidNow());
  });

  it('writes nothing for calls less than a minute after the last one that slid it', async () => {
    const { cookie } = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    const before = await storedSession(cookie);

    clock.advance(59 * 1000);
    expect((await getProfile(cookie)).status).toBe(200);
    expect(await storedSession(cookie)).toEqual(before);

    clock.advance(1000);
    expect((await getProfile(cookie)).status).toBe(200);
    expect(await storedSession(cookie)).toEqual(slidNow());
  });

  it('ends 14 days after login even when used every few hours', async () => {
    const { cookie } = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    const loggedInAt = clock().getTime();
    while (clock().getTime() + 6 * HOUR_MS < loggedInAt + 14 * DAY_MS) {
      clock.advance(6 * HOUR_MS);
      expect((await getProfile(cookie)).status).toBe(200);
    }
    clock.advance(loggedInAt + 14 * DAY_MS - clock().getTime());

    expect((await getProfile(cookie)).status).toBe(401);
  });
});
