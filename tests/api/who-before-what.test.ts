import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_REQUIRED, OPERATORS_ONLY } from '#server/http/account.ts';
import { DEMO_CUSTOMER_EMAIL, logIn, randomIp } from '../support/accounts.ts';
import { contractOperations } from '../support/contract-fuzz.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Who is asking is settled before what they sent: a caller without the right session learns
// nothing of an operation's fields or rules from its refusals (an outside review found every
// /api/admin call answering a visitor's bad body with its field messages).

const secured = contractOperations().filter((operation) => operation.needsSession);
const forOperators = secured.filter((operation) => operation.path.startsWith('/api/admin/'));

/** A body no operation takes: an unknown field, and for multipart a form cut short. */
function badBody(multipart: boolean) {
  if (!multipart) {
    return { headers: { 'content-type': 'application/json' }, payload: '{"vIsAdmin":true}' };
  }
  return {
    headers: { 'content-type': 'multipart/form-data; boundary=cut' },
    payload: '--cut\r\nContent-Disposition: form-data; name="vFirstName"\r\n\r\nAl',
  };
}

let server: TestApp;
let customerCookie = '';
beforeAll(async () => {
  server = await startTestApp({ rateLimitFactor: 1000 });
  customerCookie = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
});
afterAll(() => server.close());

async function send(path: string, multipart: boolean, cookie?: string) {
  const answer = await server.app.inject({
    method: 'POST',
    url: path,
    remoteAddress: randomIp(),
    ...badBody(multipart),
    headers: { ...badBody(multipart).headers, ...(cookie ? { cookie } : {}) },
  });
  return `${path} ${answer.statusCode} ${(answer.json() as { message: string }).message}`;
}

describe('an operation that needs a session, sent a bad body', () => {
  it('has operations of both kinds to try', () => {
    expect(secured.length).toBeGreaterThan(40);
    expect(secured.some((operation) => operation.multipart)).toBe(true);
    expect(forOperators.length).toBeGreaterThan(20);
  });

  it(`answers a visitor 401 "${LOGIN_REQUIRED}", whatever the body`, async () => {
    const answers = [];
    for (const { path, multipart } of secured) answers.push(await send(path, multipart));
    expect(answers).toEqual(secured.map(({ path }) => `${path} 401 ${LOGIN_REQUIRED}`));
  });

  it(`answers a customer 403 "${OPERATORS_ONLY}" on the console's calls, whatever the body`, async () => {
    const answers = [];
    for (const { path, multipart } of forOperators) {
      answers.push(await send(path, multipart, customerCookie));
    }
    expect(answers).toEqual(forOperators.map(({ path }) => `${path} 403 ${OPERATORS_ONLY}`));
  });
});
