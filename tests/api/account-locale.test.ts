import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import {
  call,
  codeFromMail,
  demoContractorEmail,
  logIn,
  newActiveCustomer,
} from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Decision 103: an account's language is the page's at registration, is returned with the
 * profile, and changes through POST /api/auth/locale (the profile's choice and the switcher).
 */

const LOGIN_REQUIRED = 'Please log in to continue.';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

async function localeOf(email: string) {
  const rows = await server.database.db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(users.email, email));
  return rows[0]?.locale;
}

function setLocale(cookie: string | undefined, body: unknown) {
  return call(server.app, '/api/auth/locale', body, { cookie });
}

describe('an account keeps its language', () => {
  it('is the language of the page the person registered on (its X-MapleShine-Locale)', async () => {
    const email = `francophone.${Date.now()}@example.ca`;
    const answer = await call(
      server.app,
      '/api/auth/register',
      {
        vFirstName: 'Élise',
        vLastName: 'Gagnon',
        vEmail: email,
        vMobile: '8195550110',
        vPassword: 'Riviere-Outaouais-27',
      },
      { headers: { 'x-mapleshine-locale': 'fr-CA' } },
    );
    expect(answer.status).toBe(200);
    expect(await localeOf(email)).toBe('fr-CA');
    // The activation link is the same page in either language.
    expect(await codeFromMail(server.database.db, email, '/account-activation')).toBeTruthy();
  });

  it('is English for a registration from an English page', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    expect(await localeOf(person.email)).toBe('en-CA');
  });

  it('is set by POST /api/auth/locale, answered in the language chosen, and returned with the profile', async () => {
    const person = await newActiveCustomer(server.app, server.database.db);
    const answer = await setLocale(person.cookie, { locale: 'fr-CA' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, message: 'Votre langue est enregistrée.' });
    expect(await localeOf(person.email)).toBe('fr-CA');

    const profile = await call<{ locale: string }>(
      server.app,
      '/api/customer/get_by_id',
      { vUniqueCode: person.data.vCustomerUniqueCode },
      { cookie: person.cookie },
    );
    expect(profile.body.data?.locale).toBe('fr-CA');

    const back = await setLocale(person.cookie, { locale: 'en-CA' });
    expect(back.body.message).toBe('Your language is saved.');
    expect(await localeOf(person.email)).toBe('en-CA');
  });

  it("returns a cleaner's language with their profile and lets them change it", async () => {
    const email = demoContractorEmail('Ottawa');
    const { cookie, data } = await logIn(server.app, email);
    expect((await setLocale(cookie, { locale: 'fr-CA' })).status).toBe(200);
    const profile = await call<{ locale: string }>(
      server.app,
      '/api/contractor/get_by_id',
      { vUniqueCode: data.vContractorUniqueCode },
      { cookie },
    );
    expect(profile.body.data?.locale).toBe('fr-CA');
    await setLocale(cookie, { locale: 'en-CA' });
  });

  it.each([
    [{ locale: 'fr-FR' }],
    [{ locale: 'fr' }],
    [{ locale: '' }],
    [{ locale: 12 }],
    [{}],
    [{ locale: 'fr-CA', extra: true }],
  ])('refuses %j with 400 and writes nothing', async (body) => {
    const person = await newActiveCustomer(server.app, server.database.db);
    const answer = await setLocale(person.cookie, body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(400);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(answer.body.message.length).toBeGreaterThan(0);
    expect(await localeOf(person.email)).toBe('en-CA');
  });

  it('refuses a visitor with 401', async () => {
    const answer = await setLocale(undefined, { locale: 'fr-CA' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, message: LOGIN_REQUIRED });
  });
});
