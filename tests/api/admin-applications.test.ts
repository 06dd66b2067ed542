import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractors, operatorActions, outbox } from '#server/db/schema.ts';
import { call, latestMail } from '../support/accounts.ts';
import { newContractor } from '../support/contractors.ts';
import { aClearCheck } from '../support/background-checks.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Application = {
  contractorId: number;
  fullName: string;
  email: string;
  city: string;
  experience: string;
  photoUrl: string | null;
  backgroundCheckConsentAt: string;
  status: string;
};
type Page = { items: Application[]; total: number };

let server: TestApp;
let cookie: string;
const post = <Data>(path: string, body: Record<string, unknown>) =>
  call<Data>(server.app, path, body, { cookie });
/** As the French console asks (decision 104): its header names the operator's language. */
const postInFrench = <Data>(path: string, body: Record<string, unknown>) =>
  call<Data>(server.app, path, body, { cookie, headers: { 'x-mapleshine-locale': 'fr-CA' } });
const NB = '\u00a0';

async function rowCounts() {
  const db = server.database.db;
  const [actions] = await db.select({ n: count() }).from(operatorActions);
  const [mail] = await db.select({ n: count() }).from(outbox);
  return { actions: actions?.n, mail: mail?.n };
}

async function statusOf(id: number) {
  const [row] = await server.database.db
    .select({ status: contractors.status, reason: contractors.rejectionReason })
    .from(contractors)
    .where(eq(contractors.id, id));
  return row;
}

beforeAll(async () => {
  server = await startTestApp({ publicUrl: 'https://mapleshine.example' });
  cookie = (await logInAsDemoOperator(server.app)).cookie;
});
afterAll(() => server.close());

