import { storeLogin, type LoginCodes } from '#src/session/store-login.ts';
import { mailedCode } from './dev-outbox.ts';
import { apiUrl } from './ui-api-url.ts';

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

export type SignedIn = { cookie: string; codes: LoginCodes & { vFullName: string } };

/**
 * Logs in through the API and keeps the codes in session storage as the login page does (spec
 * §3), so a page rendered with `renderApp(path, { cookie })` acts as this person.
 */
export async function signInAs(email: string, password: string): Promise<SignedIn> {
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
  storeLogin(body.data);
  return { cookie, codes: body.data };
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
