import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractors, experienceOptions, outbox, users } from '#server/db/schema.ts';
import { DEMO_PASSWORD, demoOperator, experienceSeed } from '#server/db/seed/accounts.ts';
import { approveApplicationByEmail } from '#server/console/applications.ts';
import { aClearCheck } from '../support/background-checks.ts';
import { commandLineActor } from '#server/ops/command-line-actor.ts';
import {
  call,
  callMultipart,
  codeFromMail,
  jpegBytes,
  latestMail,
  logIn,
  newActiveCustomer,
  pngBytes,
  type UploadFile,
} from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import {
  CANADIAN_NAMES,
  JUNK_PHONES,
  NAME_REFUSED,
  PHONE_VARIANTS,
  STORED_PHONE,
} from '../support/person-fields.ts';

let server: TestApp;
let calgaryId: number;
let experienceId: number;
beforeAll(async () => {
  server = await startTestApp();
  const cityList = await call<{ iCityId: number; vCity: string }[]>(
    server.app,
    '/api/city/get_all_data',
  );
  const calgary = cityList.body.data?.find((city) => city.vCity === 'Calgary');
  if (!calgary) throw new Error('Calgary is not among the seeded cities');
  calgaryId = calgary.iCityId;
  const experience = await server.database.db
    .select({ id: experienceOptions.id })
    .from(experienceOptions)
    .where(eq(experienceOptions.label, '3–5 years'));
  experienceId = experience[0]!.id;
});
afterAll(async () => {
  await server.close();
});

const APPLICATION_RECEIVED =
  'Thank you for applying. Please check your e-mail for what to do next; we will write again once your application is reviewed.';
const UNSUPPORTED_IMAGE = 'Unsupported file type. Please select a .jpg, .jpeg, or .png file.';
const APPLICANT_PASSWORD = 'Bow-River-Morning-31';
const photo: UploadFile = { name: 'me.png', bytes: pngBytes, contentType: 'image/png' };

type ContractorProfile = {
  iContractorId: number;
  vUniqueCode: string;
  vFullName: string;
  vEmail: string;
  iCityId: number;
  vServiceCity: string;
  eStatus: string;
  vImage: string;
};

let applicants = 0;
function newApplicantEmail(): string {
  applicants += 1;
  return `applicant.${Date.now()}.${applicants}@example.ca`;
}

/** A complete, valid application for `email`; `changes` replace or add fields. */
function applicationForm(email: string, changes: Record<string, string> = {}) {
  return {
    vFullName: 'Jordan Singh',
    vEmail: email,
    vMobile: '4035550199',
    iCityId: String(calgaryId),
    iExperienceId: String(experienceId),
    vPassword: APPLICANT_PASSWORD,
    eBackgroundCheck: 'Yes',
    ...changes,
  };
}

/** Posts the application form; `file` null sends it without a photo. */
function apply(fields: Record<string, string>, file: UploadFile | null = photo) {
  return callMultipart(server.app, '/api/contractor/create', fields, file ?? undefined);
}

function without(fields: Record<string, string>, name: string): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));
}

async function contractorByEmail(email: string) {
  const rows = await server.database.db
    .select({ contractor: contractors })
    .from(contractors)
    .innerJoin(users, eq(users.id, contractors.userId))
    .where(eq(users.email, email));
  return rows[0]?.contractor;
}

async function userByEmail(email: string) {
  const rows = await server.database.db.select().from(users).where(eq(users.email, email));
  return rows[0];
}

async function rowCounts() {
  const { db } = server.database;
  const [userCount] = await db.select({ n: count() }).from(users);
  const [contractorCount] = await db.select({ n: count() }).from(contractors);
  return { users: userCount!.n, contractors: contractorCount!.n };
}

const APPROVED_SUBJECT = 'You are approved to clean with MapleShine';

/** The approval e-mails written to the outbox for `to` (decision 051), oldest first. */
async function approvalMails(to: string) {
  const rows = await server.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, to), eq(outbox.subject, APPROVED_SUBJECT)))
    .orderBy(asc(outbox.id));
  return rows.map((row) => ({ to: row.toAddress, subject: row.subject, text: row.textBody }));
}

