import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentWordings as englishWordings } from '#shared/catalogue/en-CA/email-consent.ts';
import { consentWordings as frenchWordings } from '#shared/catalogue/fr-CA/email-consent.ts';
import { sendBookAgainReminders } from '#server/consent/index.ts';
import { bookings, emailConsents, outbox, users } from '#server/db/schema.ts';
import { addToOutbox } from '#server/db/shared-queries/outbox.ts';
import { deliverMail } from '#server/platform/mail/mail-delivery.ts';
import type { Mailer, MailMessage } from '#server/platform/mail/mailer.ts';
import { call, codeFromMail, logIn, manualClock, randomIp } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Issue 44's consent (decision 142): promotional e-mail only with recorded consent, and a
 * one-click unsubscribe from the link alone that stops promotional mail but not receipts.
 */

const DAY = 24 * 60 * 60 * 1000;
const ORIGIN = 'https://mapleshine.example';
const clock = manualClock(new Date('2026-11-23T14:00:00Z'));
let server: TestApp;
const db = () => server.database.db;
const context = () => ({ db: db(), clock, publicUrl: ORIGIN });

beforeAll(async () => {
  server = await startTestApp({ clock, publicUrl: ORIGIN });
});
afterAll(() => server.close());

let people = 0;
async function registered(box: boolean | undefined, locale: 'en' | 'fr' = 'en') {
  people += 1;
  const email = `consent.${people}.${Date.now()}@example.ca`;
  const password = 'Peggys-Cove-Lighthouse-7';
  const answer = await call(
    server.app,
    locale === 'fr' ? '/api/auth/register?lang=fr' : '/api/auth/register',
    {
      vFirstName: 'Élodie',
      vLastName: 'Gagnon',
      vEmail: email,
      vMobile: '5145550188',
      vPassword: password,
      ...(box === undefined ? {} : { bEmailOffers: box }),
    },
    locale === 'fr' ? { headers: { 'accept-language': 'fr-CA' } } : {},
  );
  expect(answer.status).toBe(200);
  const code = await codeFromMail(db(), email, '/account-activation');
  await call(server.app, '/api/auth/activate', { vUniqueCode: code });
  const { cookie } = await logIn(server.app, email, password);
  const [user] = await db().select().from(users).where(eq(users.email, email));
  return { email, cookie, userId: user!.id };
}

const consentsOf = (userId: number) =>
  db()
    .select()
    .from(emailConsents)
    .where(eq(emailConsents.userId, userId))
    .orderBy(emailConsents.id);

const promotionalTo = (email: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), eq(outbox.category, 'promotional')))
    .orderBy(desc(outbox.id));

/** A completed booking of the customer's, completed `daysAgo` days before the test clock. */
async function completedDaysAgo(email: string, daysAgo: number) {
  const booking = await createBooking(db(), {
    status: 'completed',
    customerEmail: email,
    paymentStatus: 'captured',
    now: new Date(clock().getTime() - daysAgo * DAY),
    startsInHours: -4,
  });
  await db()
    .update(bookings)
    .set({ completedAt: new Date(clock().getTime() - daysAgo * DAY) })
    .where(eq(bookings.id, booking.id));
  return booking;
}

