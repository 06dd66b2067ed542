import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerAddresses, sessions, users } from '#server/db/schema.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  DEMO_PASSWORD,
  latestMail,
  newActiveCustomer,
  randomIp,
} from '../support/accounts.ts';
import { EARLY_CALLS_SCRIPT_SOURCE } from '../../server/http/early-calls-script.ts';
import { HOLD_EARLY_CLICKS_SCRIPT_SOURCE } from '../../server/http/hold-early-clicks-script.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const FOREIGN = 'Requests from other sites are not allowed.';
const WRONG_TYPE = 'Send the request as application/json or multipart/form-data.';
const NOT_FOUND = { code: 404, message: 'Not found.' };

const address = {
  tAddress: '10150 Jasper Ave NW',
  vCity: 'Edmonton',
  vZipCode: 'T5J 1W4',
  vState: 'Alberta',
  vCountry: 'Canada',
};

let server: TestApp;
/** A built web app of one page, for the answers that are pages rather than JSON. */
let webRoot: string;
beforeAll(async () => {
  server = await startTestApp();
  webRoot = mkdtempSync(path.join(tmpdir(), 'mapleshine-web-'));
  writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

type Injected = Awaited<ReturnType<TestApp['app']['inject']>>;

/** Stack frames or source paths in an answer would leak the server's internals. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(
    /\bat \S+ \(|\bat (?:file:|\/)|file:\/\/|node_modules|\/work\/|\.ts:\d+/,
  );
}

/** The answer is exactly the `{ code, message }` envelope, with nothing of the server's inside. */
function expectEnvelope(response: Injected, status: number, message?: string) {
  expectNoInternals(response.body);
  expect(response.statusCode).toBe(status);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'message']);
  expect(body.code).toBe(status);
  if (message !== undefined) expect(body.message).toBe(message);
}

let registrations = 0;
function registration(tag = 'visitor') {
  registrations += 1;
  return {
    vFirstName: 'Chloé',
    vLastName: 'Martin',
    vEmail: `${tag}.${Date.now()}.${registrations}@example.ca`,
    vMobile: '6135550110',
    vPassword: 'Lake-Louise-Sunrise-42',
  };
}

async function userExists(email: string) {
  const rows = await server.database.db.select().from(users).where(eq(users.email, email));
  return rows.length > 0;
}

async function addressCountOf(customerId: number) {
  const rows = await server.database.db
    .select({ n: count() })
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId));
  return rows[0]?.n ?? 0;
}

async function sessionCountOf(email: string) {
  const rows = await server.database.db
    .select({ n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));
  return rows[0]?.n ?? 0;
}

function postRaw(url: string, payload: string, headers: Record<string, string>) {
  return server.app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });
}

describe('a request from another site', () => {
  it('is refused with 403 when its Origin is https://evil.example, and registers nobody', async () => {
    const person = registration();
    const { status, body } = await call(server.app, '/api/auth/register', person, {
      headers: { origin: 'https://evil.example' },
    });

    expectNoInternals(JSON.stringify(body));
    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, message: FOREIGN });
    expect(await userExists(person.vEmail)).toBe(false);
    expect(await latestMail(server.database.db, person.vEmail)).toBeUndefined();
  });

  it("is refused with 403 even with a customer's valid session cookie, and adds no address", async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const customerId = customer.data.iCustomerId!;

    const { status, body } = await call(server.app, '/api/customerAddress/Add', address, {
      cookie: customer.cookie,
      headers: { origin: 'https://evil.example' },
    });

    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, message: FOREIGN });
    expect(await addressCountOf(customerId)).toBe(0);
  });

  it('is refused with 403 when the browser marks it Sec-Fetch-Site: cross-site', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const customerId = customer.data.iCustomerId!;

    const { status, body } = await call(server.app, '/api/customerAddress/Add', address, {
      cookie: customer.cookie,
      headers: { 'sec-fetch-site': 'cross-site' },
    });

    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, message: FOREIGN });
    expect(await addressCountOf(customerId)).toBe(0);
  });

  it.each(['null', 'http://localhost:3000.evil.example', 'https://localhost:3000'])(
    'is refused with 403 when its Origin is %s',
    async (origin) => {
      const person = registration();
      const { status, body } = await call(server.app, '/api/auth/register', person, {
        headers: { origin },
      });

      expect(status).toBe(403);
      expect(body).toEqual({ code: 403, message: FOREIGN });
      expect(await userExists(person.vEmail)).toBe(false);
    },
  );
});