/** `npm run ops -- approve-contractor <email>`'s service, as the command line's operator. */
async function approveContractorByEmail(email: string) {
  const context = {
    db: server.database.db,
    clock: () => new Date(),
    publicUrl: 'http://localhost:3000',
  };
  const actor = await commandLineActor(server.database.db, 'tests');
  return approveApplicationByEmail(context, actor.operatorId, email, aClearCheck());
}

describe('the years-of-experience choices', () => {
  it('lists the 5 seeded options with their ids, in order', async () => {
    const answer = await call<{ iExperienceId: number; vExperience: string }[]>(
      server.app,
      '/api/housecleaning_exeperience/get_all_data',
    );

    expect(answer.status).toBe(200);
    const options = answer.body.data!;
    expect(options.map((option) => option.vExperience)).toEqual(
      experienceSeed.map((option) => option.label),
    );
    for (const option of options) {
      expect(Object.keys(option).sort()).toEqual(['iExperienceId', 'vExperience']);
      expect(Number.isInteger(option.iExperienceId)).toBe(true);
    }
    expect(new Set(options.map((option) => option.iExperienceId)).size).toBe(5);
  });
});

/** Opens the link the application mailed, as the applicant does. */
async function confirmAddress(email: string) {
  const code = await codeFromMail(server.database.db, email, '/account-activation');
  const answer = await call(server.app, '/api/auth/activate', { vUniqueCode: code });
  expect(answer.status).toBe(200);
}