describe('consent at registration', () => {
  it('records both topics with the box’s wording, when and how, when the box is ticked', async () => {
    const person = await registered(true);
    const rows = await consentsOf(person.userId);
    expect(rows.map((row) => row.topic).sort()).toEqual(['bookAgain', 'offers']);
    for (const row of rows) {
      expect(row).toMatchObject({
        grantedVia: 'registration',
        grantedWording: englishWordings.registration,
        grantedAt: clock(),
        withdrawnAt: null,
      });
    }
  });

  it('records the French wording for a registration on a French page', async () => {
    const person = await registered(true, 'fr');
    const rows = await consentsOf(person.userId);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.grantedWording).toBe(frenchWordings.registration);
  });

  it.each([false, undefined])('records nothing when the box is %s', async (box) => {
    const person = await registered(box);
    expect(await consentsOf(person.userId)).toEqual([]);
  });

  it('refuses a box that is not true or false, writing no account', async () => {
    const email = `consent.bad.${Date.now()}@example.ca`;
    const answer = await call(server.app, '/api/auth/register', {
      vFirstName: 'Élodie',
      vLastName: 'Gagnon',
      vEmail: email,
      vMobile: '5145550188',
      vPassword: 'Peggys-Cove-Lighthouse-7',
      bEmailOffers: 'yes',
    });
    expect(answer.status).toBe(400);
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('e-mail preferences in the profile', () => {
  it('reads, turns on and off, and keeps the history of each change', async () => {
    const person = await registered(false);
    const read = await call(server.app, '/api/account/email_preferences', {}, person);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ bBookAgain: false, bOffers: false });

    const on = await call(
      server.app,
      '/api/account/email_preferences/update',
      { eTopic: 'offers', bConsent: true },
      person,
    );
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ bBookAgain: false, bOffers: true });
    clock.advance(60_000);
    const off = await call(
      server.app,
      '/api/account/email_preferences/update',
      { eTopic: 'offers', bConsent: false },
      person,
    );
    expect(off.body.data).toEqual({ bBookAgain: false, bOffers: false });
    clock.advance(60_000);
    await call(
      server.app,
      '/api/account/email_preferences/update',
      { eTopic: 'offers', bConsent: true },
      person,
    );
    // Turning on what is on already writes nothing more.
    await call(
      server.app,
      '/api/account/email_preferences/update',
      { eTopic: 'offers', bConsent: true },
      person,
    );

    const rows = await consentsOf(person.userId);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      topic: 'offers',
      grantedVia: 'profile',
      grantedWording: englishWordings.offers,
      withdrawnVia: 'profile',
    });
    expect(rows[0]?.withdrawnAt).toBeInstanceOf(Date);
    expect(rows[1]).toMatchObject({ topic: 'offers', grantedVia: 'profile', withdrawnAt: null });
  });

  it('answers 401 to a visitor and 400 to a bad change, writing nothing', async () => {
    const anonymous = await call(server.app, '/api/account/email_preferences', {});
    expect(anonymous.status).toBe(401);
    const anonymousChange = await call(server.app, '/api/account/email_preferences/update', {
      eTopic: 'offers',
      bConsent: true,
    });
    expect(anonymousChange.status).toBe(401);

    const person = await registered(false);
    for (const body of [
      { eTopic: 'newsletter', bConsent: true },
      { eTopic: 'offers', bConsent: 'true' },
      { eTopic: 'offers' },
      { eTopic: 'offers', bConsent: true, iUserId: 1 },
      [],
    ]) {
      const answer = await call(server.app, '/api/account/email_preferences/update', body, person);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await consentsOf(person.userId)).toEqual([]);
  });

  it('changes only the signed-in person’s preferences: no field can name another', async () => {
    const owner = await registered(true);
    const other = await registered(false);
    const answer = await call(
      server.app,
      '/api/account/email_preferences/update',
      { eTopic: 'offers', bConsent: false, iUserId: owner.userId },
      other,
    );
    expect(answer.status).toBe(400);
    const read = await call(server.app, '/api/account/email_preferences', {}, other);
    expect(read.body.data).toEqual({ bBookAgain: false, bOffers: false });
    expect((await consentsOf(owner.userId)).every((row) => row.withdrawnAt === null)).toBe(true);
  });
});

