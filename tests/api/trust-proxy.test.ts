import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { call, DEMO_PASSWORD, demoContractorEmail } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Behind a load balancer every request comes from its address; with TRUST_PROXY the limits
// count each visitor by the address the balancer forwards.
const BALANCER = '10.0.0.2';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ trustProxy: ['10.0.0.0/8'] });
});
afterAll(() => server.close());

function logInFrom(client: string, password: string) {
  return call(
    server.app,
    '/api/auth/login',
    { vEmail: demoContractorEmail('Ottawa'), vPassword: password },
    { ip: BALANCER, headers: { 'x-forwarded-for': client } },
  );
}

describe('TRUST_PROXY', () => {
  it("counts a visitor's wrong passwords against the forwarded address, not the balancer's", async () => {
    const answers = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      answers.push((await logInFrom('203.0.113.10', `guess-${attempt}`)).status);
    }
    expect(answers.at(-1)).toBe(429);

    const neighbour = await logInFrom('203.0.113.11', DEMO_PASSWORD);
    expect(neighbour.status).toBe(200);
  });

  it('takes a hop count: the address the nearest proxy forwards is the client', async () => {
    const app = await buildApp({ db: server.database.db, trustProxy: 1 });
    try {
      const withoutTrust = await buildApp({ db: server.database.db });
      try {
        expect(await clientAddress(app)).toBe('203.0.113.20');
        expect(await clientAddress(withoutTrust)).toBe(BALANCER);
      } finally {
        await withoutTrust.close();
      }
    } finally {
      await app.close();
    }
  });
});

/** The address the app takes for the client when the balancer forwards two hops. */
async function clientAddress(app: Awaited<ReturnType<typeof buildApp>>) {
  let seen = '';
  app.addHook('onRequest', async (request) => {
    seen = request.ip;
  });
  await app.inject({
    method: 'GET',
    url: '/api/nothing-here',
    remoteAddress: BALANCER,
    headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.20' },
  });
  return seen;
}