describe('a request from our own site', () => {
  it("passes when its Origin is PUBLIC_URL's (http://localhost:3000 by default)", async () => {
    const person = registration();
    const { status } = await call(server.app, '/api/auth/register', person, {
      headers: { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' },
    });

    expect(status).toBe(200);
    expect(await userExists(person.vEmail)).toBe(true);
  });

  it('passes when its Origin is the host it was sent to', async () => {
    const person = registration();
    const { status } = await call(server.app, '/api/auth/register', person, {
      headers: { host: 'mapleshine.example', origin: 'https://mapleshine.example' },
    });

    expect(status).toBe(200);
    expect(await userExists(person.vEmail)).toBe(true);
  });

  it('passes without an Origin header (curl, server to server)', async () => {
    const person = registration();
    const { status } = await call(server.app, '/api/auth/register', person);

    expect(status).toBe(200);
    expect(await userExists(person.vEmail)).toBe(true);
  });

  it("adds an address for a signed-in customer when the Origin is PUBLIC_URL's", async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const { status } = await call(server.app, '/api/customerAddress/Add', address, {
      cookie: customer.cookie,
      headers: { origin: 'http://localhost:3000' },
    });

    expect(status).toBe(201);
    expect(await addressCountOf(customer.data.iCustomerId!)).toBe(1);
  });
});

describe('a body a plain HTML form could send', () => {
  const contentTypes = [
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/x-www-form-urlencoded',
  ] as const;

  function encode(contentType: string, fields: Record<string, string>) {
    return contentType.startsWith('text/plain')
      ? JSON.stringify(fields)
      : new URLSearchParams(fields).toString();
  }

  it.each(contentTypes)(
    'as %s is refused with 415 by register, which creates no user',
    async (type) => {
      const person = registration();
      const response = await postRaw('/api/auth/register', encode(type, person), {
        'content-type': type,
      });

      expectEnvelope(response, 415, WRONG_TYPE);
      expect(await userExists(person.vEmail)).toBe(false);
    },
  );

  it.each(contentTypes)(
    'as %s is refused with 415 by login, which starts no session',
    async (type) => {
      const before = await sessionCountOf(DEMO_CUSTOMER_EMAIL);
      const response = await postRaw(
        '/api/auth/login',
        encode(type, { vEmail: DEMO_CUSTOMER_EMAIL, vPassword: DEMO_PASSWORD }),
        { 'content-type': type },
      );

      expectEnvelope(response, 415, WRONG_TYPE);
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(await sessionCountOf(DEMO_CUSTOMER_EMAIL)).toBe(before);
    },
  );

  it.each(contentTypes)(
    "as %s is refused with 415 by address Add, even with a customer's session",
    async (type) => {
      const customer = await newActiveCustomer(server.app, server.database.db);
      const response = await postRaw('/api/customerAddress/Add', encode(type, address), {
        'content-type': type,
        cookie: customer.cookie,
      });

      expectEnvelope(response, 415, WRONG_TYPE);
      expect(await addressCountOf(customer.data.iCustomerId!)).toBe(0);
    },
  );
});

describe('a multipart form sent to an operation that takes JSON', () => {
  it('is refused with 415 by login, which starts no session', async () => {
    const before = await sessionCountOf(DEMO_CUSTOMER_EMAIL);
    const boundary = 'mapleshine-boundary';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="vEmail"\r\n\r\n${DEMO_CUSTOMER_EMAIL}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="vPassword"\r\n\r\n${DEMO_PASSWORD}\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const response = await postRaw('/api/auth/login', body, {
      'content-type': `multipart/form-data; boundary=${boundary}`,
    });

    expectEnvelope(response, 415, 'Send this request as application/json.');
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(await sessionCountOf(DEMO_CUSTOMER_EMAIL)).toBe(before);
  });
});

