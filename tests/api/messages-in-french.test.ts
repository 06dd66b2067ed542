import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as enAccounts from '#shared/catalogue/en-CA/api-accounts.ts';
import * as enBookings from '#shared/catalogue/en-CA/api-bookings.ts';
import * as enContent from '#shared/catalogue/en-CA/api-content.ts';
import * as enHttp from '#shared/catalogue/en-CA/api-http.ts';
import * as enJobs from '#shared/catalogue/en-CA/api-jobs.ts';
import * as enPayments from '#shared/catalogue/en-CA/api-payments.ts';
import * as enQuote from '#shared/catalogue/en-CA/api-quote.ts';
import * as enValidation from '#shared/catalogue/en-CA/api-validation.ts';
import * as frAccounts from '#shared/catalogue/fr-CA/api-accounts.ts';
import * as frBookings from '#shared/catalogue/fr-CA/api-bookings.ts';
import * as frContent from '#shared/catalogue/fr-CA/api-content.ts';
import * as frHttp from '#shared/catalogue/fr-CA/api-http.ts';
import * as frJobs from '#shared/catalogue/fr-CA/api-jobs.ts';
import * as frPayments from '#shared/catalogue/fr-CA/api-payments.ts';
import * as frQuote from '#shared/catalogue/fr-CA/api-quote.ts';
import * as frValidation from '#shared/catalogue/fr-CA/api-validation.ts';
import { DEMO_PASSWORD } from '#server/db/seed/accounts.ts';
import { demoContractorEmail, logIn, randomIp } from '../support/accounts.ts';
import { contractOperations } from '../support/contract-fuzz.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * Every refusal in the caller's language (decision 104): one refused operation per area of the
 * API's catalogue, asked in French by the web app's header, in French by the browser's
 * Accept-Language alone, and with neither, in English. The English is the catalogue's, to the
 * letter the server has always answered.
 */

let server: TestApp;
let contractorCookie: string;
beforeAll(async () => {
  server = await startTestApp();
  contractorCookie = (await logIn(server.app, demoContractorEmail('Calgary'))).cookie;
});
afterAll(async () => {
  await server.close();
});

type Asked = {
  url: string;
  payload?: unknown;
  rawPayload?: string;
  headers?: Record<string, string>;
};

const languages = [
  { name: 'X-MapleShine-Locale: fr-CA', headers: { 'x-mapleshine-locale': 'fr-CA' }, french: true },
  {
    name: 'Accept-Language: fr-CA,fr;q=0.9 and no header',
    headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    french: true,
  },
  { name: 'neither', headers: {}, french: false },
] as const;

function ask(asked: Asked, headers: Record<string, string>) {
  const body =
    asked.rawPayload !== undefined
      ? { payload: asked.rawPayload }
      : asked.payload === undefined
        ? {}
        : { payload: JSON.stringify(asked.payload) };
  return server.app.inject({
    method: 'POST',
    url: asked.url,
    remoteAddress: randomIp(),
    headers: { 'content-type': 'application/json', ...asked.headers, ...headers },
    ...body,
  });
}

/** The example body openapi.yaml gives an operation. */
function exampleOf(path: string): Record<string, unknown> {
  const operation = contractOperations().find((candidate) => candidate.path === path);
  return { ...(operation?.schema.example as Record<string, unknown> | undefined) };
}

type Case = {
  area: string;
  what: string;
  asked: () => Asked;
  status: number;
  english: string;
  french: string;
};