describe('applying to clean with MapleShine', () => {
  it('records a Pending contractor with the background-check consent and thanks the applicant', async () => {
    const email = newApplicantEmail();
    const before = new Date();
    const answer = await apply(applicationForm(email, { vFullName: 'Jordan Singh ' }));

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, message: APPLICATION_RECEIVED });
    const row = await contractorByEmail(email);
    expect(row).toMatchObject({
      fullName: 'Jordan Singh',
      mobile: '4035550199',
      cityId: calgaryId,
      experienceId,
      status: 'Pending',
      approvedAt: null,
    });
    expect(row!.backgroundCheckConsentAt).toBeInstanceOf(Date);
    expect(row!.backgroundCheckConsentAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(row!.imagePath).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.png$/);
    const login = await userByEmail(email);
    // Nobody has proved the address yet: the login waits for the e-mailed link (issue 38).
    expect(login!.activatedAt).toBeNull();
    expect(login!.passwordHash).not.toContain(APPLICANT_PASSWORD);
  });

  it('e-mails the applicant a link to confirm the address, and the login works only once it is opened', async () => {
    const email = newApplicantEmail();
    await apply(applicationForm(email, { vFullName: 'Kenji Watanabe' }));

    const mail = await latestMail(server.database.db, email);
    expect(mail?.subject).toBe('Confirm your e-mail for your MapleShine application');
    expect(mail?.textBody).toContain('Hi Kenji Watanabe,');
    const before = await call(server.app, '/api/auth/login', {
      vEmail: email,
      vPassword: APPLICANT_PASSWORD,
    });
    expect(before.body).toEqual({
      code: 400,
      message: 'Please activate your account with the link we e-mailed you before logging in.',
    });
    expect(before.cookies).toEqual([]);

    await confirmAddress(email);
    const session = await logIn(server.app, email, APPLICANT_PASSWORD);
    expect(session.data.vContractorUniqueCode).toEqual(expect.any(String));
  });

  it('lets the applicant log in and see the Pending profile with the service city', async () => {
    const email = newApplicantEmail();
    await apply(applicationForm(email, { vEmail: email.toUpperCase() }), {
      name: 'me.jpg',
      bytes: jpegBytes,
      contentType: 'image/jpeg',
    });

    await confirmAddress(email);
    const session = await logIn(server.app, email, APPLICANT_PASSWORD);
    expect(session.data.vContractorUniqueCode).toEqual(expect.any(String));
    expect(session.data.vCustomerUniqueCode).toBeUndefined();
    expect(session.data.vFullName).toBe('Jordan Singh');

    const profile = await call<ContractorProfile>(
      server.app,
      '/api/contractor/get_by_id',
      { vUniqueCode: session.data.vContractorUniqueCode },
      { cookie: session.cookie },
    );
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({
      vUniqueCode: session.data.vContractorUniqueCode,
      vFullName: 'Jordan Singh',
      vEmail: email,
      iCityId: calgaryId,
      vServiceCity: 'Calgary',
      eStatus: 'Pending',
    });
    expect(profile.body.data!.vImage).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.jpg$/);
  });

  const invalidApplications: {
    name: string;
    change: (form: Record<string, string>) => Record<string, string>;
    file?: UploadFile | 'none';
    message: string;
  }[] = [
    {
      name: 'without a name',
      change: (f) => without(f, 'vFullName'),
      message: 'Name is Required.',
    },
    {
      name: 'with a blank name',
      change: (f) => ({ ...f, vFullName: '  ' }),
      message: 'Name is Required.',
    },
    {
      name: 'without an e-mail',
      change: (f) => without(f, 'vEmail'),
      message: 'Email is Required.',
    },
    {
      name: 'with an empty e-mail',
      change: (f) => ({ ...f, vEmail: '' }),
      message: 'Email is Required.',
    },
    {
      name: 'with a malformed e-mail',
      change: (f) => ({ ...f, vEmail: 'jordan.singh-at-example.ca' }),
      message: 'Invalid Email Format.',
    },
    {
      name: 'without a phone number',
      change: (f) => without(f, 'vMobile'),
      message: 'Phone Number is Required.',
    },
    {
      name: 'with an empty phone number',
      change: (f) => ({ ...f, vMobile: '' }),
      message: 'Phone Number is Required.',
    },
    {
      name: 'with a 9-digit phone number',
      change: (f) => ({ ...f, vMobile: '403555019' }),
      message: 'Invalid Phone Number.',
    },
    {
      name: 'without a city',
      change: (f) => without(f, 'iCityId'),
      message: 'Please select the city.',
    },
    {
      name: 'with an empty city',
      change: (f) => ({ ...f, iCityId: '' }),
      message: 'Please select the city.',
    },
    {
      name: 'with a city id that does not exist',
      change: (f) => ({ ...f, iCityId: '999' }),
      message: 'Please select the city.',
    },
    {
      name: 'without years of experience',
      change: (f) => without(f, 'iExperienceId'),
      message: 'Please select your years of experience.',
    },
    {
      name: 'with empty years of experience',
      change: (f) => ({ ...f, iExperienceId: '' }),
      message: 'Please select your years of experience.',
    },
    {
      name: 'with an unknown experience id',
      change: (f) => ({ ...f, iExperienceId: '999' }),
      message: 'Please select your years of experience.',
    },
    {
      name: 'without a password',
      change: (f) => without(f, 'vPassword'),
      message: 'Password is Required.',
    },
    {
      name: 'with a 5-character password',
      change: (f) => ({ ...f, vPassword: 'abcde' }),
      message: 'Enter min 6 characters.',
    },
    {
      name: 'without the background-check consent',
      change: (f) => without(f, 'eBackgroundCheck'),
      message: 'Please agree to a background check.',
    },
    {
      name: 'with the background check answered No',
      change: (f) => ({ ...f, eBackgroundCheck: 'No' }),
      message: 'Please agree to a background check.',
    },
    {
      name: 'without a photo',
      change: (f) => f,
      file: 'none',
      message: 'Please upload a photo of yourself.',
    },
    {
      name: 'with a text file named me.png as the photo',
      change: (f) => f,
      file: { name: 'me.png', bytes: Buffer.from('hello, I am text'), contentType: 'image/png' },
      message: UNSUPPORTED_IMAGE,
    },
  ];

  it.each(invalidApplications)(
    'refuses an application $name with 400 "$message" and writes no login or contractor',
    async ({ change, file, message }) => {
      const email = newApplicantEmail();
      const before = await rowCounts();

      const answer = await apply(
        change(applicationForm(email)),
        file === 'none' ? null : (file ?? photo),
      );

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message });
      expect(await userByEmail(email)).toBeUndefined();
      expect(await rowCounts()).toEqual(before);
      expect(await latestMail(server.database.db, email)).toBeUndefined();
    },
  );

  it('answers a second application with the same e-mail alike, changes nothing and tells the owner', async () => {
    const email = newApplicantEmail();
    expect((await apply(applicationForm(email))).status).toBe(200);
    const first = await contractorByEmail(email);
    const before = await rowCounts();

    const again = await apply(
      applicationForm(email.toUpperCase(), { vFullName: 'Someone Else', vMobile: '6045550111' }),
    );

    // Nobody learns that the address has applied.
    expect(again.body).toEqual({ code: 200, message: APPLICATION_RECEIVED });
    expect(await contractorByEmail(email)).toEqual(first);
    expect(await rowCounts()).toEqual(before);
    const mail = await latestMail(server.database.db, email);
    expect(mail?.textBody).toContain('An application with it has already been received');
  });
});

