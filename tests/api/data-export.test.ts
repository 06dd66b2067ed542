import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogs,
  comments,
  customerAddresses,
  dataExports,
  emailConsents,
  notifications,
  reviews,
  sessions,
  users,
} from '#server/db/schema.ts';
import { addToOutbox } from '#server/db/shared-queries/outbox.ts';
import { runDataExports } from '#server/data-exports/index.ts';
import {
  call,
  latestMail,
  manualClock,
  newActiveCustomer,
  randomIp,
  type Answer,
} from '../support/accounts.ts';
import { createBooking, customerIdOf } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { unzip } from '../support/unzip.ts';

/*
 * A person's download of their data (issue 44, decision 138): asked for from the profile, built
 * by the background job, offered to them alone through a link that expires; once a day.
 */

const LIST = '/api/account/data-exports';
const REQUEST = '/api/account/data-exports/request';
const DOWNLOAD = '/api/account/data-exports/download';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const WINDOWS_FIREFOX =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const clock = manualClock(new Date('2026-11-30T15:00:00Z'));
let server: TestApp;
const db = () => server.database.db;

type Person = { email: string; password: string; cookie: string; customerId: number };
let alice: Person;
let bruno: Person;
let aliceBookingNo: string;

type ExportList = {
  aExports: { iExportId: number; vStatus: string; dExpiresAt: string | null }[];
  dNextRequestAt: string | null;
};

/** Signs in with a browser's User-Agent, as a person would; answers the session's cookie. */
async function signIn(email: string, password: string, userAgent: string) {
  const answer = await call(
    server.app,
    '/api/auth/login',
    { vEmail: email, vPassword: password },
    { headers: { 'user-agent': userAgent } },
  );
  const cookie = answer.cookies.find((value) => value.includes('mapleshine_session='));
  if (!cookie) throw new Error('no session');
  return cookie.split(';')[0]!;
}

async function person(userAgent: string): Promise<Person> {
  const made = await newActiveCustomer(server.app, db());
  const cookie = await signIn(made.email, made.password, userAgent);
  return { ...made, cookie, customerId: await customerIdOf(db(), made.email) };
}

/** Writes rows of every kind for a person, each carrying `mark`. */
async function fill(someone: Person, mark: string) {
  await db()
    .insert(customerAddresses)
    .values({
      uniqueCode: `addr-${mark}`,
      customerId: someone.customerId,
      address: `12 ${mark} Street`,
      city: 'Edmonton',
      zipCode: 'T5J 0N3',
      state: 'Alberta',
      country: 'Canada',
      accessEntryCode: `Code ${mark}`,
      accessPets: `A cat named ${mark}`,
    });
  const booking = await createBooking(db(), {
    status: 'completed',
    customerEmail: someone.email,
    address: `12 ${mark} Street`,
    now: new Date('2026-11-20T15:00:00Z'),
    startedMinutesAgo: 200,
  });
  await db()
    .insert(emailConsents)
    .values({
      userId: (await userIdOf(someone.email))!,
      topic: 'offers',
      grantedAt: new Date('2026-11-25T12:00:00Z'),
      grantedVia: 'profile',
      grantedWording: `Send me offers (${mark})`,
    });
  await addToOutbox(db(), {
    to: someone.email,
    subject: `Your booking ${mark}`,
    text: `Hello ${mark}`,
  });
  await db()
    .insert(notifications)
    .values({
      recipient: 'Customer',
      customerId: someone.customerId,
      bookingId: null,
      title: `Notice ${mark}`,
      message: `Message ${mark}`,
    });
  await db()
    .insert(reviews)
    .values({
      audience: 'Customer',
      authorName: `Author ${mark}`,
      body: `Great work ${mark}`,
      rating: 5,
      customerId: someone.customerId,
      bookingId: booking.id,
    });
  const [blog] = await db().select({ id: blogs.id }).from(blogs).limit(1);
  await db()
    .insert(comments)
    .values({ blogId: blog!.id, customerId: someone.customerId, body: `Comment ${mark}` });
  return booking;
}

async function userIdOf(email: string) {
  const mail = await latestMail(db(), email);
  return mail?.userId ?? null;
}

const list = (cookie?: string) => call<ExportList>(server.app, LIST, {}, { cookie });
const ask = (cookie?: string) => call<ExportList>(server.app, REQUEST, {}, { cookie });

async function download(body: unknown, cookie?: string) {
  return server.app.inject({
    method: 'POST',
    url: DOWNLOAD,
    payload: body as object,
    remoteAddress: randomIp(),
    headers: cookie ? { cookie } : {},
  });
}

