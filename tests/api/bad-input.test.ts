import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, contractors, customers, users } from '#server/db/schema.ts';
import { demoContractorEmail, logIn, newActiveCustomer, randomIp } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let server: TestApp;
/** The three sessions a caller can have: none, a customer's, a contractor's. */
let callers: Record<string, string>[];
beforeAll(async () => {
  server = await startTestApp();
  const customer = await newActiveCustomer(server.app, server.database.db);
  const contractor = await logIn(server.app, demoContractorEmail('Calgary'));
  callers = [{}, { cookie: customer.cookie }, { cookie: contractor.cookie }];
});
afterAll(async () => {
  await server.close();
});

const FORM_UNREADABLE = 'The form could not be read.';
const MULTIPART_ONLY = 'Send this request as multipart/form-data.';
const MULTIPART_OPERATIONS = [
  '/api/customer/update',
  '/api/contractor/update',
  '/api/contractor/create',
] as const;

function post(url: string, payload: string | Buffer, headers: Record<string, string>) {
  return server.app.inject({ method: 'POST', url, payload, headers, remoteAddress: randomIp() });
}

describe('a malformed multipart form', () => {
  const malformed: [string, string, string][] = [
    ['without a boundary', 'multipart/form-data', 'garbage'],
    ['whose boundary never appears', 'multipart/form-data; boundary=zz', 'garbage'],
    [
      'whose last part is cut off',
      'multipart/form-data; boundary=zz',
      '--zz\r\nContent-Disposition: form-data; name="vFullName"\r\n\r\nJordan',
    ],
    [
      'whose photo is cut off',
      'multipart/form-data; boundary=zz',
      '--zz\r\nContent-Disposition: form-data; name="vImage"; filename="me.png"\r\n' +
        'Content-Type: image/png\r\n\r\n\x89PNG',
    ],
  ];

  for (const url of MULTIPART_OPERATIONS) {
    // A profile update needs a session, checked before the form is read (security-first.ts):
    // a visitor is told to log in; the application is open to everyone.
    const forVisitor =
      url === '/api/contractor/create'
        ? { code: 400, message: FORM_UNREADABLE }
        : { code: 401, message: 'Please log in to continue.' };
    it.each(malformed)(
      `is answered 400 by ${url} when sent %s by anyone signed in, and refused to a visitor`,
      async (_, type, body) => {
        const [visitor = {}, ...signedIn] = callers;
        const refused = await post(url, body, { ...visitor, 'content-type': type });
        expect([refused.statusCode, refused.json()]).toEqual([forVisitor.code, forVisitor]);
        for (const headers of signedIn) {
          const response = await post(url, body, { ...headers, 'content-type': type });
          expect(response.json()).toEqual({ code: 400, message: FORM_UNREADABLE });
          expect(response.statusCode).toBe(400);
        }
      },
    );
  }
});

describe('a JSON body sent to an operation that takes multipart', () => {
  it.each(MULTIPART_OPERATIONS)('is refused with 415 by %s, whoever asks', async (url) => {
    for (const headers of callers) {
      for (const body of ['{}', '{"vFullName":42,"vFirstName":7,"vMobile":7805550199}']) {
        const response = await post(url, body, { ...headers, 'content-type': 'application/json' });
        expect(response.json()).toEqual({ code: 415, message: MULTIPART_ONLY });
      }
    }
  });

  it('is refused with 415 by customer/update for the owner, and changes nothing', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const id = customer.data.iCustomerId!;
    const before = await server.database.db.select().from(customers).where(eq(customers.id, id));

    const response = await post(
      '/api/customer/update',
      JSON.stringify({
        vUniqueCode: customer.data.vCustomerUniqueCode,
        vFirstName: 'A'.repeat(300),
        vLastName: 'Martin',
        vMobile: '78',
        vIsAdmin: 'yes',
      }),
      { cookie: customer.cookie, 'content-type': 'application/json' },
    );

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 415, message: MULTIPART_ONLY });
    const after = await server.database.db.select().from(customers).where(eq(customers.id, id));
    expect(after).toEqual(before);
  });

  it('is refused with 415 by contractor/update for the owner, and changes nothing', async () => {
    const contractor = await logIn(server.app, demoContractorEmail('Edmonton'));
    const id = contractor.data.iContractorId!;
    const row = () =>
      server.database.db
        .select({ contractor: contractors, user: users })
        .from(contractors)
        .innerJoin(users, eq(users.id, contractors.userId))
        .where(eq(contractors.id, id));
    const before = await row();

    const response = await post(
      '/api/contractor/update',
      JSON.stringify({
        vUniqueCode: contractor.data.vContractorUniqueCode,
        vFullName: 'B'.repeat(300),
        vMobile: '78',
        vIsAdmin: 'yes',
      }),
      { cookie: contractor.cookie, 'content-type': 'application/json' },
    );

    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ code: 415, message: MULTIPART_ONLY });
    expect(await row()).toEqual(before);
  });

  it.each(MULTIPART_OPERATIONS)(
    'is refused with 415 by %s when it has no body at all',
    async (url) => {
      const response = await server.app.inject({ method: 'POST', url, remoteAddress: randomIp() });
      expect(response.json()).toEqual({ code: 415, message: MULTIPART_ONLY });
    },
  );
});