describe('the Content-Security-Policy and third parties', () => {
  it("lets nothing in a JSON answer load or run, whatever the web app's policy allows", async () => {
    const configured = await startTestApp({
      thirdParties: { chatWidgetUrl: 'https://chat.example/widget.js', stripeInBrowser: true },
    });
    try {
      const response = await configured.app.inject({
        method: 'POST',
        url: '/api/city/get_all_data',
      });
      expect(response.headers['content-security-policy']).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    } finally {
      await configured.close();
    }
  });

  it("allows scripts from our own origin only, and the console's first-calls and the rendered pages' early-press scripts by their hashes, when no outside service is configured", async () => {
    const pages = await startTestApp({ webRoot });
    try {
      const response = await pages.app.inject({ method: 'GET', url: '/book-now' });
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain(
        `script-src 'self' ${EARLY_CALLS_SCRIPT_SOURCE} ${HOLD_EARLY_CLICKS_SCRIPT_SOURCE};`,
      );
      expect(policy).toContain("frame-src 'none'");
      expect(policy).toContain("frame-ancestors 'none'");
    } finally {
      await pages.close();
    }
  });

  it("allows the chat widget's and Stripe's origins on a page when the web app was built with them", async () => {
    const configured = await startTestApp({
      webRoot,
      thirdParties: { chatWidgetUrl: 'https://chat.example/widget.js', stripeInBrowser: true },
    });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/book-now' });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain(
        `script-src 'self' ${EARLY_CALLS_SCRIPT_SOURCE} ${HOLD_EARLY_CLICKS_SCRIPT_SOURCE} https://chat.example https://js.stripe.com;`,
      );
      expect(policy).toContain('https://api.stripe.com');
      expect(policy).toContain(
        'frame-src https://chat.example https://js.stripe.com https://hooks.stripe.com',
      );
    } finally {
      await configured.close();
    }
  });

  it("allows Google's reCAPTCHA script and frame origins on a page when the web app was built with its site key", async () => {
    const configured = await startTestApp({ webRoot, thirdParties: { recaptcha: true } });
    try {
      const response = await configured.app.inject({ method: 'GET', url: '/contact-us' });
      const policy = String(response.headers['content-security-policy']);
      expect(policy).toContain(
        `script-src 'self' ${EARLY_CALLS_SCRIPT_SOURCE} ${HOLD_EARLY_CLICKS_SCRIPT_SOURCE} https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;`,
      );
      expect(policy).toContain(
        'frame-src https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
      );
    } finally {
      await configured.close();
    }
  });
});

describe('security headers', () => {
  const answers: [string, () => Promise<Injected>][] = [
    ['a 200 answer', () => postRaw('/api/city/get_all_data', '{}', jsonType())],
    ['a 400 answer', () => postRaw('/api/label/get_all_data', '{}', jsonType())],
    ['a 401 answer', () => postRaw('/api/customerAddress/get_all_data', '{}', jsonType())],
    [
      'a 403 answer to another site',
      () =>
        postRaw('/api/city/get_all_data', '{}', { ...jsonType(), origin: 'https://evil.example' }),
    ],
    ['a 404 answer', () => postRaw('/api/nothing/here', '{}', jsonType())],
    [
      'a 415 answer',
      () => postRaw('/api/city/get_all_data', '{}', { 'content-type': 'text/plain' }),
    ],
  ];

  function jsonType() {
    return { 'content-type': 'application/json' };
  }

  it.each(answers)(
    '%s carries nosniff and frame-ancestors none, and no HSTS over http',
    async (_kind, send) => {
      const response = await send();

      expectNoInternals(response.body);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(String(response.headers['content-security-policy'])).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers['strict-transport-security']).toBeUndefined();
    },
  );

  it('gives a JSON answer the API set, without the headers that only steer documents', async () => {
    const response = await postRaw('/api/city/get_all_data', '{}', jsonType());

    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(response.headers['x-dns-prefetch-control']).toBeUndefined();
  });

  it("gives a page the web app's full set", async () => {
    const pages = await startTestApp({ webRoot });
    try {
      const response = await pages.app.inject({ method: 'GET', url: '/' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(String(response.headers['content-security-policy'])).toContain(
        "frame-ancestors 'none'",
      );
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    } finally {
      await pages.close();
    }
  });

  it('adds Strict-Transport-Security to answers and pages when PUBLIC_URL is https', async () => {
    const secure = await startTestApp({ publicUrl: 'https://mapleshine.example', webRoot });
    try {
      const answer = await secure.app.inject({
        method: 'POST',
        url: '/api/city/get_all_data',
        payload: {},
      });
      const page = await secure.app.inject({ method: 'GET', url: '/' });
      for (const response of [answer, page]) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['strict-transport-security']).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await secure.close();
    }
  });
});