describe('the book-again reminder', () => {
  it('goes to a consenting customer 28 days after their last completed booking, once', async () => {
    const consenting = await registered(true);
    const notConsenting = await registered(false);
    const mine = await completedDaysAgo(consenting.email, 27);
    await completedDaysAgo(notConsenting.email, 27);

    expect((await sendBookAgainReminders(context())).sent).not.toContain(mine.id);
    expect(await promotionalTo(consenting.email)).toEqual([]);

    clock.advance(DAY + 60_000);
    const report = await sendBookAgainReminders(context());
    expect(report.sent).toContain(mine.id);
    const [mail, ...more] = await promotionalTo(consenting.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Time for another cleaning, Élodie?');
    expect(mail?.textBody).toContain(`${ORIGIN}/book-again/${mine.id}`);
    expect(await promotionalTo(notConsenting.email)).toEqual([]);

    // The next runs write nothing more about that booking.
    expect((await sendBookAgainReminders(context())).sent).not.toContain(mine.id);
    clock.advance(DAY);
    expect((await sendBookAgainReminders(context())).sent).not.toContain(mine.id);
    expect(await promotionalTo(consenting.email)).toHaveLength(1);
  });

  it('is not sent while another booking is still to come, or after the account was closed', async () => {
    const withUpcoming = await registered(true);
    await completedDaysAgo(withUpcoming.email, 29);
    await createBooking(db(), {
      status: 'authorized',
      customerEmail: withUpcoming.email,
      paymentStatus: 'authorized',
      now: clock(),
    });
    const closed = await registered(true);
    await completedDaysAgo(closed.email, 29);
    await db().update(users).set({ closedAt: clock() }).where(eq(users.id, closed.userId));

    await sendBookAgainReminders(context());
    expect(await promotionalTo(withUpcoming.email)).toEqual([]);
    expect(await promotionalTo(closed.email)).toEqual([]);
  });

  it('is written in the customer’s language', async () => {
    const french = await registered(true, 'fr');
    const booking = await completedDaysAgo(french.email, 29);
    await sendBookAgainReminders(context());
    const [mail] = await promotionalTo(french.email);
    expect(mail?.locale).toBe('fr-CA');
    expect(mail?.subject).toBe('C’est le moment d’un autre ménage, Élodie?');
    expect(mail?.textBody).toContain(`${ORIGIN}/fr/book-again/${booking.id}`);
    expect(mail?.textBody).toContain(`${ORIGIN}/fr/unsubscribe?k=`);
  });
});

/** The key and topic of the unsubscribe link at the end of a promotional e-mail. */
function linkOf(textBody: string) {
  const match = /\/unsubscribe\?k=([A-Za-z0-9_-]+)&t=(bookAgain|offers)/.exec(textBody);
  if (!match) throw new Error('no unsubscribe link');
  return { key: match[1]!, topic: match[2]! };
}

async function remindedCustomer() {
  const person = await registered(true);
  await completedDaysAgo(person.email, 29);
  await sendBookAgainReminders(context());
  const [mail] = await promotionalTo(person.email);
  if (!mail) throw new Error('no reminder');
  return { ...person, mail, ...linkOf(mail.textBody) };
}

describe('unsubscribing from the link alone', () => {
  it('carries List-Unsubscribe, List-Unsubscribe-Post and the page’s link, and the key is made once', async () => {
    const person = await remindedCustomer();
    const [user] = await db().select().from(users).where(eq(users.id, person.userId));
    expect(user?.unsubscribeKey).toBe(person.key);
    expect(person.mail.headers).toEqual({
      'List-Unsubscribe': `<${ORIGIN}/api/email/unsubscribe/one-click?k=${person.key}&t=bookAgain>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(person.mail.textBody).toContain(`${ORIGIN}/unsubscribe?k=${person.key}&t=bookAgain`);
  });

  it('the page’s button unsubscribes; then no promotional mail goes, but a security e-mail does', async () => {
    const person = await remindedCustomer();
    const page = await server.app.inject({
      method: 'GET',
      url: `/unsubscribe?k=${person.key}&t=bookAgain`,
    });
    // A GET (a mail scanner's prefetch) changes nothing.
    expect(page.statusCode).toBeLessThan(500);
    expect((await consentsOf(person.userId)).every((row) => row.withdrawnAt === null)).toBe(true);

    const answer = await call(server.app, '/api/email/unsubscribe', {
      vKey: person.key,
      eTopic: 'bookAgain',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('You are unsubscribed.');
    const withdrawn = (await consentsOf(person.userId)).find((row) => row.topic === 'bookAgain');
    expect(withdrawn).toMatchObject({ withdrawnVia: 'unsubscribeLink', withdrawnAt: clock() });
    // Again is no error, and writes nothing more.
    expect(
      (await call(server.app, '/api/email/unsubscribe', { vKey: person.key, eTopic: 'bookAgain' }))
        .status,
    ).toBe(200);

    await completedDaysAgo(person.email, 28.5);
    await sendBookAgainReminders(context());
    expect(await promotionalTo(person.email)).toHaveLength(1);
    const reset = await call(server.app, '/api/auth/forgot-password', { vEmail: person.email });
    expect(reset.status).toBe(200);
    const [latest] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, person.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(latest?.category).toBe('transactional');
    expect(latest?.textBody).toContain('/reset-password/');
  });

  it('the page’s second button stops every kind of promotional mail at once (CASL s. 11(2))', async () => {
    const person = await remindedCustomer();
    expect(
      (await consentsOf(person.userId))
        .filter((row) => row.withdrawnAt === null)
        .map((row) => row.topic)
        .sort(),
    ).toEqual(['bookAgain', 'offers']);
    const answer = await call(server.app, '/api/email/unsubscribe', {
      vKey: person.key,
      eTopic: 'bookAgain',
      bAll: true,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('You are unsubscribed.');
    const rows = await consentsOf(person.userId);
    expect(rows.filter((row) => row.withdrawnAt === null)).toEqual([]);
    expect(rows.map((row) => row.withdrawnVia)).toEqual(['unsubscribeLink', 'unsubscribeLink']);
  });

  it('the mail client’s one-click POST unsubscribes with List-Unsubscribe=One-Click', async () => {
    const person = await remindedCustomer();
    const answer = await server.app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe/one-click?k=${person.key}&t=bookAgain`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: randomIp(),
    });
    expect(answer.statusCode).toBe(200);
    const row = (await consentsOf(person.userId)).find((each) => each.topic === 'bookAgain');
    expect(row?.withdrawnVia).toBe('listUnsubscribe');
    // The other topic stays as it was.
    const offers = (await consentsOf(person.userId)).find((each) => each.topic === 'offers');
    expect(offers?.withdrawnAt).toBeNull();
    const read = await call(server.app, '/api/account/email_preferences', {}, person);
    expect(read.body.data).toEqual({ bBookAgain: false, bOffers: true });
  });

  it('refuses an unknown key with a clear message and writes nothing', async () => {
    const person = await remindedCustomer();
    const before = await consentsOf(person.userId);
    const wrong = `${person.key.slice(0, -1)}${person.key.endsWith('A') ? 'B' : 'A'}`;
    const page = await call(server.app, '/api/email/unsubscribe', {
      vKey: wrong,
      eTopic: 'bookAgain',
    });
    expect(page.status).toBe(404);
    expect(page.body.message).toMatch(
      /^This unsubscribe link is not valid, so nothing was changed/,
    );
    const oneClick = await server.app.inject({
      method: 'POST',
      url: `/api/email/unsubscribe/one-click?k=${wrong}&t=bookAgain`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: randomIp(),
    });
    expect(oneClick.statusCode).toBe(404);
    expect(await consentsOf(person.userId)).toEqual(before);
  });

  it('never answers 500 to junk, and limits the misses of one address', async () => {
    const junk = [
      { url: '/api/email/unsubscribe/one-click', payload: 'List-Unsubscribe=One-Click' },
      { url: '/api/email/unsubscribe/one-click?k=&t=bookAgain', payload: '' },
      { url: '/api/email/unsubscribe/one-click?k=abc&t=newsletter', payload: 'x=%%%' },
      { url: `/api/email/unsubscribe/one-click?k=${'a'.repeat(500)}&t=offers`, payload: '' },
      { url: '/api/email/unsubscribe/one-click?k=abc&t=offers', payload: 'List-Unsubscribe=Two' },
      { url: '/api/email/unsubscribe/one-click?k[]=a&t=offers', payload: '' },
    ];
    for (const each of junk) {
      const answer = await server.app.inject({
        method: 'POST',
        url: each.url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: each.payload,
        remoteAddress: randomIp(),
      });
      expect(answer.statusCode, each.url).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, each.url).toBeLessThan(500);
    }
    const asJson = await server.app.inject({
      method: 'POST',
      url: '/api/email/unsubscribe/one-click?k=abc&t=offers',
      headers: { 'content-type': 'application/json' },
      payload: '{"k":"x"}',
    });
    expect(asJson.statusCode).toBe(415);
    // Another operation takes no form's body.
    const formElsewhere = await server.app.inject({
      method: 'POST',
      url: '/api/email/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'vKey=a&eTopic=offers',
    });
    expect(formElsewhere.statusCode).toBe(415);
    for (const body of [{}, { vKey: 1, eTopic: 'offers' }, { vKey: 'a', eTopic: 'all' }, []]) {
      const answer = await call(server.app, '/api/email/unsubscribe', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }

    const ip = randomIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 21; attempt += 1) {
      const answer = await call(
        server.app,
        '/api/email/unsubscribe',
        { vKey: `guess${attempt}`, eTopic: 'offers' },
        { ip },
      );
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('delivery of promotional mail', () => {
  it('passes the outbox’s headers to the mailer', async () => {
    const sent: MailMessage[] = [];
    const transport: Mailer = {
      async send(message) {
        sent.push(message);
      },
    };
    const to = `headers.${Date.now()}@example.ca`;
    await addToOutbox(db(), {
      to,
      subject: 'Offers',
      text: 'Body',
      category: 'promotional',
      headers: {
        'List-Unsubscribe': '<https://x.example/u>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    const [row] = await db().select().from(outbox).where(eq(outbox.toAddress, to));
    await deliverMail(db(), clock, transport, { outboxId: row!.id }, false);
    expect(sent[0]?.headers).toEqual({
      'List-Unsubscribe': '<https://x.example/u>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