describe('a POST without a body or a content type', () => {
  function postNothing(url: string) {
    return server.app.inject({ method: 'POST', url, remoteAddress: randomIp() });
  }

  it('is read as an empty JSON body, so a list call needs none', async () => {
    const response = await postNothing('/api/city/get_all_data');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, message: 'Success.' });
  });

  it('is checked by the schema like an empty JSON body: label/get_all_data needs vSlug', async () => {
    const response = await postNothing('/api/label/get_all_data');
    expect(response.json()).toEqual({ code: 400, message: '`vSlug` is required.' });
  });

  it("is answered 400 with the form's messages by contact_us/create, which stores nothing", async () => {
    const before = await server.database.db.select().from(contactMessages);
    const response = await postNothing('/api/contact_us/create');
    expect(response.json()).toEqual({
      code: 400,
      message:
        'Full Name is Required. Email is Required. Phone Number is Required. Message is Required.',
    });
    expect(await server.database.db.select().from(contactMessages)).toEqual(before);
  });
});

describe('a URL that does not decode', () => {
  it.each(['/api/%', '/%E0%A4%A'])('answers %s with 400 in the envelope', async (url) => {
    const response = await server.app.inject({ method: 'POST', url, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message: 'The request is malformed.' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('a request the HTTP parser refuses before it reaches a route', () => {
  let port: number;
  beforeAll(async () => {
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    const address = server.app.server.address();
    if (!address || typeof address === 'string') throw new Error('the app is not listening');
    port = address.port;
  });

  /** Writes raw bytes to the server and reads everything it answers until it closes. */
  function exchange(request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1' });
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')));
      socket.end(request);
    });
  }

  function parse(raw: string) {
    const [head = '', body = ''] = raw.split('\r\n\r\n');
    const [statusLine = '', ...headerLines] = head.split('\r\n');
    const headers = Object.fromEntries(
      headerLines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }

  const cases: [string, string, number, string][] = [
    [
      'a 20 KB header',
      `POST /api/city/get_all_data HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
      'The request headers are too large.',
    ],
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400, 'The request is malformed.'],
    [
      'an HTTP/1.1 request without a Host header',
      'GET /api/city/get_all_data HTTP/1.1\r\nConnection: close\r\n\r\n',
      400,
      'The request is malformed.',
    ],
    [
      'an invalid chunked body',
      'POST /api/city/get_all_data HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
      400,
      'The request is malformed.',
    ],
    [
      'both Content-Length and chunked',
      'POST /api/city/get_all_data HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Content-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n',
      400,
      'The request is malformed.',
    ],
    // Node answers these two itself, outside the envelope, unless the server does (an outside
    // review, 27 November 2026: a bare 417, and a CONNECT closed without a word).
    [
      'an expectation other than 100-continue',
      'POST /api/city/get_all_data HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
        'Expect: 200-ok\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
      417,
      'The request expects something this server does not do.',
    ],
    [
      'a CONNECT request',
      'CONNECT 127.0.0.1:22 HTTP/1.1\r\nHost: 127.0.0.1:22\r\n\r\n',
      400,
      'The request is malformed.',
    ],
  ];

  it.each(cases)('answers %s in the envelope', async (_, request, status, message) => {
    const answer = parse(await exchange(request));
    expect(answer.status).toBe(status);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(answer.body)).toEqual({ code: status, message });
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  });
});
