import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECOND_FACTOR_NEEDED } from '#server/http/account.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  logIn,
  manualClock,
} from '../support/accounts.ts';
import { DEMO_OPERATOR_EMAIL, logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// An operator's session is shorter than a customer's (decision 078): 30 idle minutes, and 12
// hours after login however busy.

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const clock = manualClock();
let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ clock });
});
afterAll(() => server.close());

const consoleSession = (cookie: string) => call(server.app, '/api/admin/session', {}, { cookie });

describe("an operator's session", () => {
  it('ends after 30 idle minutes', async () => {
    const { cookie } = await logInAsDemoOperator(server.app);
    clock.advance(29 * MINUTE_MS);
    expect((await consoleSession(cookie)).status).toBe(200);
    clock.advance(31 * MINUTE_MS);
    const ended = await consoleSession(cookie);
    expect(ended.status).toBe(401);
    expect(ended.body.message).toBe('Please log in to continue.');
  });

  it('ends 12 hours after login even when used every few minutes', async () => {
    const { cookie } = await logInAsDemoOperator(server.app);
    for (let worked = 0; worked < 12 * 60 - 20; worked += 20) {
      clock.advance(20 * MINUTE_MS);
      expect((await consoleSession(cookie)).status, `after ${worked + 20} minutes`).toBe(200);
    }
    clock.advance(21 * MINUTE_MS);
    expect((await consoleSession(cookie)).status).toBe(401);
  });

  it('sets a cookie that lives 12 hours, where a customer’s lives 14 days', async () => {
    const operator = await call(server.app, '/api/auth/login', {
      vEmail: DEMO_OPERATOR_EMAIL,
      vPassword: DEMO_PASSWORD,
    });
    expect(operator.cookies.join(';')).toContain(`Max-Age=${12 * 60 * 60}`);
    const customer = await call(server.app, '/api/auth/login', {
      vEmail: DEMO_CUSTOMER_EMAIL,
      vPassword: DEMO_PASSWORD,
    });
    expect(customer.cookies.join(';')).toContain(`Max-Age=${14 * 24 * 60 * 60}`);
  });

  it('before its second factor, opens nothing that needs a session', async () => {
    const { cookie } = await logIn(server.app, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD);
    const answer = await call(server.app, '/api/notification/get_all_data', {}, { cookie });
    expect(answer.status).toBe(401);
    expect(answer.body.message).toBe(SECOND_FACTOR_NEEDED);
  });
});

describe("a customer's session", () => {
  it('still lasts 12 idle hours', async () => {
    const { cookie } = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    clock.advance(11 * HOUR_MS);
    const answer = await call(server.app, '/api/customer/get_all_data', {}, { cookie });
    expect(answer.status).toBe(200);
  });
});
