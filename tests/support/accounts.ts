import { randomInt } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/database.ts';
import { outbox } from '#server/db/schema.ts';
import { DEMO_PASSWORD, demoContractorEmail, demoCustomer } from '#server/db/seed/accounts.ts';
import { plainJpeg } from './images.ts';

export { DEMO_PASSWORD, demoContractorEmail };
export const DEMO_CUSTOMER_EMAIL = demoCustomer.email;

export type Envelope = { code: number; message: string; data?: unknown };
export type Answer<Data = unknown> = {
  status: number;
  body: Envelope & { data?: Data };
  headers: Record<string, string | string[] | number | undefined>;
  cookies: string[];
};

/**
 * A fresh loopback address per caller, so the per-IP rate limits of one test do not spill into
 * the next. Pass the same `ip` to model one client.
 */
export function randomIp(): string {
  return `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
}

export type CallOptions = {
  cookie?: string | undefined;
  ip?: string;
  headers?: Record<string, string>;
};

/** POSTs JSON as a browser on our own origin would. */
export async function call<Data = unknown>(
  app: FastifyInstance,
  url: string,
  body: unknown = {},
  options: CallOptions = {},
): Promise<Answer<Data>> {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: body as object,
    remoteAddress: options.ip ?? randomIp(),
    headers: { ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
  });
  return answerOf<Data>(response);
}

function answerOf<Data>(response: Awaited<ReturnType<FastifyInstance['inject']>>): Answer<Data> {
  const setCookie = response.headers['set-cookie'];
  return {
    status: response.statusCode,
    body: response.json() as Envelope & { data?: Data },
    headers: response.headers,
    cookies: setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie],
  };
}

export type UploadFile = { name: string; bytes: Buffer; contentType?: string };

/** A multipart/form-data body with text fields and at most one file under `vImage`. */
export function multipartBody(fields: Record<string, string>, file?: UploadFile) {
  const boundary = `----mapleshine${randomInt(1e9)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="vImage"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POSTs a multipart form, as the profile and contractor-application screens do. */
export async function callMultipart<Data = unknown>(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  file?: UploadFile,
  options: CallOptions = {},
): Promise<Answer<Data>> {
  const { payload, contentType } = multipartBody(fields, file);
  const response = await app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: options.ip ?? randomIp(),
    headers: {
      'content-type': contentType,
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
  });
  return answerOf<Data>(response);
}

/**
 * The smallest real images, without metadata: the server checks a photo by its bytes and walks
 * its structure, and stores these unchanged.
 */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const jpegBytes = plainJpeg;

export type LoginData = {
  vCustomerUniqueCode?: string;
  iCustomerId?: number;
  vContractorUniqueCode?: string;
  iContractorId?: number;
  vFullName: string;
};

/** Logs in and returns the `Cookie` header value of the new session, with the login's data. */
export async function logIn(
  app: FastifyInstance,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<{ cookie: string; data: LoginData }> {
  const answer = await call<LoginData>(app, '/api/auth/login', {
    vEmail: email,
    vPassword: password,
  });
  if (answer.status !== 200) throw new Error(`login failed: ${answer.body.message}`);
  const sessionCookie = answer.cookies.find((cookie) => cookie.includes('mapleshine_session='));
  if (!sessionCookie || !answer.body.data) throw new Error('login set no session cookie');
  return { cookie: sessionCookie.split(';')[0] ?? '', data: answer.body.data };
}

/** The newest mail kept in the outbox for an address. */
export async function latestMail(db: Database, to: string) {
  const rows = await db
    .select()
    .from(outbox)
    .where(eq(outbox.toAddress, to))
    .orderBy(desc(outbox.id))
    .limit(1);
  return rows[0];
}

/** The single-use code at the end of the link in the newest mail to `to` under `path`. */
export async function codeFromMail(db: Database, to: string, path: string): Promise<string> {
  const mail = await latestMail(db, to);
  const match = mail?.textBody.match(new RegExp(`${path}/([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link in the mail to ${to}`);
  return match[1];
}

let people = 0;
/** A new customer, registered and activated, logged in. */
export async function newActiveCustomer(app: FastifyInstance, db: Database) {
  people += 1;
  const email = `customer.${Date.now()}.${people}@example.ca`;
  const password = 'Lake-Louise-Sunrise-42';
  const registered = await call(app, '/api/auth/register', {
    vFirstName: 'Chloé',
    vLastName: 'Martin',
    vEmail: email,
    vMobile: '6135550110',
    vPassword: password,
  });
  if (registered.status !== 200) throw new Error(`register failed: ${registered.body.message}`);
  const code = await codeFromMail(db, email, '/account-activation');
  await call(app, '/api/auth/activate', { vUniqueCode: code });
  const session = await logIn(app, email, password);
  return { email, password, ...session };
}

/** A clock the test moves by hand; the app reads "now" from it. */
export function manualClock(start = new Date('2026-11-22T15:00:00Z')) {
  let now = start.getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  return clock;
}