const cases: Case[] = [
  {
    area: 'api-http',
    what: 'an unknown route',
    asked: () => ({ url: '/api/no-such-operation', payload: {} }),
    status: 404,
    english: enHttp.httpRefusals.notFound,
    french: frHttp.httpRefusals.notFound,
  },
  {
    area: 'api-http',
    what: 'a session guard',
    asked: () => ({ url: '/api/cleaning/accept_job', payload: { iBookingId: 1 } }),
    status: 401,
    english: enHttp.httpRefusals.loginRequired,
    french: frHttp.httpRefusals.loginRequired,
  },
  {
    area: 'api-http',
    what: 'a body that is not JSON',
    asked: () => ({ url: '/api/auth/login', rawPayload: '{"vEmail":' }),
    status: 400,
    english: enHttp.httpRefusals.notJson,
    french: frHttp.httpRefusals.notJson,
  },
  {
    area: 'api-http',
    what: "the schema's own sentence naming a field",
    asked: () => ({ url: '/api/blog/get_by_id', payload: { iBlogId: 'one' } }),
    status: 400,
    english: '`iBlogId` must be an integer.',
    french: 'Le champ `iBlogId` doit être un nombre entier.',
  },
  {
    area: 'api-validation',
    what: "the spec's sentence for a field",
    asked: () => ({ url: '/api/blog/get_by_id', payload: {} }),
    status: 400,
    english: enValidation.fieldMessages.blogIdOrSlug,
    french: frValidation.fieldMessages.blogIdOrSlug,
  },
  {
    area: 'api-accounts',
    what: 'a wrong password',
    asked: () => ({
      url: '/api/auth/login',
      payload: { vEmail: demoContractorEmail('Calgary'), vPassword: 'not-the-password' },
    }),
    status: 400,
    english: enAccounts.accountRefusals.wrongCredentials,
    french: frAccounts.accountRefusals.wrongCredentials,
  },
  {
    area: 'api-bookings',
    what: 'a booking link that opens nothing',
    asked: () => ({ url: '/api/booking-link', payload: exampleOf('/api/booking-link') }),
    status: 404,
    english: enBookings.bookingRefusals.bookingLinkNotFound,
    french: frBookings.bookingRefusals.bookingLinkNotFound,
  },
  {
    area: 'api-jobs',
    what: 'a job that does not exist',
    asked: () => ({
      url: '/api/cleaning/accept_job',
      payload: { iBookingId: 999_999 },
      headers: { cookie: contractorCookie },
    }),
    status: 404,
    english: enJobs.jobRefusals.jobNotFound,
    french: frJobs.jobRefusals.jobNotFound,
  },
  {
    area: 'api-payments',
    what: 'a card confirmation link that opens nothing',
    asked: () => ({
      url: '/api/cleaning/card_confirmation/get',
      payload: exampleOf('/api/cleaning/card_confirmation/get'),
    }),
    status: 404,
    english: enPayments.paymentRefusals.cardLinkNotFound,
    french: frPayments.paymentRefusals.cardLinkNotFound,
  },
  {
    area: 'api-quote',
    what: 'a quote for a booking that does not exist',
    asked: () => ({
      url: '/api/cleaning/schedule-cleaning',
      payload: exampleOf('/api/cleaning/schedule-cleaning'),
      headers: { vuniquecode: 'bkg_3q2x7wEXAMPLE' },
    }),
    status: 404,
    english: enQuote.quoteRefusals.bookingNotFound,
    french: frQuote.quoteRefusals.bookingNotFound,
  },
  {
    area: 'api-content',
    what: 'a blog post that does not exist',
    asked: () => ({ url: '/api/blog/get_by_id', payload: { iBlogId: 999_999 } }),
    status: 404,
    english: enContent.contentRefusals.blogNotFound,
    french: frContent.contentRefusals.blogNotFound,
  },
];

describe.each(cases)('$area: $what', ({ asked, status, english, french }) => {
  it.each(languages)('answers with $name', async ({ headers, french: inFrench }) => {
    const response = await ask(asked(), headers);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code: status, message: inFrench ? french : english });
  });
});

describe('a success', () => {
  it('says its sentence in the caller’s language too', async () => {
    const asked = {
      url: '/api/auth/login',
      payload: { vEmail: demoContractorEmail('Calgary'), vPassword: DEMO_PASSWORD },
    };
    const french = await ask(asked, { 'x-mapleshine-locale': 'fr-CA' });
    const english = await ask(asked, {});
    expect([french.statusCode, english.statusCode]).toEqual([200, 200]);
    expect(french.json().message).toBe(frAccounts.accountAnswers.loggedIn);
    expect(english.json().message).toBe(enAccounts.accountAnswers.loggedIn);
  });
});
