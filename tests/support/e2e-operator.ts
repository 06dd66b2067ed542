import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Cookie,
  type Locator,
  type Page,
} from '@playwright/test';
import {
  DEMO_OPERATOR_TOTP_SECRET,
  DEMO_PASSWORD,
  demoOperator,
} from '#server/db/seed/accounts.ts';
import { totpCodeOfStep, totpStepAt, TOTP_DRIFT_STEPS, TOTP_STEP_MS } from '#server/domain/totp.ts';
import { onPhone, press } from './e2e-press.ts';

export const OPERATOR_EMAIL = demoOperator.email;
export const OPERATOR_NAME = demoOperator.fullName;

/** The server's sentence for a code of a step it has already taken (decision 078). */
const USED_CODE = 'This code has already been used. Please wait for the next one.';

/**
 * The last step of the demo operator's app each server took from this run, kept in a file: every
 * code is taken once, and a worker that restarts after a failed test must not type the codes its
 * predecessor used (the server counts them as wrong and, after five, locks the operator out for
 * the rest of the run). The file is named after the server and this run's data folders.
 */
function takenStepsFile(server: string): string {
  const run = Object.entries(process.env)
    .filter(([name]) => name.startsWith('E2E_DATA_DIR_'))
    .map(([name, value]) => `${name}=${value ?? ''}`)
    .sort()
    .join(';');
  const key = createHash('sha256').update(`${server} ${run}`).digest('hex').slice(0, 16);
  return path.join(tmpdir(), `mapleshine-e2e-totp-${key}.json`);
}

function lastTakenStep(server: string): number {
  try {
    return Number(JSON.parse(readFileSync(takenStepsFile(server), 'utf8')));
  } catch {
    return -Infinity;
  }
}

/*
 * A server takes each step's code once and accepts three steps at a time, so codes come back at one
 * per 30 s: a project's specs that take codes are named so they do not run back to back (each
 * project runs its files in name order), e.g. operator-disable and system-console apart from the
 * admin-* specs, and the next one that takes two or more codes should be named apart too.
 */

/**
 * A code of the demo operator's app that `server` (its base URL) has not taken in this run:
 * the earliest it still accepts for at least 10 s more, or, when all three are taken, the next step's, waited for.
 */
export async function freshOperatorCode(server: string): Promise<string> {
  for (;;) {
    const current = totpStepAt(new Date());
    // The earliest step the server accepts, unless it ends within 10 s: a loaded machine may take
    // that long from here to the server's check, and an expired code counts as a wrong one.
    const endsSoon = (current + 1) * TOTP_STEP_MS - Date.now() < 10_000;
    const earliest = current - TOTP_DRIFT_STEPS + (endsSoon ? 1 : 0);
    const step = Math.max(lastTakenStep(server) + 1, earliest);
    if (step <= current + TOTP_DRIFT_STEPS) {
      writeFileSync(takenStepsFile(server), JSON.stringify(step));
      return totpCodeOfStep(DEMO_OPERATOR_TOTP_SECRET, step);
    }
    await new Promise((resolve) =>
      setTimeout(resolve, (current + 1) * TOTP_STEP_MS - Date.now() + 50),
    );
  }
}

const originOf = (url: string) => new URL(url).origin;

/**
 * Sends `body` to a console call that asks for a code of the app (the second factor after the
 * password, a refund, a new operator) with a fresh one through `api`, whose cookie is the demo
 * operator's; a code another worker took meanwhile (a restarted worker forgets) gives way to the
 * next. Answers the accepted answer's JSON.
 */
export async function sendWithOperatorCode(
  api: APIRequestContext,
  server: string,
  url: string,
  body: Record<string, unknown> = {},
) {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const response = await api.post(url, {
      data: { ...body, code: await freshOperatorCode(originOf(server)) },
    });
    const answer = (await response.json()) as { message: string };
    if (answer.message !== USED_CODE) {
      expect(response.status(), `${url}: ${answer.message}`).toBe(200);
      return answer;
    }
  }
  throw new Error(`${url}: every code was taken`);
}

/** The demo operator's login through the API: the password, then a code of their app. */
export async function logInOperatorThroughApi(api: APIRequestContext, server: string) {
  const login = await api.post('/api/auth/login', {
    data: { vEmail: OPERATOR_EMAIL, vPassword: DEMO_PASSWORD },
  });
  expect(login.status(), 'operator login').toBe(200);
  await sendWithOperatorCode(api, server, '/api/auth/second-factor/verify');
  return login;
}