describe('a customer applying with their own e-mail', () => {
  it('is told by e-mail to apply with the account’s password when it is wrong, and gets no contractor', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const hashBefore = (await userByEmail(customer.email))!.passwordHash;
    const before = await rowCounts();

    const answer = await apply(
      applicationForm(customer.email, {
        vFullName: 'Chloe Martin',
        vPassword: 'Not-My-Password-9',
      }),
    );

    // The answer a new address gets: a wrong password does not tell that an account exists.
    expect(answer.body).toEqual({ code: 200, message: APPLICATION_RECEIVED });
    expect(await contractorByEmail(customer.email)).toBeUndefined();
    expect(await rowCounts()).toEqual(before);
    expect((await userByEmail(customer.email))!.passwordHash).toBe(hashBefore);
    const mail = await latestMail(server.database.db, customer.email);
    expect(mail?.textBody).toContain("the application did not give that account's password");
  });

  it('is refused for a console account: an operator never also cleans', async () => {
    const before = await rowCounts();
    const answer = await apply(
      applicationForm(demoOperator.email, {
        vFullName: 'Morgan Ouellette',
        vPassword: DEMO_PASSWORD,
      }),
    );
    expect(answer.body).toEqual({
      code: 400,
      message: 'A console account cannot apply to clean. Please apply with another e-mail address.',
    });
    expect(await contractorByEmail(demoOperator.email)).toBeUndefined();
    expect(await rowCounts()).toEqual(before);
  });

  it('becomes a contractor on the same login with the right password', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);
    const usersBefore = (await rowCounts()).users;

    const answer = await apply(
      applicationForm(customer.email, { vFullName: 'Chloe Martin', vPassword: customer.password }),
    );

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(APPLICATION_RECEIVED);
    expect((await rowCounts()).users).toBe(usersBefore);
    const user = await userByEmail(customer.email);
    expect((await contractorByEmail(customer.email))!.userId).toBe(user!.id);

    const session = await logIn(server.app, customer.email, customer.password);
    expect(session.data.vCustomerUniqueCode).toBe(customer.data.vCustomerUniqueCode);
    expect(session.data.iCustomerId).toBe(customer.data.iCustomerId);
    expect(session.data.vContractorUniqueCode).toEqual(expect.any(String));
    expect(session.data.iContractorId).toEqual(expect.any(Number));
  });
});

