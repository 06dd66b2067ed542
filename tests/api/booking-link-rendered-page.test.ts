import { eq } from 'drizzle-orm';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingLinks, notifications, outbox } from '#server/db/schema.ts';
import { issueBookingLink } from '#server/db/shared-queries/booking-links.ts';
import { demoCustomer } from '#server/db/seed/accounts.ts';
import { bookingPageLabels } from '#shared/catalogue/en-CA/booking-page.ts';
import { bookingPageLabels as bookingFr } from '#shared/catalogue/fr-CA/booking-page.ts';
import { FIRST_PAGE_DATA_ID, PAGE_SHELL_ID } from '#shared/server-render-contract.ts';
import { EARLY_CALLS_SCRIPT } from '#server/http/early-calls-script.ts';
import { demoContractorEmail, logIn, randomIp } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { sourceRendererWebRoot } from '../support/source-renderer-web-root.ts';

/*
 * Decision 159: a booking's page from its e-mail's link is rendered by the server with that
 * booking, for each request, so its first paint is the booking. Whoever holds the link sees it;
 * any other address sees the refusal the page shows, counted as one miss against the visitor's
 * own address; nothing of it is kept anywhere. With the web app's real page renderer, loaded
 * from source.
 */

const PUBLIC_URL = 'http://localhost';
const CLEANER_EMAIL = demoContractorEmail('Edmonton');
const ADDRESS = '4521 Whyte Ave NW';
const OTHER_ADDRESS = '10150 Jasper Ave NW';

let webRoot: string;
let server: TestApp;
let linkPath: string;
let bookingNo: string;
let otherLinkPath: string;
let otherBookingNo: string;
let customerCookie: string;