function tokenFromMail(text: string) {
  const match = /\/your-data\/([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error('no link in the mail');
  return match[1];
}

beforeAll(async () => {
  server = await startTestApp({ clock });
  alice = await person(ANDROID_CHROME);
  bruno = await person(WINDOWS_FIREFOX);
  aliceBookingNo = (await fill(alice, 'ALICE')).bookingNo;
  await fill(bruno, 'ZEBRA');
});

afterAll(async () => {
  await server.close();
});

describe('sessions', () => {
  it('keep the device they signed in from, and none for an agent it cannot name', async () => {
    const rows = await db().select({ device: sessions.device }).from(sessions);
    const devices = rows.map((row) => row.device);
    expect(devices).toContain('Chrome on Android');
    expect(devices).toContain('Firefox on Windows');
    expect(devices).toContain(null);
  });
});

describe('a data export', () => {
  let token = '';
  let exportId = 0;

  it('is asked for (201, building), built by the job, e-mailed and notified with its link', async () => {
    const asked = await ask(alice.cookie);
    expect(asked.status).toBe(201);
    expect(asked.body.data?.aExports).toHaveLength(1);
    expect(asked.body.data?.aExports[0]?.vStatus).toBe('building');
    expect(asked.headers['cache-control']).toBe('private, no-store');
    exportId = asked.body.data!.aExports[0]!.iExportId;

    const report = await runDataExports(server.app.appContext);
    expect(report.built).toEqual([exportId]);
    const mail = await latestMail(db(), alice.email);
    expect(mail?.subject).toBe('Your MapleShine data is ready to download');
    expect(mail?.category).toBe('transactional');
    token = tokenFromMail(mail!.textBody);
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(row?.status).toBe('ready');
    expect(row?.expiresAt?.toISOString()).toBe('2026-12-07T15:00:00.000Z');
    expect(row?.byteSize).toBe(row?.archive?.length);
    expect(row?.tokenHash).not.toBe(token);
    const notices = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.customerId, alice.customerId));
    expect(notices.map((notice) => notice.title)).toContain('Your data is ready to download');

    const listed = await list(alice.cookie);
    expect(listed.body.data?.aExports[0]).toMatchObject({ vStatus: 'ready' });
    expect(listed.body.data?.dNextRequestAt).toBe('2026-12-01T15:00:00.000Z');
  });

  it('downloads by the link to its owner: a zip whose data.json holds their data and no one else’s', async () => {
    const answer = await download({ vToken: token }, alice.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="mapleshine-data-2026-11-30.zip"',
    );
    expect(answer.headers['cache-control']).toBe('no-store');
    const files = unzip(answer.rawPayload);
    expect([...files.keys()]).toEqual(['data.json', 'index.html']);
    const text = files.get('data.json')!.toString('utf8');
    const data = JSON.parse(text);
    expect(data.account.email).toBe(alice.email);
    expect(data.addresses[0]).toMatchObject({
      address: '12 ALICE Street',
      accessEntryCode: 'Code ALICE',
      accessPets: 'A cat named ALICE',
    });
    const booking = data.bookings.find(
      (row: { bookingNo: string }) => row.bookingNo === aliceBookingNo,
    );
    expect(booking).toMatchObject({ status: 'completed', address: '12 ALICE Street' });
    expect(booking.totalCents).toBeGreaterThan(0);
    expect(data.consents[0]).toMatchObject({
      topic: 'offers',
      grantedWording: 'Send me offers (ALICE)',
    });
    expect(data.sessions.map((row: { device: string }) => row.device)).toContain(
      'Chrome on Android',
    );
    expect(data.emails.map((row: { subject: string }) => row.subject)).toContain(
      'Your booking ALICE',
    );
    expect(data.reviewsWritten[0]).toMatchObject({ body: 'Great work ALICE', rating: 5 });
    expect(data.comments[0]).toMatchObject({ body: 'Comment ALICE' });
    expect(data.keptAfterClosure.length).toBeGreaterThan(0);
    const page = files.get('index.html')!.toString('utf8');
    expect(page).toContain('<html lang="en-CA">');
    expect(page).toContain('Your data at MapleShine');
    expect(page).toContain('What we keep after you close your account, and why');
    expect(page).toContain('Code ALICE');
    expect(page).toMatch(/November \d+, 2026/);
    expect(page).toMatch(/\$\d+\.\d\d/);
    // The second account's data appears nowhere: not its addresses, bookings, mail or sessions.
    for (const file of files.values()) {
      expect(file.toString('utf8')).not.toMatch(/ZEBRA|Firefox on Windows/);
      expect(file.toString('utf8')).not.toContain(bruno.email);
    }
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(row?.downloadedAt?.toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });

  it('downloads from the profile by its number, to its owner only', async () => {
    const answer = await download({ iExportId: exportId }, alice.cookie);
    expect(answer.statusCode).toBe(200);
    const other = await download({ iExportId: exportId }, bruno.cookie);
    expect(other.statusCode).toBe(404);
  });

  it('is 404 to another signed-in person with the link, and 401 to anyone anonymous', async () => {
    const other = await download({ vToken: token }, bruno.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toContain('not valid for your account');
    expect(other.headers['content-type']).toContain('application/json');
    const anonymous = await download({ vToken: token });
    expect(anonymous.statusCode).toBe(401);
    expect((await list()).status).toBe(401);
    expect((await ask()).status).toBe(401);
  });

  it('refuses a second request within 24 hours (429, saying when), writing nothing', async () => {
    clock.advance(60 * 60 * 1000);
    const again = await ask(alice.cookie);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(
      'You asked for your data less than a day ago. You can ask again from December 1, 2026 at 10:00AM EST; the archive you asked for stays available until its link expires.',
    );
    const rows = await db()
      .select()
      .from(dataExports)
      .where(eq(dataExports.id, exportId + 1));
    expect(rows).toEqual([]);
  });

  it('answers a bad body 400 and an unknown token 404, never 500', async () => {
    for (const body of [
      {},
      { vToken: token, iExportId: exportId },
      { vToken: 42 },
      { iExportId: 'one' },
      { iExportId: 0 },
      { iExportId: 1.5 },
      { vToken: '' },
      { vToken: 'x'.repeat(201) },
      { vToken: token, extra: true },
      [],
    ]) {
      const answer = await download(body, alice.cookie);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const body of [
      { vToken: 'not-a-token' },
      { vToken: '../../etc/passwd' },
      { vToken: '\u0000\u00ff😀' },
      { iExportId: 2147483647 },
    ]) {
      const answer = await download(body, alice.cookie);
      expect(answer.statusCode, JSON.stringify(body)).toBe(404);
    }
    const text = await server.app.inject({
      method: 'POST',
      url: DOWNLOAD,
      payload: 'vToken=abc',
      headers: { cookie: alice.cookie, 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect((await call(server.app, REQUEST, { more: 1 }, { cookie: alice.cookie })).status).toBe(
      400,
    );
  });

  it('expires after 7 days: the link answers 404 saying so, the job deletes the archive', async () => {
    clock.advance(7 * 24 * 60 * 60 * 1000);
    // A session lasts 12 idle hours: the person signs in again.
    alice.cookie = await signIn(alice.email, alice.password, ANDROID_CHROME);
    bruno.cookie = await signIn(bruno.email, bruno.password, WINDOWS_FIREFOX);
    const late = await download({ vToken: token }, alice.cookie);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(
      'This download link has expired. You can ask for a new archive of your data from your profile.',
    );
    const listed = await list(alice.cookie);
    expect(listed.body.data?.aExports[0]?.vStatus).toBe('expired');
    expect(listed.body.data?.dNextRequestAt).toBeNull();
    const report = await runDataExports(server.app.appContext);
    expect(report.expired).toBe(1);
    const [row] = await db().select().from(dataExports).where(eq(dataExports.id, exportId));
    expect(row).toMatchObject({ status: 'expired', archive: null });
    expect((await download({ iExportId: exportId }, alice.cookie)).statusCode).toBe(404);
  });

  it('may be asked for again after a day, one at a time', async () => {
    expect((await ask(alice.cookie)).status).toBe(201);
    clock.advance(25 * 60 * 60 * 1000);
    alice.cookie = await signIn(alice.email, alice.password, ANDROID_CHROME);
    const whileBuilding = await ask(alice.cookie);
    expect(whileBuilding.status).toBe(429);
    expect(whileBuilding.body.message).toContain('still being prepared');
    await runDataExports(server.app.appContext);
    expect((await ask(alice.cookie)).status).toBe(201);
  });

  it('counts two requests at once as one', async () => {
    const carla = await person(ANDROID_CHROME);
    const answers = await Promise.all([ask(carla.cookie), ask(carla.cookie)]);
    expect(answers.map((answer: Answer) => answer.status).sort()).toEqual([201, 429]);
  });
});

describe('a cleaner’s data export', () => {
  it('holds their profile, hours and jobs, and none of their customers’ contact data', async () => {
    const cleaner = await newContractor(server.app, db(), {
      city: 'Calgary',
      fullName: 'Priya Nair',
    });
    const job = await createBooking(db(), {
      status: 'completed',
      city: 'Calgary',
      contractorEmail: cleaner.email,
      customerEmail: bruno.email,
      address: '99 ZEBRA Crescent',
      now: new Date('2026-11-20T15:00:00Z'),
      startedMinutesAgo: 200,
    });
    expect((await ask(cleaner.cookie)).status).toBe(201);
    await runDataExports(server.app.appContext);
    const token = tokenFromMail((await latestMail(db(), cleaner.email))!.textBody);
    const answer = await download({ vToken: token }, cleaner.cookie);
    expect(answer.statusCode).toBe(200);
    const files = unzip(answer.rawPayload);
    const data = JSON.parse(files.get('data.json')!.toString('utf8'));
    expect(data.cleaner.cleanerProfile.fullName).toBe('Priya Nair');
    expect(data.cleaner.workingHours.length).toBeGreaterThan(0);
    expect(data.cleaner.jobs.map((row: { bookingNo: string }) => row.bookingNo)).toContain(
      job.bookingNo,
    );
    expect(data.cleaner.payStatements.length).toBeGreaterThan(0);
    expect(data.cleaner.taxDetails).toBeNull();
    for (const file of files.values()) {
      expect(file.toString('utf8')).not.toMatch(/ZEBRA/);
      expect(file.toString('utf8')).not.toContain(bruno.email);
    }
    expect(files.get('index.html')!.toString('utf8')).toContain('Working hours');
  });
});

describe('the readable page', () => {
  /** A person whose account is in `locale`, with a completed and a cancelled booking. */
  async function pageOf(locale: 'en-CA' | 'fr-CA') {
    const someone = await person(ANDROID_CHROME);
    await db().update(users).set({ locale }).where(eq(users.email, someone.email));
    await createBooking(db(), {
      status: 'completed',
      customerEmail: someone.email,
      now: new Date('2026-11-20T15:00:00Z'),
      startedMinutesAgo: 200,
    });
    await createBooking(db(), {
      status: 'cancelled',
      paymentStatus: 'released',
      customerEmail: someone.email,
      now: new Date('2026-11-21T15:00:00Z'),
    });
    expect((await ask(someone.cookie)).status).toBe(201);
    await runDataExports(server.app.appContext);
    const mail = await latestMail(db(), someone.email);
    const answer = await download({ vToken: tokenFromMail(mail!.textBody) }, someone.cookie);
    expect(answer.statusCode).toBe(200);
    const files = unzip(answer.rawPayload);
    const data = JSON.parse(files.get('data.json')!.toString('utf8'));
    // data.json keeps the codes, for machines.
    expect(data.bookings.map((row: { status: string }) => row.status).sort()).toEqual([
      'cancelled',
      'completed',
    ]);
    return files.get('index.html')!.toString('utf8');
  }

  /** The words of each field named `label` on the page. */
  function fieldsOf(page: string, label: string) {
    return [...page.matchAll(new RegExp(`<dt>${label}</dt><dd>([^<]*)</dd>`, 'g'))].map(
      (match) => match[1],
    );
  }

  it('writes an English person’s statuses in words, never the codes', async () => {
    const page = await pageOf('en-CA');
    const status = fieldsOf(page, 'Status');
    expect(status).toContain('Completed');
    expect(status).toContain('Cancelled');
    expect(fieldsOf(page, 'Payment').sort()).toEqual(['Charged', 'Released']);
    for (const code of ['completed', 'cancelled', 'captured', 'released', 'building', 'pending']) {
      expect(page).not.toContain(`<dd>${code}</dd>`);
    }
  });

  it('writes a French person’s statuses in Canadian French', async () => {
    const page = await pageOf('fr-CA');
    expect(page).toContain('<html lang="fr-CA">');
    const status = fieldsOf(page, 'Statut');
    expect(status).toContain('Terminée');
    expect(status).toContain('Annulée');
    expect(fieldsOf(page, 'Paiement').sort()).toEqual(['Débitée', 'Libérée']);
    for (const code of ['completed', 'cancelled', 'captured', 'released', 'building', 'pending']) {
      expect(page).not.toContain(`<dd>${code}</dd>`);
    }
  });
});
