import { DEMO_OPERATOR_TOTP_SECRET, demoOperator } from '#server/db/seed/accounts.ts';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { totpCodeOfStep, totpStepAt, TOTP_DRIFT_STEPS, TOTP_STEP_MS } from '#server/domain/totp.ts';
import { USED_CODE } from '#server/accounts/second-factor-texts.ts';
import { storeLogin, type LoginCodes } from '#src/session/store-login.ts';
import { mailedCode } from './dev-outbox.ts';
import { apiUrl } from './ui-api-url.ts';
import { uiOperatorSecret, type UiOperator } from './ui-operators.ts';

type Envelope<Data = unknown> = { code: number; message: string; data?: Data };

/** POSTs JSON to the UI test server, as the web app would, with an optional session cookie. */
export async function postToApi<Data = unknown>(
  path: string,
  body: unknown = {},
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Envelope<Data> }> {
  const response = await fetch(`${apiUrl()}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<Data> };
}

export type SignedIn = {
  cookie: string;
  codes: LoginCodes & { vFullName: string; vSecondFactor?: 'setup' | 'code' };
};

/**
 * Logs in through the API and keeps the codes in session storage as the login page does (spec
 * §3), so a page rendered with `renderApp(path, { cookie })` acts as this person.
 */
export async function signInAs(email: string, password: string): Promise<SignedIn> {
  // An operator keeps one console session per file, as at a desk: each sign-in takes a code of
  // the app, and only about one new code comes every 30 seconds (decision 078).
  const kept = consoleSessions.get(email);
  if (kept) {
    storeLogin(kept.codes);
    return kept;
  }
  const response = await fetch(`${apiUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ vEmail: email, vPassword: password }),
  });
  const body = (await response.json()) as Envelope<SignedIn['codes']>;
  if (!response.ok || !body.data) throw new Error(`login failed: ${body.message}`);
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('mapleshine_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error('login set no session cookie');
  if (body.data.vSecondFactor === 'code') {
    const secret =
      email === demoOperator.email
        ? DEMO_OPERATOR_TOTP_SECRET
        : (secrets.get(email) ?? uiOperatorSecret(email));
    if (!secret) throw new Error(`no authenticator key known for ${email}`);
    await sendFreshCode('/api/auth/second-factor/verify', {}, { cookie, secret, email });
    consoleSessions.set(email, { cookie, codes: body.data });
  }
  storeLogin(body.data);
  return { cookie, codes: body.data };
}

const consoleSessions = new Map<string, SignedIn>();

/** The keys of operators a test set up, for their later sign-ins. */
const secrets = new Map<string, string>();
export function rememberAuthenticatorKey(email: string, secret: string) {
  secrets.set(email, secret);
}

/**
 * The steps taken per operator on this worker's server, kept in a file: the UI files of a worker
 * run one after the other on one server, each in a fresh module, and share the demo operator.
 */
function takenStepsFile() {
  const server = createHash('sha256').update(apiUrl()).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `mapleshine-ui-totp-${server}.json`);
}

function takenSteps(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(takenStepsFile(), 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * A code of the operator's app this server has not taken yet (decision 078: each is taken once),
 * as the operator would type the next one; past the step after now, the next step is waited for.
 */
export async function unusedCode(email: string, secret: string): Promise<string> {
  for (;;) {
    const current = totpStepAt(new Date());
    const steps = takenSteps();
    const step = Math.max((steps[email] ?? -Infinity) + 1, current - TOTP_DRIFT_STEPS);
    if (step <= current + TOTP_DRIFT_STEPS) {
      writeFileSync(takenStepsFile(), JSON.stringify({ ...steps, [email]: step }));
      return totpCodeOfStep(secret, step);
    }
    await new Promise((resolve) =>
      setTimeout(resolve, (current + 1) * TOTP_STEP_MS - Date.now() + 50),
    );
  }
}

/** A fresh code of the demo operator's app, to type into a refund or a new operator's form. */
export function unusedDemoOperatorCode() {
  return unusedCode(demoOperator.email, DEMO_OPERATOR_TOTP_SECRET);
}

/** A fresh code of a console desk's app (tests/support/ui-operators.ts). */
export function unusedDeskCode(desk: UiOperator) {
  return unusedCode(desk.email, desk.secret);
}

/**
 * Sends `body` with an unused code of the operator's app; a code taken meanwhile by a call this
 * file does not know of is followed by the next. Answers the accepted call.
 */
export async function sendFreshCode<Data = unknown>(
  apiPath: string,
  body: Record<string, unknown>,
  { cookie, secret, email }: { cookie: string; secret: string; email: string },
) {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const code = await unusedCode(email, secret);
    const answer = await postToApi<Data>(apiPath, { ...body, code }, { cookie });
    if (answer.body.message !== USED_CODE) return answer;
  }
  throw new Error(`${apiPath}: every code was taken`);
}

let made = 0;

/**
 * A customer of the test's own, registered and activated through the API (the activation link
 * read from /dev/outbox), so tests that write data leave the demo accounts alone. Registration
 * is limited to 20 an hour per IP, shared by the whole UI run: make few.
 */
export async function newCustomerThroughApi(firstName: string, lastName: string) {
  made += 1;
  const email = `ui.${firstName.toLowerCase()}.${Date.now()}.${made}@example.ca`;
  const password = 'Lake-Louise-Sunrise-42';
  const registered = await postToApi('/api/auth/register', {
    vFirstName: firstName,
    vLastName: lastName,
    vEmail: email,
    vMobile: '6135550110',
    vPassword: password,
  });
  if (registered.status !== 200) throw new Error(`register failed: ${registered.body.message}`);
  const code = await mailedCode(email, '/account-activation');
  if (!code) throw new Error(`no activation mail for ${email}`);
  const activated = await postToApi('/api/auth/activate', { vUniqueCode: code });
  if (activated.status !== 200) throw new Error(`activate failed: ${activated.body.message}`);
  return { email, password, fullName: `${firstName} ${lastName}` };
}

/** Puts a login's codes back into session storage (each test starts with it empty). */
export function actAs(signedIn: SignedIn) {
  storeLogin(signedIn.codes);
}
