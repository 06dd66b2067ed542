import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueBookingLink } from '#server/db/shared-queries/booking-links.ts';
import { demoCustomer, demoOperator } from '#server/db/seed/accounts.ts';
import { bookingPageLabels as bookingFr } from '#shared/catalogue/fr-CA/booking-page.ts';
import { jobsLabels } from '#shared/catalogue/en-CA/jobs.ts';
import { jobsLabels as jobsFr } from '#shared/catalogue/fr-CA/jobs.ts';
import { todayLabels } from '#shared/catalogue/en-CA/admin-core.ts';
import { todayLabels as todayFr } from '#shared/catalogue/fr-CA/admin-core.ts';
import { PAGE_SHELL_ID } from '#shared/server-render-contract.ts';
import { demoContractorEmail, logIn } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { sourceRendererWebRoot } from '../support/source-renderer-web-root.ts';

/*
 * Decision 156: a person's page (the cleaner's job list, the console's Today) comes with a static
 * shell that paints before the app has run. It is the same bytes for everyone: nothing of the
 * person, the session or a booking's token is in it. With the web app's real page renderer (loaded
 * from source), which renders neither page. A booking's page from its e-mail is rendered with its
 * booking instead (decision 159: tests/api/booking-link-rendered-page.test.ts); its shell is sent
 * only where it is not rendered, which the last tests here check with a build without a renderer.
 */

const PUBLIC_URL = 'http://localhost';
const CLEANER_EMAIL = demoContractorEmail('Edmonton');
const CLEANER_NAME = 'Marie Leblanc';
const ADDRESS = '4521 Whyte Ave NW';

let webRoot: string;
let server: TestApp;
let linkPath: string;
let bookingNo: string;
let cleanerCookie: string;
let operatorCookie: string;

beforeAll(async () => {
  webRoot = sourceRendererWebRoot('mapleshine-shells-');
  server = await startTestApp({ webRoot, publicUrl: PUBLIC_URL });
  const booking = await createBooking(server.database.db, {
    customerEmail: demoCustomer.email,
    contractorEmail: CLEANER_EMAIL,
    status: 'assigned',
    startsInHours: 48,
    address: ADDRESS,
  });
  bookingNo = String(booking.bookingNo);
  linkPath = new URL(await issueBookingLink(server.database.db, booking.id, PUBLIC_URL)).pathname;
  cleanerCookie = (await logIn(server.app, CLEANER_EMAIL)).cookie;
  operatorCookie = (await logInAsDemoOperator(server.app)).cookie;
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

/** A text as the shell writes it (its &, < and > escaped). */
const escaped = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const get = async (url: string, cookie?: string) => {
  const reply = await server.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', ...(cookie ? { cookie } : {}) },
  });
  return { status: reply.statusCode, headers: reply.headers, html: reply.body };
};