beforeAll(async () => {
  webRoot = sourceRendererWebRoot('mapleshine-link-page-');
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
  const other = await createBooking(server.database.db, {
    customerEmail: demoCustomer.email,
    status: 'authorized',
    startsInHours: 72,
    address: OTHER_ADDRESS,
  });
  otherBookingNo = String(other.bookingNo);
  otherLinkPath = new URL(await issueBookingLink(server.database.db, other.id, PUBLIC_URL))
    .pathname;
  customerCookie = (await logIn(server.app, demoCustomer.email)).cookie;
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

type Asked = { ip?: string; cookie?: string; method?: 'GET' | 'HEAD' };

const get = async (url: string, { ip = randomIp(), cookie, method = 'GET' }: Asked = {}) => {
  const reply = await server.app.inject({
    method,
    url,
    remoteAddress: ip,
    headers: { host: 'localhost', ...(cookie ? { cookie } : {}) },
  });
  return { status: reply.statusCode, headers: reply.headers, html: reply.body };
};

const open = async (token: string, ip: string) =>
  (
    await server.app.inject({
      method: 'POST',
      url: '/api/booking-link',
      remoteAddress: ip,
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: { token },
    })
  ).statusCode;

const tokenOf = (linkPathname: string) => linkPathname.split('/').pop()!;

/** The text a reader sees in `#root` (tags out), and the answers the browser will take. */
function rendered(html: string) {
  const root = html.slice(
    html.indexOf('<div id="root">'),
    html.indexOf(`id="${FIRST_PAGE_DATA_ID}"`),
  );
  return root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const SECURITY_HEADERS = [
  'content-security-policy',
  'x-content-type-options',
  'x-frame-options',
  'strict-transport-security',
  'cross-origin-opener-policy',
  'permissions-policy',
];

describe("a booking's page from its link, rendered with its booking", () => {
  it('holds the booking for its token, first-painted, never stored, kept from other sites', async () => {
    const page = await get(linkPath);
    expect(page.status).toBe(200);
    const text = rendered(page.html);
    expect(text).toContain(bookingNo);
    expect(text).toContain(ADDRESS);
    expect(text).not.toContain(bookingPageLabels.LOADING);
    // The answer the browser hydrates from, beside the markup; the static shell and the early
    // call (decision 157) are not needed where the page is rendered.
    expect(page.html).toContain(`<script type="application/json" id="${FIRST_PAGE_DATA_ID}"`);
    expect(page.html).not.toContain(`id="${PAGE_SHELL_ID}"`);
    expect(page.html).not.toContain(EARLY_CALLS_SCRIPT);
    expect(page.html).toContain(`<title>${bookingPageLabels.TITLE} | MapleShine</title>`);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    // The same guards as any page of the web app's.
    const plain = await get('/login');
    for (const name of SECURITY_HEADERS) {
      expect(page.headers[name], name).toBe(plain.headers[name]);
    }
  });

  it("holds none of a booking for another booking's token or a made-up one", async () => {
    const other = rendered((await get(otherLinkPath)).html);
    expect(other).toContain(otherBookingNo);
    expect(other).toContain(OTHER_ADDRESS);
    const made = await get('/booking-link/Qm9va2luZ0xpbmtUb2tlbl8xMjM0NTY3ODkwYWJjZGVm');
    expect(made.status).toBe(200);
    expect(made.headers['cache-control']).toBe('no-store');
    expect(rendered(made.html)).toContain(bookingPageLabels.NOT_FOUND_HEADING);
    for (const html of [other, made.html]) {
      expect(html).not.toContain(bookingNo);
      expect(html).not.toContain(ADDRESS);
      expect(html).not.toContain(tokenOf(linkPath));
    }
  });

  it("renders a completed booking's page, whose tip and receipts the app asks for itself", async () => {
    const booking = await createBooking(server.database.db, {
      customerEmail: demoCustomer.email,
      contractorEmail: CLEANER_EMAIL,
      status: 'completed',
      startsInHours: -30,
      address: '77 Done Clean Cres',
    });
    const done = new URL(await issueBookingLink(server.database.db, booking.id, PUBLIC_URL))
      .pathname;
    const page = await get(done);
    expect(page.status).toBe(200);
    const text = rendered(page.html);
    expect(text).toContain(String(booking.bookingNo));
    expect(text).toContain('77 Done Clean Cres');
    // Only the booking's own call is answered in the page: the tip's offer and the receipts
    // are the app's to ask for (their parts render nothing, or their loading, until then).
    const answers = page.html.slice(page.html.indexOf(`id="${FIRST_PAGE_DATA_ID}"`));
    expect(answers).not.toContain('tip');
  });

  it('is in the language of its address', async () => {
    const page = await get(`/fr${linkPath}`);
    expect(page.html).toContain('<html lang="fr-CA"');
    expect(rendered(page.html)).toContain(bookingNo);
    expect(page.html).toContain(`<title>${bookingFr.TITLE} | MapleShine</title>`);
  });

  it('is the same page signed in or not: it is rendered as a signed-out visitor sees it', async () => {
    const ip = randomIp();
    const signedOut = await get(linkPath, { ip });
    const signedIn = await get(linkPath, { ip, cookie: customerCookie });
    expect(signedIn.html).toBe(signedOut.html);
  });

  it('is rendered anew for each request: a link stopped since shows as stopped', async () => {
    const booking = await createBooking(server.database.db, {
      customerEmail: demoCustomer.email,
      status: 'authorized',
      startsInHours: 96,
      address: '1 Stopped Link Rd',
    });
    const stopped = new URL(await issueBookingLink(server.database.db, booking.id, PUBLIC_URL))
      .pathname;
    expect(rendered((await get(stopped)).html)).toContain('1 Stopped Link Rd');
    await server.app.inject({
      method: 'POST',
      url: '/api/booking-link/end',
      remoteAddress: randomIp(),
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: { token: tokenOf(stopped) },
    });
    const after = rendered((await get(stopped)).html);
    expect(after).not.toContain('1 Stopped Link Rd');
    expect(after).toContain(bookingPageLabels.NOT_FOUND_HEADING);
  });
});

describe("the visitor's misses", () => {
  it('counts one miss per page of a link that opens nothing, against the visitor; the 21st is refused', async () => {
    const ip = randomIp();
    for (let guess = 0; guess < 19; guess += 1) {
      const page = await get(`/booking-link/guess-${guess}`, { ip });
      expect(rendered(page.html)).toContain(bookingPageLabels.NOT_FOUND_HEADING);
    }
    // The 20th miss, through the API: the page counted exactly one each.
    expect(await open('guess-19', ip)).toBe(404);
    // Now refused, as the API refuses, even for a link that works; the page shows the refusal.
    expect(await open(tokenOf(linkPath), ip)).toBe(429);
    const refused = rendered((await get(linkPath, { ip })).html);
    expect(refused).not.toContain(bookingNo);
    expect(refused).toContain(bookingPageLabels.ERROR_HEADING);
    // Held against that address only, not the server's own.
    expect(rendered((await get(linkPath)).html)).toContain(bookingNo);
    expect(await open(tokenOf(linkPath), randomIp())).toBe(200);
  });

  it('counts nothing for a HEAD, which renders no body', async () => {
    const ip = randomIp();
    for (let guess = 0; guess < 25; guess += 1) {
      const head = await get(`/booking-link/head-${guess}`, { ip, method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.html).toBe('');
      expect(head.headers['cache-control']).toBe('no-store');
    }
    expect(await open(tokenOf(linkPath), ip)).toBe(200);
  });

  it('causes nothing the API read does not: no mark, no mail, the link still works', async () => {
    const { db } = server.database;
    const before = {
      links: await db.select().from(bookingLinks),
      notifications: (await db.select().from(notifications)).length,
      outbox: (await db.select().from(outbox)).length,
    };
    for (let read = 0; read < 3; read += 1) await get(linkPath);
    expect(await db.select().from(bookingLinks)).toEqual(before.links);
    expect((await db.select().from(notifications)).length).toBe(before.notifications);
    expect((await db.select().from(outbox)).length).toBe(before.outbox);
    const [link] = await db
      .select({ revokedAt: bookingLinks.revokedAt })
      .from(bookingLinks)
      .where(eq(bookingLinks.bookingId, before.links[0]!.bookingId));
    expect(link?.revokedAt).toBeNull();
  });
});

describe('addresses that are no booking of ours', () => {
  it('never make the server fail', async () => {
    const odd = [
      '/booking-link/%E0%A4%A',
      '/booking-link/%00',
      `/booking-link/${'A'.repeat(20_000)}`,
      '/booking-link/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/booking-link/a%2F..%2F..%2Fadmin',
      '/booking-link/%F0%9F%8D%81',
      '/booking-link/',
      '/BOOKING-LINK/abc/',
      '/de/booking-link/abc',
      '/fr/fr/booking-link/abc',
      '/fr/booking-link/%ff',
    ];
    for (const url of odd) {
      const page = await get(url);
      expect(page.status, url).toBeLessThan(500);
      expect(page.html, url).not.toContain('<script>alert(1)');
    }
  });
});
