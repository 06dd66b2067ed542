import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, outbox } from '#server/db/schema.ts';
import { call, latestMail, randomIp, type Answer, type CallOptions } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import {
  CANADIAN_NAMES,
  JUNK_PHONES,
  PHONE_VARIANTS,
  STORED_PHONE,
} from '../support/person-fields.ts';

const CONTACT = '/api/contact_us/create';
const THANKS = 'Thank you for contacting us. We will get back to you soon.';
const TOO_MANY = 'Too many attempts. Please wait a while and try again.';
const COMPANY_EMAIL = 'hello@mapleshine.ca';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

let senders = 0;
/** A sender address no other test uses, so the per-e-mail limit starts at zero. */
function freshEmail(tag = 'priya') {
  senders += 1;
  return `${tag}.${Date.now()}.${senders}@example.ca`;
}

function message(overrides: Record<string, unknown> = {}) {
  return {
    vName: 'Priya Natarajan',
    vEmail: freshEmail(),
    vMobile: '6135550110',
    tMessage: 'Do you clean condos in Kanata on weekends?',
    ...overrides,
  };
}

/** Stack frames or source paths in an answer would leak the server's internals. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(
    /\bat \S+ \(|\bat (?:file:|\/)|file:\/\/|node_modules|\/work\/|\.ts:\d+/,
  );
}

async function post(body: unknown, options: CallOptions = {}): Promise<Answer> {
  const answer = await call(server.app, CONTACT, body, options);
  expectNoInternals(JSON.stringify(answer.body));
  return answer;
}

function rowsFrom(email: string) {
  return server.database.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

async function allRowCount() {
  const rows = await server.database.db.select({ n: count() }).from(contactMessages);
  return rows[0]?.n ?? 0;
}

async function companyMailCount() {
  const rows = await server.database.db
    .select({ n: count() })
    .from(outbox)
    .where(eq(outbox.toAddress, COMPANY_EMAIL));
  return rows[0]?.n ?? 0;
}

describe('/api/contact_us/create', () => {
  it('stores the message and e-mails it, with the sender, to the company address', async () => {
    const email = freshEmail();
    const { status, body } = await post(
      message({
        vName: 'Priya Natarajan ',
        vEmail: email,
        tMessage: '  Do you clean condos in Kanata on weekends?\n',
      }),
    );

    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, message: THANKS });
    const rows = await rowsFrom(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Priya Natarajan',
      email,
      mobile: '6135550110',
      message: 'Do you clean condos in Kanata on weekends?',
    });

    const mail = await latestMail(server.database.db, COMPANY_EMAIL);
    expect(mail?.subject).toBe('Contact form: Priya Natarajan');
    expect(mail?.textBody).toContain('Do you clean condos in Kanata on weekends?');
    expect(mail?.textBody).toContain('Priya Natarajan');
    expect(mail?.textBody).toContain(email);
    expect(mail?.textBody).toContain('6135550110');
  });

  it('needs no session: a visitor can write', async () => {
    const { status, cookies } = await post(message());

    expect(status).toBe(200);
    expect(cookies).toEqual([]);
  });

  it.each(PHONE_VARIANTS)('stores the phone number "%s" as its ten digits', async (vMobile) => {
    const email = freshEmail();
    const { status } = await post(message({ vEmail: email, vMobile }));

    expect(status).toBe(200);
    expect(await rowsFrom(email)).toMatchObject([{ mobile: STORED_PHONE }]);
  });

  it.each(JUNK_PHONES)('refuses the phone number "%s", storing nothing', async (vMobile) => {
    const rowsBefore = await allRowCount();
    const answer = await post(message({ vMobile }));

    expect(answer.body).toEqual({ code: 400, message: 'Invalid Phone Number.' });
    expect(await allRowCount()).toBe(rowsBefore);
  });

  it.each(['Chloé Martin', "Liam O'Brien", 'Jean-Luc Côté', 'Nguyễn Thị Mai', ...CANADIAN_NAMES])(
    'accepts the name %s, written in any language',
    async (vName) => {
      const body = message({ vName });
      const answer = await post(body);
      expect(answer.status).toBe(200);
      expect((await rowsFrom(body.vEmail))[0]?.name).toBe(vName);
    },
  );

  describe('refuses an incomplete or malformed message, storing and sending nothing', () => {
    const without = (field: string) =>
      Object.fromEntries(Object.entries(message()).filter(([name]) => name !== field));

    it.each([
      ['no name', () => without('vName'), 'Full Name is Required.'],
      ['an empty name', () => message({ vName: '' }), 'Full Name is Required.'],
      ['no e-mail', () => without('vEmail'), 'Email is Required.'],
      ['an empty e-mail', () => message({ vEmail: '' }), 'Email is Required.'],
      [
        'an e-mail without @',
        () => message({ vEmail: 'priya.example.ca' }),
        'Invalid Email Format.',
      ],
      ['no phone number', () => without('vMobile'), 'Phone Number is Required.'],
      ['an empty phone number', () => message({ vMobile: '' }), 'Phone Number is Required.'],
      ['a 9-digit phone number', () => message({ vMobile: '613555011' }), 'Invalid Phone Number.'],
      [
        'a 13-digit phone number',
        () => message({ vMobile: '0016135550110' }),
        'Invalid Phone Number.',
      ],
      [
        'a 12-digit phone number',
        () => message({ vMobile: '016135550110' }),
        'Invalid Phone Number.',
      ],
      ['a blank name', () => message({ vName: '   ' }), 'Full Name is Required.'],
      [
        'a name with digits',
        () => message({ vName: 'R2D2' }),
        'Please enter a name using letters, spaces, hyphens or apostrophes.',
      ],
      ['no message', () => without('tMessage'), 'Message is Required.'],
      ['a blank message', () => message({ tMessage: '  \n\t ' }), 'Message is Required.'],
    ])('answers %s with "%s"', async (_case, body, expected) => {
      const rowsBefore = await allRowCount();
      const mailsBefore = await companyMailCount();

      const answer = await post(body());

      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ code: 400, message: expected });
      expect(await allRowCount()).toBe(rowsBefore);
      expect(await companyMailCount()).toBe(mailsBefore);
    });
  });

  describe('rate limits', () => {
    it('refuses the 6th message within the hour from one e-mail address, whatever the IP', async () => {
      const email = freshEmail('repeat');
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const answer = await post(message({ vEmail: email }), { ip: randomIp() });
        expect(answer.status).toBe(200);
      }

      // The same address in other letter case is the same sender.
      const sixth = await post(message({ vEmail: email.toUpperCase() }), { ip: randomIp() });

      expect(sixth.status).toBe(429);
      expect(sixth.body).toEqual({ code: 429, message: TOO_MANY });
      expect(await rowsFrom(email)).toHaveLength(5);
    });

    it('counts the addresses of one IPv6 /64 as one caller', async () => {
      // A /64 of its own per run: the hour's count starts empty whatever ran before.
      const third = (Date.now() % 0xffff).toString(16);
      const fourth = Math.floor(Math.random() * 0xfffe);
      const net = `2001:db8:${third}:${fourth.toString(16)}`;
      const tag = `same-net-${Date.now()}`;
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const ip = `${net}:${attempt.toString(16)}::${(attempt * 7).toString(16)}`;
        const answer = await post(message({ vEmail: freshEmail(tag) }), { ip });
        expect(answer.status).toBe(200);
      }

      const twentyFirst = await post(message({ vEmail: freshEmail(tag) }), {
        ip: `${net}:ffff:ffff:ffff:ffff`,
      });

      expect(twentyFirst.status).toBe(429);
      expect(twentyFirst.body).toEqual({ code: 429, message: TOO_MANY });
      // Another /64 is another caller.
      const elsewhere = await post(message({ vEmail: freshEmail(tag) }), {
        ip: `2001:db8:${third}:${(fourth + 1).toString(16)}::1`,
      });
      expect(elsewhere.status).toBe(200);
    });

    it('refuses the 21st message within the hour from one IP, whatever the e-mail', async () => {
      const ip = randomIp();
      const tag = `same-ip-${Date.now()}`;
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const answer = await post(message({ vEmail: freshEmail(tag) }), { ip });
        expect(answer.status).toBe(200);
      }

      const twentyFirst = await post(message({ vEmail: freshEmail(tag) }), { ip });

      expect(twentyFirst.status).toBe(429);
      expect(twentyFirst.body).toEqual({ code: 429, message: TOO_MANY });
      const rows = await server.database.db
        .select()
        .from(contactMessages)
        .where(like(contactMessages.email, `${tag}.%`));
      expect(rows).toHaveLength(20);
    });
  });
});