/** The shell: the element before `#root`, up to `#root`. */
function shellOf(html: string): string {
  const start = html.indexOf(`<div id="${PAGE_SHELL_ID}"`);
  const end = html.indexOf('<div id="root">');
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

describe("a person's page's static shell", () => {
  it('is sent before #root with its heading, in the page language, and nothing personal', async () => {
    const secrets = () => [
      linkPath.split('/').pop()!,
      bookingNo,
      ADDRESS,
      demoCustomer.firstName,
      demoCustomer.lastName,
      demoCustomer.email,
      CLEANER_NAME,
      CLEANER_EMAIL,
      demoOperator.fullName,
      demoOperator.email,
    ];
    const pages = [
      { url: '/jobs', cookie: cleanerCookie, lang: 'en-CA', text: jobsLabels.HEADING },
      { url: '/fr/jobs', cookie: cleanerCookie, lang: 'fr-CA', text: jobsFr.HEADING },
      { url: '/admin', cookie: operatorCookie, lang: 'en-CA', text: todayLabels.HEADING },
    ];
    for (const page of pages) {
      const { status, html } = await get(page.url, page.cookie);
      expect(status, page.url).toBe(200);
      expect(html, page.url).toContain(`<html lang="${page.lang}"`);
      expect(shellOf(html), page.url).toContain(page.text);
      // The whole page, not only the shell: the address's token is in no part of it either.
      for (const secret of secrets()) expect(html, `${page.url}: ${secret}`).not.toContain(secret);
    }
  });

  it("lays out the console's Today as its loading state does: each section's heading and hint, in the page's language", async () => {
    for (const [url, texts] of [
      ['/admin', todayLabels],
      ['/fr/admin', todayFr],
    ] as const) {
      const shell = shellOf((await get(url, operatorCookie)).html);
      const status = shell.slice(shell.indexOf('role="status"'));
      // One busy status, named as the app's loading state is, holds the four sections.
      expect(shell.match(/role="status"/g), url).toHaveLength(1);
      expect(status, url).toMatch(
        new RegExp(`^role="status" aria-busy="true" aria-label="${texts.LOADING}"`),
      );
      const headings = [...status.matchAll(/<h2[^>]*>([^<]*)<\/h2>/g)].map((match) => match[1]);
      expect(headings, url).toEqual(
        [
          texts.MONEY_HEADING,
          texts.AT_RISK_HEADING,
          texts.FAILED_HEADING,
          texts.BOOKINGS_HEADING,
        ].map(escaped),
      );
      for (const text of [
        texts.AT_RISK_HINT,
        texts.FAILED_HINT,
        texts.HELD,
        texts.CAPTURED,
        texts.RELEASED,
        texts.TODAY,
        texts.TOMORROW,
      ]) {
        expect(status, `${url}: ${text}`).toContain(escaped(text));
      }
      // Each section is named by its heading, by ids no other element of the page has.
      for (const [, id] of status.matchAll(/aria-labelledby="([^"]+)"/g)) {
        expect(shell.match(new RegExp(`id="${id}"`, 'g')), `${url}: ${id}`).toHaveLength(1);
      }
    }
  });

  it('is the same bytes for everyone, signed in or not, whatever the token', async () => {
    const signedIn = await get('/jobs', cleanerCookie);
    const signedOut = await get('/jobs');
    expect(signedIn.html).toBe(signedOut.html);
    expect((await get('/admin', operatorCookie)).html).toBe((await get('/admin')).html);
    expect((await get('/fr/admin', operatorCookie)).html).toBe((await get('/fr/admin')).html);
    // Kept by no cache per person: revalidated (no-cache).
    expect(signedIn.headers['cache-control']).toBe('no-cache');
  });

  it('is on no other page', async () => {
    for (const url of ['/', '/login', '/profile', '/admin/bookings', '/jobs/other', linkPath]) {
      expect((await get(url)).html, url).not.toContain(`id="${PAGE_SHELL_ID}"`);
    }
  });
});

describe("a booking's page where it is not rendered (a build without the page renderer)", () => {
  let bare: TestApp;
  let bareRoot: string;
  beforeAll(async () => {
    bareRoot = mkdtempSync(path.join(tmpdir(), 'mapleshine-shells-bare-'));
    writeFileSync(path.join(bareRoot, 'index.html'), readFileSync('index.html', 'utf8'));
    bare = await startTestApp({ webRoot: bareRoot, publicUrl: PUBLIC_URL });
  });
  afterAll(async () => {
    await bare.close();
    rmSync(bareRoot, { recursive: true, force: true });
  });

  const bareGet = async (url: string) => {
    const reply = await bare.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
    return { status: reply.statusCode, headers: reply.headers, html: reply.body };
  };

  it('still sends the static shell, the same bytes whatever the token, in the page language', async () => {
    const page = await bareGet(linkPath);
    expect(page.status).toBe(200);
    expect(shellOf(page.html)).toContain('Loading your booking');
    expect(page.html).toBe((await bareGet('/booking-link/not-a-token')).html);
    for (const secret of [linkPath.split('/').pop()!, bookingNo, ADDRESS]) {
      expect(page.html).not.toContain(secret);
    }
    expect(page.headers['cache-control']).toBe('no-store');
    const french = await bareGet(`/fr${linkPath}`);
    expect(french.html).toContain('<html lang="fr-CA"');
    expect(shellOf(french.html)).toContain(bookingFr.LOADING);
  });
});