describe('/dev/outbox', () => {
  it('answers 404 in the JSON envelope when development tools are off (the default)', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/dev/outbox' });

    expectEnvelope(response, 404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  describe('with development tools on', () => {
    let dev: TestApp;
    beforeAll(async () => {
      dev = await startTestApp({ devTools: true });
    });
    afterAll(() => dev.close());

    it('lists a sent mail as HTML, with its activation link clickable', async () => {
      const person = registration('outbox');
      const registered = await call(dev.app, '/api/auth/register', person);
      expect(registered.status).toBe(200);
      const mail = await latestMail(dev.database.db, person.vEmail);
      const link = mail?.textBody.match(/http:\/\/localhost:3000\/account-activation\/[\w-]+/)?.[0];
      expect(link).toBeDefined();

      const response = await dev.app.inject({ method: 'GET', url: '/dev/outbox' });

      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<h2>Activate your MapleShine account</h2>');
      expect(response.body).toContain(person.vEmail);
      expect(response.body).toContain(`<a href="${link}">${link}</a>`);
      expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
    });

    it('escapes the text of a mail, so a visitor cannot put markup on the page', async () => {
      // Names refuse markup now (decision 033); a contact message is free text and is mailed.
      const sent = await call(dev.app, '/api/contact_us/create', {
        vName: 'Priya Natarajan',
        vEmail: 'markup@example.ca',
        vMobile: '6135550110',
        tMessage: '<img src=x onerror=alert(1)>',
      });
      expect(sent.status).toBe(200);

      const response = await dev.app.inject({ method: 'GET', url: '/dev/outbox' });

      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('&#60;img src=x onerror=alert(1)&#62;');
      expect(response.body).not.toContain('<img');
    });
  });
});

describe('answers that must not say more than the envelope', () => {
  it('answers an unknown operation with the 404 envelope', async () => {
    const response = await postRaw('/api/customerAddress/nothing', '{}', {
      'content-type': 'application/json',
    });

    expectEnvelope(response, 404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('answers a GET to an API path with the 404 envelope', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/customerAddress/get_all_data',
    });

    expectEnvelope(response, 404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  it('answers a GET to an unknown path with the 404 envelope', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/server/app.ts' });

    expectEnvelope(response, 404);
    expect(response.json()).toEqual(NOT_FOUND);
  });

  const json = { 'content-type': 'application/json' };
  const login = '/api/auth/login';
  const broken: [string, () => Promise<Injected>, number][] = [
    ['malformed JSON', () => postRaw(login, '{"vEmail":', json), 400],
    ['a JSON array instead of an object', () => postRaw(login, '[1,2,3]', json), 400],
    ['a JSON string instead of an object', () => postRaw(login, '"hello"', json), 400],
    ['a number where text belongs', () => postRaw(login, '{"vEmail":1,"vPassword":2}', json), 400],
    [
      'a __proto__ field',
      () =>
        postRaw(
          login,
          '{"__proto__":{"polluted":true},"vEmail":"a@example.ca","vPassword":"secret"}',
          json,
        ),
      400,
    ],
    [
      'deeply nested JSON',
      () => postRaw(login, `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`, json),
      400,
    ],
    [
      'a body over 1 MB',
      () => postRaw(login, JSON.stringify({ x: 'x'.repeat(1_100_000) }), json),
      413,
    ],
    [
      'an unknown content type',
      () => postRaw(login, '<a/>', { 'content-type': 'application/xml' }),
      415,
    ],
    [
      'a file in a multipart field that takes none',
      () => {
        const boundary = '----mapleshine-wrong-field';
        const payload =
          `--${boundary}\r\nContent-Disposition: form-data; name="vFullName"; filename="a.txt"\r\n` +
          `Content-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
        return postRaw('/api/contractor/create', payload, {
          'content-type': `multipart/form-data; boundary=${boundary}`,
        });
      },
      400,
    ],
  ];

  it.each(broken)('answers %s with the envelope and no internals', async (_case, send, status) => {
    const response = await send();

    expectEnvelope(response, status);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
