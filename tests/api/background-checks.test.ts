import { count, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  backgroundChecks,
  bookings,
  contractors,
  notifications,
  operatorActions,
  outbox,
} from '#server/db/schema.ts';
import { hasCurrentCheck, runCheckExpiries } from '#server/background-checks/index.ts';
import { windowCounts } from '#server/quote/availability.ts';
import { call, manualClock } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// Background checks (issue 43, decision 134): recorded at approval and on the cleaner's page,
// told 30 and 7 days ahead, lapsing into a pause, and refusing an accept they do not cover.

const clock = manualClock(new Date('2026-11-22T15:00:00Z'));
const DAY_MS = 24 * 60 * 60 * 1000;
const ACCEPT = '/api/cleaning/accept_job';
const LIST = '/api/contractor/get_contractor_Job';
const NB = '\u00a0';

let server: TestApp;
let operator: string;
beforeAll(async () => {
  server = await startTestApp({ clock, publicUrl: 'https://mapleshine.example' });
  operator = (await logInAsDemoOperator(server.app)).cookie;
});
afterAll(() => server.close());

const db = () => server.database.db;

function admin<Data = unknown>(path: string, body: unknown, headers?: Record<string, string>) {
  return call<Data>(server.app, `/api/admin/${path}`, body, {
    cookie: operator,
    ...(headers ? { headers } : {}),
  });
}

const current = {
  provider: 'Sterling Backcheck',
  checkedOn: '2026-11-01',
  result: 'clear',
  expiresOn: '2027-11-01',
} as const;

async function counts() {
  const [checks] = await db().select({ n: count() }).from(backgroundChecks);
  const [actions] = await db().select({ n: count() }).from(operatorActions);
  const [mail] = await db().select({ n: count() }).from(outbox);
  return { checks: checks?.n, actions: actions?.n, mail: mail?.n };
}

async function cleanerRow(id: number) {
  const [row] = await db()
    .select({
      status: contractors.status,
      pausedAt: contractors.pausedAt,
      pauseReason: contractors.pauseReason,
    })
    .from(contractors)
    .where(eq(contractors.id, id));
  return row;
}

/** A check written straight to the database, as if recorded long ago. */
async function givenCheck(
  cleaner: TestContractor,
  check: { checkedOn: string; expiresOn: string; result?: 'clear' | 'notClear' },
) {
  const [row] = await db()
    .insert(backgroundChecks)
    .values({ contractorId: cleaner.id, provider: 'in person', result: 'clear', ...check })
    .returning();
  return row!;
}

function mailTo(address: string) {
  return db()
    .select({ subject: outbox.subject, text: outbox.textBody })
    .from(outbox)
    .where(eq(outbox.toAddress, address))
    .orderBy(desc(outbox.id));
}

function mailAbout(name: string) {
  return db()
    .select({ to: outbox.toAddress, subject: outbox.subject, text: outbox.textBody })
    .from(outbox)
    .where(like(outbox.subject, `%${name}%`));
}

