import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_CUSTOMER_EMAIL, randomIp } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Whether an address has an account must not show in how long the answer takes (issue 38): an
 * account's answer costs a few writes more, so every answer waits out the same floor. Only its
 * lower bound is asserted, which holds on any machine however loaded.
 */

const FLOOR_MS = 300;
let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ evenAnswerMs: FLOOR_MS });
});
afterAll(async () => {
  await server.close();
});

async function timed(url: string, body: object) {
  const started = performance.now();
  const answer = await call(server.app, url, body, { ip: randomIp() });
  return { status: answer.status, message: answer.body.message, ms: performance.now() - started };
}

describe('answers that must not tell whether an address has an account', () => {
  it('forgot-password takes the floor for an unknown address as for a known one', async () => {
    const unknown = await timed('/api/auth/forgot-password', {
      vEmail: `nobody.${Date.now()}@example.ca`,
    });
    const known = await timed('/api/auth/forgot-password', { vEmail: DEMO_CUSTOMER_EMAIL });
    expect(unknown.message).toBe(known.message);
    expect(unknown.ms).toBeGreaterThanOrEqual(FLOOR_MS - 1);
    expect(known.ms).toBeGreaterThanOrEqual(FLOOR_MS - 1);
  });

  it('register takes the floor for a new address as for one with an account', async () => {
    const person = {
      vFirstName: 'Even',
      vLastName: 'Answer',
      vMobile: '7805550123',
      vPassword: 'Even-Answer-Password-26',
    };
    const fresh = await timed('/api/auth/register', {
      ...person,
      vEmail: `even.${Date.now()}@example.ca`,
    });
    const taken = await timed('/api/auth/register', { ...person, vEmail: DEMO_CUSTOMER_EMAIL });
    expect([fresh.status, taken.status]).toEqual([200, 200]);
    expect(fresh.message).toBe(taken.message);
    expect(fresh.ms).toBeGreaterThanOrEqual(FLOOR_MS - 1);
    expect(taken.ms).toBeGreaterThanOrEqual(FLOOR_MS - 1);
  });
});