/** Types a fresh code of the demo operator's app into `field` of `page`'s console form. */
export async function fillOperatorCode(page: Page, field: Locator) {
  await field.fill(await freshOperatorCode(originOf(page.url())));
}

type KeptSignIn = { cookies: Cookie[]; storage: Record<string, string> };

/**
 * The demo operator's signed-in browser state per server, kept from this worker's first sign-in:
 * an app gives one new code every 30 seconds and each is taken once (decision 078), so a
 * project's dozen console tests resume that sign-in, as an operator's open tab would, instead of
 * waiting out a code each. The tests of the sign-in itself go through the form every time.
 */
const keptSignIns = new Map<string, KeptSignIn>();
const RESUMED = 'e2e-resumed-sign-in';

async function keepSignIn(page: Page, server: string) {
  const storage = await page.evaluate(() => ({ ...sessionStorage }));
  keptSignIns.set(server, { cookies: await page.context().cookies(), storage });
}

/** Opens `landing` signed in with the kept state; false (and nothing kept) when it has ended. */
async function resumeSignIn(page: Page, server: string, landing: string): Promise<boolean> {
  const kept = keptSignIns.get(server);
  if (!kept) return false;
  await page.context().addCookies(kept.cookies);
  await page.addInitScript(
    ({ storage, marker }) => {
      // Once per tab: what the page does to its storage afterwards (a logout) stands.
      if (sessionStorage.getItem(marker) !== null) return;
      for (const [key, value] of Object.entries(storage)) sessionStorage.setItem(key, value);
      sessionStorage.setItem(marker, '1');
    },
    { storage: kept.storage, marker: RESUMED },
  );
  await page.goto(landing);
  try {
    await expect(page.getByText(`Signed in as ${OPERATOR_NAME}`)).toBeVisible({ timeout: 10_000 });
    return true;
  } catch {
    keptSignIns.delete(server);
    await page.context().clearCookies();
    return false;
  }
}

/**
 * Signs in as the seeded demo operator and waits for the console's home at /admin (decision
 * 047): through /login, as an operator does, with the password and then a current code of their
 * app (decision 078), or, after this worker's first sign-in on the server, by resuming it.
 * `from` is a console path to come back to after the form instead; `throughForm` always uses it.
 */
export async function signInAsOperator(
  page: Page,
  from?: string,
  { throughForm = false }: { throughForm?: boolean } = {},
) {
  const server = test.info().project.use.baseURL ?? '';
  if (!from && !throughForm && (await resumeSignIn(page, server, '/admin'))) return;
  await page.goto(from ?? '/login');
  if (from) await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  const form = page.getByRole('form', { name: 'Welcome Back' });
  await form.getByRole('textbox', { name: 'Email' }).fill(OPERATOR_EMAIL);
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await press(form.getByRole('button', { name: 'Log In' }));
  // The second factor (decision 078): a code of the operator's app before the console opens.
  const step = page.getByRole('form', { name: 'Enter your code' });
  const signedIn = page.getByText(`Signed in as ${OPERATOR_NAME}`);
  const used = step.getByText(USED_CODE);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await fillOperatorCode(page, step.getByRole('textbox', { name: 'Code' }));
    await press(step.getByRole('button', { name: 'Verify' }));
    await expect(signedIn.or(used)).toBeVisible({ timeout: 10_000 });
    if (await signedIn.isVisible()) break;
  }
  const landing = from ?? '/admin';
  await expect(page).toHaveURL(new RegExp(`${landing.replace(/[/?]/g, '\\$&')}$`), {
    timeout: 10_000,
  });
  await expect(page.getByText(`Signed in as ${OPERATOR_NAME}`)).toBeVisible({ timeout: 10_000 });
  await keepSignIn(page, server);
}

/** The console's navigation: beside the page on a desktop, in the drawer of a phone (opened). */
export async function consoleNavigation(page: Page): Promise<Locator> {
  if (!onPhone()) return page.getByRole('navigation', { name: 'Console' });
  await press(page.getByRole('button', { name: 'Toggle navigation' }));
  return page.getByRole('dialog').getByRole('navigation', { name: 'Console' });
}

/** Opens a console section from its navigation and waits for its heading. */
export async function openConsoleSection(page: Page, link: string, heading: string) {
  await press((await consoleNavigation(page)).getByRole('link', { name: link, exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 10_000,
  });
}