describe('adminApplicationList', () => {
  it('lists pending applications with city, experience and consent, filtered by search', async () => {
    const pending = await newContractor(server.app, server.database.db, {
      city: 'Ottawa',
      status: 'Pending',
      fullName: 'Nadia Haddad',
      logIn: false,
    });
    const answer = await post<Page>('/api/admin/applications/list', { search: 'nadia haddad' });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.total).toBe(1);
    expect(answer.body.data?.items[0]).toMatchObject({
      contractorId: pending.id,
      fullName: 'Nadia Haddad',
      email: pending.email,
      city: 'Ottawa',
      experience: expect.any(String),
      photoUrl: null,
      status: 'Pending',
    });
    const approved = await post<Page>('/api/admin/applications/list', {
      status: 'Approved',
      perPage: 100,
    });
    expect(approved.body.data?.items.some((row) => row.fullName === 'Nadia Haddad')).toBe(false);
  });

  it('refuses an unknown status with the allowed ones', async () => {
    const answer = await post('/api/admin/applications/list', { status: 'Waiting' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('`status` must be one of: Pending, Approved, Rejected.');
  });
});

describe('adminApplicationApprove', () => {
  it('approves, e-mails the cleaner the login link and writes the audit entry', async () => {
    const applicant = await newContractor(server.app, server.database.db, {
      status: 'Pending',
      fullName: 'Owen Tremblay',
      logIn: false,
    });
    const answer = await post('/api/admin/applications/approve', {
      contractorId: applicant.id,
      check: aClearCheck(),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Approved Owen Tremblay; they have been e-mailed.');
    expect((await statusOf(applicant.id))?.status).toBe('Approved');
    const mail = await latestMail(server.database.db, applicant.email);
    expect(mail?.subject).toBe('You are approved to clean with MapleShine');
    expect(mail?.textBody).toContain('https://mapleshine.example/login');
    const log = await post<{ items: { action: string; before: unknown; after: unknown }[] }>(
      '/api/admin/audit-log/list',
      { subjectType: 'contractor', subjectId: String(applicant.id) },
    );
    expect(log.body.data?.items).toEqual([
      expect.objectContaining({
        action: 'application.approve',
        before: { status: 'Pending' },
        after: { status: 'Approved' },
      }),
    ]);
  });

  it('answers 409 for an approved cleaner and 404 for no application, writing nothing', async () => {
    const approved = await newContractor(server.app, server.database.db, {
      fullName: 'Ava Martin',
      logIn: false,
    });
    const before = await rowCounts();
    const again = await post('/api/admin/applications/approve', {
      contractorId: approved.id,
      check: aClearCheck(),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Ava Martin is already approved.');
    const missing = await post('/api/admin/applications/approve', {
      contractorId: 999_999,
      check: aClearCheck(),
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No such application.');
    expect(await rowCounts()).toEqual(before);
  });
});

describe('adminApplicationReject', () => {
  it('rejects with the reason, e-mails it and writes the audit entry', async () => {
    const applicant = await newContractor(server.app, server.database.db, {
      status: 'Pending',
      fullName: 'Liam Chen',
      logIn: false,
    });
    const reason = 'We could not reach the references you gave.';
    const answer = await post('/api/admin/applications/reject', {
      contractorId: applicant.id,
      reason: `  ${reason} `,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Rejected Liam Chen; they have been e-mailed the reason.');
    expect(await statusOf(applicant.id)).toEqual({ status: 'Rejected', reason });
    const mail = await latestMail(server.database.db, applicant.email);
    expect(mail?.subject).toBe('Your application to clean with MapleShine');
    expect(mail?.textBody).toContain(reason);
    const log = await post<{ items: { action: string; after: unknown }[] }>(
      '/api/admin/audit-log/list',
      { action: 'application.reject', subjectId: String(applicant.id) },
    );
    expect(log.body.data?.items[0]?.after).toEqual({ status: 'Rejected', reason });

    const approvedLater = await post('/api/admin/applications/approve', {
      contractorId: applicant.id,
      check: aClearCheck(),
    });
    expect(approvedLater.status).toBe(200);
    expect((await statusOf(applicant.id))?.reason).toBeNull();
  });

  it.each([
    [{}, 'Please give the reason for the rejection.'],
    [{ reason: 'no' }, 'The reason must be at least 5 characters.'],
    [{ reason: '      ' }, 'Please give the reason for the rejection.'],
    [{ reason: 'x'.repeat(1001) }, 'The reason must be at most 1000 characters.'],
  ])('refuses %j with "%s", writing nothing', async (extra, message) => {
    const applicant = await newContractor(server.app, server.database.db, {
      status: 'Pending',
      logIn: false,
    });
    const before = await rowCounts();
    const answer = await post('/api/admin/applications/reject', {
      contractorId: applicant.id,
      ...extra,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(message);
    expect((await statusOf(applicant.id))?.status).toBe('Pending');
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 409 for an application already decided', async () => {
    const approved = await newContractor(server.app, server.database.db, {
      fullName: 'Maya Roy',
      logIn: false,
    });
    const answer = await post('/api/admin/applications/reject', {
      contractorId: approved.id,
      reason: 'Changed our minds about this one.',
    });
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('Maya Roy is already approved.');
  });
});

describe('the application steps in French', () => {
  it('answers an approval, a rejection and a refusal in the operator’s language', async () => {
    const first = await newContractor(server.app, server.database.db, {
      status: 'Pending',
      fullName: 'Chloé Gagnon',
      logIn: false,
    });
    const approved = await postInFrench('/api/admin/applications/approve', {
      contractorId: first.id,
      check: aClearCheck(),
    });
    expect(approved.status).toBe(200);
    expect(approved.body.message).toBe(
      `La candidature de Chloé Gagnon est approuvée${NB}; nous lui avons envoyé un courriel.`,
    );
    const again = await postInFrench('/api/admin/applications/approve', {
      contractorId: first.id,
      check: aClearCheck(),
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('La candidature de Chloé Gagnon est déjà approuvée.');

    const second = await newContractor(server.app, server.database.db, {
      status: 'Pending',
      fullName: 'Félix Côté',
      logIn: false,
    });
    const rejected = await postInFrench('/api/admin/applications/reject', {
      contractorId: second.id,
      reason: 'Nous n’avons pas pu joindre vos références.',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.message).toBe(
      `La candidature de Félix Côté est refusée${NB}; nous lui avons envoyé le motif par courriel.`,
    );
  });
});