describe("the operator's approval", () => {
  it('approves a pending applicant, records when, and e-mails them', async () => {
    const email = newApplicantEmail();
    await apply(applicationForm(email, { vFullName: 'Ama Mensah' }));
    await confirmAddress(email);
    const before = new Date();

    const result = await approveContractorByEmail(email);
    const sent = await approvalMails(email);

    expect(result).toEqual({ outcome: 'approved' });
    const row = await contractorByEmail(email);
    expect(row!.status).toBe('Approved');
    expect(row!.approvedAt).toBeInstanceOf(Date);
    expect(row!.approvedAt!.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: email,
      subject: APPROVED_SUBJECT,
    });
    expect(sent[0]!.text).toContain('http://localhost:3000/login');

    const session = await logIn(server.app, email, APPLICANT_PASSWORD);
    const profile = await call<ContractorProfile>(
      server.app,
      '/api/contractor/get_by_id',
      { vUniqueCode: session.data.vContractorUniqueCode },
      { cookie: session.cookie },
    );
    expect(profile.body.data!.eStatus).toBe('Approved');

    // A new cleaner starts on the defaults (Monday to Friday, 9 to 5, two jobs a day), unconfirmed.
    const hours = await call<{
      aWeek: unknown[];
      aDaysOff: unknown[];
      iDailyJobCap: number;
      bConfirmed: boolean;
    }>(server.app, '/api/contractor/get_working_hours', {}, { cookie: session.cookie });
    expect(hours.status).toBe(200);
    expect(hours.body.data).toMatchObject({
      aWeek: [1, 2, 3, 4, 5].map((iWeekday) => ({ iWeekday, vFrom: '09:00', vUntil: '17:00' })),
      aDaysOff: [],
      iDailyJobCap: 2,
      bConfirmed: false,
    });
  });

  it('answers already-approved the second time and sends no second mail', async () => {
    const email = newApplicantEmail();
    await apply(applicationForm(email));
    await approveContractorByEmail(email);
    const approvedAt = (await contractorByEmail(email))!.approvedAt;

    const again = await approveContractorByEmail(email);

    expect(again).toEqual({ outcome: 'already-approved' });
    expect(await approvalMails(email)).toHaveLength(1);
    expect((await contractorByEmail(email))!.approvedAt).toEqual(approvedAt);
  });

  it('answers not-found for an e-mail without an application and sends nothing', async () => {
    const customer = await newActiveCustomer(server.app, server.database.db);

    expect(await approveContractorByEmail('nobody.here@example.ca')).toEqual({
      outcome: 'not-found',
    });
    expect(await approveContractorByEmail(customer.email)).toEqual({
      outcome: 'not-found',
    });
    expect(await approvalMails('nobody.here@example.ca')).toHaveLength(0);
    expect(await approvalMails(customer.email)).toHaveLength(0);
    expect(await contractorByEmail(customer.email)).toBeUndefined();
  });
});

describe('the admin command', () => {
  it('prints the usage on stderr and exits with 2 when run without arguments', async () => {
    const repository = fileURLToPath(new URL('../..', import.meta.url));
    // Should the command ever read its configuration first, it finds only a throwaway folder.
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mapleshine-admin-'));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.SMTP_URL;
    try {
      const result = await new Promise<{ code: number | null; stdout: string; stderr: string }>(
        (resolve) => {
          execFile(
            'npx',
            ['tsx', 'server/ops/ops.ts'],
            { cwd: repository, env, timeout: 25_000 },
            (error, stdout, stderr) => {
              const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
              resolve({ code, stdout, stderr });
            },
          );
        },
      );

      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Usage: npm run ops -- <command>');
      expect(result.stderr).toContain('approve-contractor <email>');
      expect(result.stdout).toBe('');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the phone and name of an application (decision 033)', () => {
  it.each(PHONE_VARIANTS)('stores the phone "%s" as its ten digits', async (vMobile) => {
    const email = newApplicantEmail();
    const answer = await apply(applicationForm(email, { vMobile }));

    expect(answer.status).toBe(200);
    expect((await contractorByEmail(email))?.mobile).toBe(STORED_PHONE);
  });

  it.each(CANADIAN_NAMES)('keeps the name "%s" as written', async (vFullName) => {
    const email = newApplicantEmail();
    const answer = await apply(applicationForm(email, { vFullName }));

    expect(answer.status).toBe(200);
    expect((await contractorByEmail(email))?.fullName).toBe(vFullName);
  });

  it.each([
    ...JUNK_PHONES.map((vMobile) => ['Invalid Phone Number.', { vMobile }] as const),
    [NAME_REFUSED, { vFullName: 'J0rdan' }] as const,
  ])('answers "%s" for %o and writes no contractor', async (message, changes) => {
    const email = newApplicantEmail();
    const answer = await apply(applicationForm(email, changes));

    expect(answer.body).toEqual({ code: 400, message });
    expect(await contractorByEmail(email)).toBeUndefined();
  });
});