describe('adminCleanerRecordCheck', () => {
  it('records a renewal with its audit entry, and the cleaner page shows it first', async () => {
    const cleaner = await newContractor(server.app, db(), { fullName: 'Priya Natarajan' });
    const answer = await admin('cleaners/record-check', {
      contractorId: cleaner.id,
      check: { ...current, provider: '  in person ' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Recorded Priya Natarajan’s background check.');
    const page = await admin<{
      backgroundChecks: { provider: string; current: boolean; result: string }[];
      pauseReason: string | null;
    }>('cleaners/get', { id: cleaner.id });
    expect(page.body.data?.backgroundChecks).toEqual([
      expect.objectContaining({
        provider: 'in person',
        checkedOn: '2026-11-01',
        result: 'clear',
        expiresOn: '2027-11-01',
        current: true,
        recordedBy: expect.any(String),
      }),
    ]);
    expect(page.body.data?.pauseReason).toBeNull();
    const [action] = await db()
      .select()
      .from(operatorActions)
      .orderBy(desc(operatorActions.id))
      .limit(1);
    expect(action).toMatchObject({
      action: 'cleaner.check',
      subjectType: 'cleaner',
      subjectId: String(cleaner.id),
    });
  });

  it.each([
    [
      'no provider',
      { ...current, provider: ' ' },
      'Please give who ran the background check, or “in person”.',
    ],
    [
      'a date that is not one',
      { ...current, checkedOn: 'last week' },
      'Please give the date of the background check.',
    ],
    [
      'no result',
      { provider: 'Sterling', checkedOn: '2026-11-01', expiresOn: '2027-11-01' },
      'Please choose the result of the background check.',
    ],
    [
      'an expiry before the check',
      { ...current, expiresOn: '2026-10-01' },
      'The background check must expire after the date it was done.',
    ],
    [
      'a check done tomorrow',
      { ...current, checkedOn: '2026-11-23' },
      'The date of the background check cannot be in the future.',
    ],
    [
      'a check already expired',
      { ...current, checkedOn: '2025-11-01', expiresOn: '2026-11-22' },
      'This background check has already expired: please record a current one.',
    ],
  ])('refuses %s with 400 and writes nothing', async (_case, check, message) => {
    const cleaner = await newContractor(server.app, db(), { logIn: false });
    const before = await counts();
    const answer = await admin('cleaners/record-check', { contractorId: cleaner.id, check });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect(await counts()).toEqual(before);
  });

  it('says its refusals in French to the French console', async () => {
    const cleaner = await newContractor(server.app, db(), { logIn: false });
    const answer = await admin(
      'cleaners/record-check',
      { contractorId: cleaner.id, check: { ...current, checkedOn: '2026-12-01' } },
      { 'x-mapleshine-locale': 'fr-CA' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'La date de la vérification des antécédents ne peut pas être dans le futur.',
    );
    const missing = await admin(
      'cleaners/record-check',
      { contractorId: cleaner.id, check: { ...current, provider: '' } },
      { 'x-mapleshine-locale': 'fr-CA' },
    );
    expect(missing.body.message).toBe(
      `Veuillez indiquer qui a fait la vérification des antécédents, ou «${NB}en personne${NB}».`,
    );
  });

  it('answers 404 for no cleaner and 409 for an application not yet approved', async () => {
    const pending = await newContractor(server.app, db(), { status: 'Pending', logIn: false });
    const before = await counts();
    const missing = await admin('cleaners/record-check', { contractorId: 999_999, check: current });
    expect(missing.status).toBe(404);
    const early = await admin('cleaners/record-check', {
      contractorId: pending.id,
      check: current,
    });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'Checks are recorded here for approved cleaners; an application’s check is recorded as it is approved.',
    );
    expect(await counts()).toEqual(before);
  });

  it('refuses anyone but an operator, writing nothing', async () => {
    const cleaner = await newContractor(server.app, db());
    const before = await counts();
    const body = { contractorId: cleaner.id, check: current };
    const anonymous = await call(server.app, '/api/admin/cleaners/record-check', body);
    expect(anonymous.status).toBe(401);
    const asCleaner = await call(server.app, '/api/admin/cleaners/record-check', body, {
      cookie: cleaner.cookie,
    });
    expect(asCleaner.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it('pauses a cleaner whose renewal is not clear, and a clear one lifts that pause', async () => {
    const cleaner = await newContractor(server.app, db(), { fullName: 'Marc Gagnon' });
    const notClear = await admin('cleaners/record-check', {
      contractorId: cleaner.id,
      check: { ...current, result: 'notClear' },
    });
    expect(notClear.status).toBe(200);
    expect(notClear.body.message).toBe(
      'Recorded Marc Gagnon’s background check; it is not clear, so they are paused and take no new jobs.',
    );
    expect(await cleanerRow(cleaner.id)).toMatchObject({ pauseReason: 'checkNotClear' });
    const clear = await admin('cleaners/record-check', {
      contractorId: cleaner.id,
      check: current,
    });
    expect(clear.body.message).toBe(
      'Recorded Marc Gagnon’s background check; the pause for their expired check is lifted.',
    );
    expect(await cleanerRow(cleaner.id)).toMatchObject({ pausedAt: null, pauseReason: null });
  });

  it("never lifts an operator's own pause", async () => {
    const cleaner = await newContractor(server.app, db());
    const paused = await admin('cleaners/pause', { id: cleaner.id, reason: 'Complaints.' });
    expect(paused.status).toBe(200);
    await admin('cleaners/record-check', { contractorId: cleaner.id, check: current });
    expect((await cleanerRow(cleaner.id))?.pausedAt).not.toBeNull();
  });
});

describe('adminApplicationApprove with its check', () => {
  it('refuses an approval without a check, or with one not clear: 400, still pending, nothing written', async () => {
    const applicant = await newContractor(server.app, db(), {
      status: 'Pending',
      logIn: false,
    });
    const before = await counts();
    const none = await admin('applications/approve', { contractorId: applicant.id });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please record the background check that clears the applicant.');
    const notClear = await admin('applications/approve', {
      contractorId: applicant.id,
      check: { ...current, result: 'notClear' },
    });
    expect(notClear.status).toBe(400);
    expect(notClear.body.message).toBe(
      'A cleaner whose background check is not clear cannot be approved.',
    );
    const french = await admin(
      'applications/approve',
      { contractorId: applicant.id, check: { ...current, result: 'notClear' } },
      { 'x-mapleshine-locale': 'fr-CA' },
    );
    expect(french.body.message).toBe(
      'Un(e) préposé(e) au ménage dont la vérification des antécédents n’est pas concluante ne peut pas être approuvé(e).',
    );
    expect((await cleanerRow(applicant.id))?.status).toBe('Pending');
    expect(await counts()).toEqual(before);
  });

  it('approves with a clear check, kept as the cleaner’s check with its own audit entry', async () => {
    const applicant = await newContractor(server.app, db(), {
      status: 'Pending',
      fullName: 'Lena Fischer',
      logIn: false,
    });
    const answer = await admin('applications/approve', {
      contractorId: applicant.id,
      check: current,
    });
    expect(answer.status).toBe(200);
    expect((await cleanerRow(applicant.id))?.status).toBe('Approved');
    const rows = await db()
      .select()
      .from(backgroundChecks)
      .where(eq(backgroundChecks.contractorId, applicant.id));
    expect(rows).toEqual([
      expect.objectContaining({
        provider: 'Sterling Backcheck',
        checkedOn: '2026-11-01',
        result: 'clear',
        expiresOn: '2027-11-01',
      }),
    ]);
    const actions = await db()
      .select({ action: operatorActions.action })
      .from(operatorActions)
      .where(eq(operatorActions.subjectId, String(applicant.id)));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'application.approve',
      'cleaner.check',
    ]);
  });
});

describe('the expiry job', () => {
  it('tells the cleaner and the operators 30 and 7 days ahead, once each, then pauses the cleaner; a new check resumes them', async () => {
    const cleaner = await newContractor(server.app, db(), {
      city: 'Ottawa',
      fullName: 'Yusuf Adeyemi',
      logIn: false,
    });
    const check = await givenCheck(cleaner, { checkedOn: '2025-12-22', expiresOn: '2026-12-22' });
    const context = {
      db: db(),
      publicUrl: 'https://mapleshine.example',
      catalog: server.app.appContext.catalog,
    };
    const at = (days: number) => new Date(clock().getTime() + days * DAY_MS);

    const thirty = await runCheckExpiries(context, at(0));
    expect(thirty.warned).toContainEqual({ checkId: check.id, days: 30 });
    expect((await mailTo(cleaner.email)).map((mail) => mail.subject)).toEqual([
      'Your background check expires in 30 days',
    ]);
    const operatorMail = await mailAbout('Yusuf Adeyemi’s background check expires');
    expect(operatorMail.length).toBeGreaterThan(0);
    expect(operatorMail[0]?.text).toContain('https://mapleshine.example/admin/cleaners/');
    const [notice] = await db()
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.contractorId, cleaner.id));
    expect(notice?.title).toBe('Your background check expires on December 22, 2026');

    // Once each: again the same day, or ten days on, tells no one.
    expect((await runCheckExpiries(context, at(0))).warned).not.toContainEqual(
      expect.objectContaining({ checkId: check.id }),
    );
    await runCheckExpiries(context, at(10));
    expect(await mailTo(cleaner.email)).toHaveLength(1);
    expect(await mailAbout('Yusuf Adeyemi’s background check expires')).toHaveLength(
      operatorMail.length,
    );

    const seven = await runCheckExpiries(context, at(23));
    expect(seven.warned).toContainEqual({ checkId: check.id, days: 7 });
    await runCheckExpiries(context, at(24));
    expect((await mailTo(cleaner.email)).map((mail) => mail.subject)).toEqual([
      'Your background check expires in 7 days',
      'Your background check expires in 30 days',
    ]);
    expect((await cleanerRow(cleaner.id))?.pausedAt).toBeNull();

    // The expiry day, in Ottawa: 2026-12-22 from 05:00Z.
    const lapse = await runCheckExpiries(context, new Date('2026-12-22T05:30:00Z'));
    expect(lapse.lapsed).toContain(check.id);
    expect(await cleanerRow(cleaner.id)).toMatchObject({ pauseReason: 'checkExpired' });
    expect((await mailTo(cleaner.email))[0]?.subject).toBe(
      'Your background check has expired: you cannot accept new jobs',
    );
    expect(await mailAbout('Yusuf Adeyemi is paused')).not.toHaveLength(0);
    expect((await runCheckExpiries(context, at(31))).lapsed).not.toContain(check.id);

    const page = await admin<{ standing: string; pauseReason: string | null }>('cleaners/get', {
      id: cleaner.id,
    });
    expect(page.body.data).toMatchObject({ standing: 'Paused', pauseReason: 'checkExpired' });

    const renewed = await admin('cleaners/record-check', {
      contractorId: cleaner.id,
      check: current,
    });
    expect(renewed.status).toBe(200);
    expect(await cleanerRow(cleaner.id)).toMatchObject({ pausedAt: null, pauseReason: null });
  });

  it('keeps a pause an operator made, and lifts none at expiry', async () => {
    const cleaner = await newContractor(server.app, db(), { city: 'Ottawa', logIn: false });
    const check = await givenCheck(cleaner, { checkedOn: '2025-11-01', expiresOn: '2026-11-22' });
    await admin('cleaners/pause', { id: cleaner.id, reason: 'On leave.' });
    const context = {
      db: db(),
      publicUrl: 'https://mapleshine.example',
      catalog: server.app.appContext.catalog,
    };
    expect((await runCheckExpiries(context, clock())).lapsed).toContain(check.id);
    expect(await cleanerRow(cleaner.id)).toMatchObject({ pauseReason: null });
    expect((await cleanerRow(cleaner.id))?.pausedAt).not.toBeNull();
  });
});

describe('a cleaner whose check has expired', () => {
  function booking(startsInHours: number, city = 'Ottawa') {
    return createBooking(db(), { now: clock(), city, startsInHours });
  }

  it('cannot accept, even before the job pauses them: 403 with a plain message, the job stays open', async () => {
    const cleaner = await newContractor(server.app, db(), { city: 'Ottawa' });
    await givenCheck(cleaner, { checkedOn: '2025-11-20', expiresOn: '2026-11-20' });
    const job = await booking(48);

    const list = await call<{ iBookingId: number }[]>(
      server.app,
      LIST,
      { eStatus: 'Open' },
      { cookie: cleaner.cookie },
    );
    expect(list.body.data?.map((row) => row.iBookingId)).not.toContain(job.id);

    const answer = await call(
      server.app,
      ACCEPT,
      { iBookingId: job.id },
      { cookie: cleaner.cookie },
    );
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(
      'Your background check expired on November 20, 2026: you can accept jobs again once MapleShine records a new one.',
    );
    const french = await call(
      server.app,
      ACCEPT,
      { iBookingId: job.id },
      { cookie: cleaner.cookie, headers: { 'x-mapleshine-locale': 'fr-CA' } },
    );
    expect(french.body.message).toBe(
      `Votre vérification des antécédents a expiré le 20 novembre 2026${NB}: vous pourrez accepter des travaux dès que MapleShine en aura inscrit une nouvelle.`,
    );
    const [row] = await db()
      .select({ status: bookings.status, contractorId: bookings.contractorId })
      .from(bookings)
      .where(eq(bookings.id, job.id));
    expect(row).toEqual({ status: 'authorized', contractorId: null });
  });

  it('cannot accept a job after their check expires, but can accept one before', async () => {
    const cleaner = await newContractor(server.app, db(), { city: 'Ottawa' });
    await givenCheck(cleaner, { checkedOn: '2025-11-24', expiresOn: '2026-11-24' });
    const later = await booking(52);
    const refused = await call(
      server.app,
      ACCEPT,
      { iBookingId: later.id },
      {
        cookie: cleaner.cookie,
      },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'Your background check expires on November 24, 2026, before this job: you can accept it once MapleShine records your renewed check.',
    );
    const sooner = await booking(20);
    const accepted = await call(
      server.app,
      ACCEPT,
      { iBookingId: sooner.id },
      {
        cookie: cleaner.cookie,
      },
    );
    expect(accepted.status).toBe(200);
  });

  it('is not counted as a free cleaner by the quote and the payment', async () => {
    const cleaner = await newContractor(server.app, db(), { city: 'Winnipeg', logIn: false });
    const job = await booking(74, 'Winnipeg');
    const window = {
      cityId: cleaner.cityId,
      startsAt: job.startsAt ?? clock(),
      blockedUntil: job.blockedUntil ?? clock(),
      localDate: job.localDate ?? '',
      fromMinutes: job.fromMinutes ?? 0,
      untilMinutes: job.untilMinutes ?? 0,
    };
    const before = await windowCounts(db(), window, job.id);
    await givenCheck(cleaner, { checkedOn: '2025-11-20', expiresOn: '2026-11-20' });
    const after = await windowCounts(db(), window, job.id);
    expect(after.free).toBe(before.free - 1);
  });
});

describe("the booking page's cleaner", () => {
  it('is called background-checked only while their newest check is clear and unexpired', async () => {
    const cleaner = await newContractor(server.app, db(), { city: 'Ottawa', logIn: false });
    const who = { id: cleaner.id, timeZone: 'America/Toronto' };
    expect(await hasCurrentCheck(db(), who, clock())).toBe(false);
    await givenCheck(cleaner, { checkedOn: '2025-11-20', expiresOn: '2026-11-20' });
    expect(await hasCurrentCheck(db(), who, clock())).toBe(false);
    await givenCheck(cleaner, { checkedOn: '2026-11-20', expiresOn: '2027-11-20' });
    expect(await hasCurrentCheck(db(), who, clock())).toBe(true);
    await givenCheck(cleaner, {
      checkedOn: '2026-11-21',
      expiresOn: '2027-11-21',
      result: 'notClear',
    });
    expect(await hasCurrentCheck(db(), who, clock())).toBe(false);
  });
});
