import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveContractorCommand,
  createCouponCommand,
  createOperatorCommand,
  retryMailCommand,
  showBookingCommand,
  type CommandContext,
} from '#server/ops/console-commands.ts';
import { openDatabase } from '#server/db/database.ts';
import { countOperators, operatorAddresses } from '#server/db/shared-queries/operators.ts';
import { contractors, operatorActions, operators, outbox, users } from '#server/db/schema.ts';
import { commandLineActor } from '#server/ops/command-line-actor.ts';
import { parseCouponCommand, type CouponCommand } from '#server/coupons/coupon-create.ts';
import { call } from '../support/accounts.ts';
import { createBooking } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { aClearCheck } from '../support/background-checks.ts';

// Decision 086: what `npm run ops` does that the console also does writes the console's audit
// entry, naming the command line and the OS user who ran it.

type Entry = {
  operatorName: string;
  operatorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

let server: TestApp;
let cookie: string;
let context: CommandContext;
beforeAll(async () => {
  server = await startTestApp();
  cookie = (await logInAsDemoOperator(server.app)).cookie;
  context = {
    db: server.database.db,
    clock: () => new Date(),
    publicUrl: 'http://localhost:3000',
    actor: await commandLineActor(server.database.db, 'alex'),
  };
});
afterAll(() => server.close());

/** The audit log as /admin/audit-log reads it, newest first. */
async function auditLog(filters: Record<string, string>) {
  const answer = await call<{ items: Entry[] }>(
    server.app,
    '/api/admin/audit-log/list',
    { ...filters, perPage: 100 },
    { cookie },
  );
  expect(answer.status).toBe(200);
  return answer.body.data?.items ?? [];
}

function coupon(args: string[]): CouponCommand {
  const parsed = parseCouponCommand(args);
  if (typeof parsed === 'string') throw new Error(parsed);
  return parsed;
}

const BY_THE_COMMAND_LINE = { operatorName: 'Command line (alex)', operatorEmail: 'cli:alex' };

describe('the command line in the audit log', () => {
  it('create-coupon writes the entry the console writes for the same coupon, by "Command line (alex)"', async () => {
    const answer = await createCouponCommand(
      context,
      coupon(['CLI15', 'percent', '15', '--city', 'Edmonton', '--min', '120', '--limit', '40']),
    );
    expect(answer).toMatchObject({
      code: 0,
      // The command line has no language: it prints the console's English sentence.
      out: [
        'Created CLI15: 15% off, in Edmonton only, on $120.00 or more, with no end date, for 40 redemptions.',
      ],
      err: [],
    });
    const fromConsole = await call(
      server.app,
      '/api/admin/coupons/create',
      {
        code: 'DESK15',
        kind: 'percent',
        amount: '15',
        city: 'Edmonton',
        minSubtotal: '120',
        maxRedemptions: '40',
      },
      { cookie },
    );
    expect(fromConsole.status).toBe(200);

    const [fromDesk, fromCommand] = await auditLog({ action: 'coupon.create' });
    expect(fromCommand).toMatchObject({ ...BY_THE_COMMAND_LINE, subjectId: 'CLI15' });
    expect(fromDesk).toMatchObject({ operatorName: 'Morgan Ouellette', subjectId: 'DESK15' });
    const what = ({ action, subjectType, before, after }: Entry) => ({
      action,
      subjectType,
      before,
      after,
    });
    expect(what(fromCommand!)).toEqual(what(fromDesk!));
  });

  it('names the options as the command spells them in its refusals, in English', () => {
    expect(parseCouponCommand(['CLI16', 'percent', '10', '--min', 'lots'])).toBe(
      '--min must be an amount in dollars, such as 100 or 99.50.',
    );
    expect(parseCouponCommand(['CLI16', 'percent', '10', '--until', '2026-02-30'])).toBe(
      '--until must be a date (YYYY-MM-DD).',
    );
  });

  it('a refused coupon writes nothing and prints the reason', async () => {
    const answer = await createCouponCommand(context, coupon(['CLI15', 'fixed', '5']));
    expect(answer).toEqual({
      code: 1,
      out: [],
      err: ['A coupon with the code CLI15 already exists.'],
    });
    expect(await auditLog({ subjectType: 'coupon', subjectId: 'CLI15' })).toHaveLength(1);
  });

  it('create-operator prints the link and writes operator.create', async () => {
    const answer = await createOperatorCommand(context, 'Dana.Roy@Example.ca', 'Dana Roy');
    expect(answer.code).toBe(0);
    expect(answer.out[1]).toMatch(/^http:\/\/localhost:3000\/reset-password\/[\w-]{43}$/);
    expect(await auditLog({ action: 'operator.create', subjectId: 'dana.roy@example.ca' })).toEqual(
      [
        expect.objectContaining({
          ...BY_THE_COMMAND_LINE,
          subjectType: 'operator',
          before: null,
          after: { email: 'dana.roy@example.ca', fullName: 'Dana Roy' },
        }),
      ],
    );
  });

  it('approve-contractor writes application.approve, as the console does', async () => {
    const applicant = await newContractor(server.app, server.database.db, {
      status: 'Pending',
      logIn: false,
    });
    const answer = await approveContractorCommand(context, applicant.email, aClearCheck());
    expect(answer).toEqual({
      code: 0,
      out: [`Approved ${applicant.email}; they have been e-mailed.`],
      err: [],
    });
    const [row] = await server.database.db
      .select({ status: contractors.status })
      .from(contractors)
      .where(eq(contractors.id, applicant.id));
    expect(row?.status).toBe('Approved');
    expect(await auditLog({ subjectType: 'contractor', subjectId: String(applicant.id) })).toEqual([
      expect.objectContaining({
        ...BY_THE_COMMAND_LINE,
        action: 'application.approve',
        before: { status: 'Pending' },
        after: { status: 'Approved' },
      }),
    ]);
    expect(await approveContractorCommand(context, applicant.email, aClearCheck())).toMatchObject({
      code: 0,
      out: [`${applicant.email} was already approved.`],
    });
    expect(
      await auditLog({ subjectType: 'contractor', subjectId: String(applicant.id) }),
    ).toHaveLength(1);
  });

  it('retry-mail writes mail.retry with the error it clears', async () => {
    const [mail] = await server.database.db
      .insert(outbox)
      .values({
        toAddress: 'bounced@example.ca',
        subject: 'Your MapleShine receipt',
        textBody: 'Hi',
        status: 'failed',
        attempts: 9,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      })
      .returning({ id: outbox.id });
    const id = mail?.id ?? 0;

    const answer = await retryMailCommand(context, id);

    expect(answer.out).toEqual([
      `E-mail #${id} to bounced@example.ca will be sent again within a minute. A running server sends it.`,
    ]);
    expect(await auditLog({ subjectType: 'email', subjectId: String(id) })).toEqual([
      expect.objectContaining({
        ...BY_THE_COMMAND_LINE,
        action: 'mail.retry',
        before: { status: 'failed', attempts: 9, lastError: 'connect ECONNREFUSED 127.0.0.1:25' },
        after: { status: 'pending', attempts: 0 },
      }),
    ]);
    expect(await retryMailCommand(context, id)).toMatchObject({ code: 1 });
  });

  it('show-booking writes "viewed booking", once in ten minutes', async () => {
    const booking = await createBooking(server.database.db);

    const first = await showBookingCommand(context, booking.bookingNo.toLowerCase());
    await showBookingCommand(context, booking.bookingNo);

    expect(first.out[0]).toContain(`Booking ${booking.bookingNo}:`);
    expect(await auditLog({ subjectType: 'booking', subjectId: booking.bookingNo })).toEqual([
      expect.objectContaining({
        ...BY_THE_COMMAND_LINE,
        action: 'booking.view',
        before: null,
        after: null,
      }),
    ]);
  });
});

describe("the command line's operator", () => {
  it('is one per OS user, made once, and never a login, an addressee or a listed operator', async () => {
    const again = await commandLineActor(server.database.db, 'alex');
    const other = await commandLineActor(server.database.db, 'Sam O’Neil');
    expect(again).toEqual(context.actor);
    expect(other.fullName).toBe('Command line (sam-o-neil)');

    const login = await call(server.app, '/api/auth/login', {
      vEmail: 'cli:alex',
      vPassword: 'anything-at-all',
    });
    expect(login.status).toBe(400);
    const addresses = (await operatorAddresses(server.database.db)).map((row) => row.email);
    expect(addresses.some((email) => email.startsWith('cli:'))).toBe(false);
    const listed = await call<{ items: { email: string }[] }>(
      server.app,
      '/api/admin/operators/list',
      { perPage: 100 },
      { cookie },
    );
    expect(listed.body.data?.items.some((row) => row.email.startsWith('cli:'))).toBe(false);
    const people = await server.database.db
      .select({ id: operators.id })
      .from(operators)
      .innerJoin(users, eq(users.id, operators.userId));
    expect(await countOperators(server.database.db)).toBe(people.length - 2);
  });
});

describe('npm run ops, as a process', () => {
  it('writes its audit entry under the OS user who ran it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mapleshine-cli-audit-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        execFile(
          'npx',
          ['tsx', 'server/ops/ops.ts', 'create-coupon', 'SHELL10', 'fixed', '10'],
          { cwd: path.resolve('.'), env, timeout: 60_000 },
          (error, _stdout, stderr) => {
            resolve({
              code: error ? (typeof error.code === 'number' ? error.code : null) : 0,
              stderr,
            });
          },
        );
      });
      expect(result).toEqual({ code: 0, stderr: '' });

      const database = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
      });
      try {
        const rows = await database.db
          .select({ action: operatorActions.action, name: operators.fullName })
          .from(operatorActions)
          .innerJoin(operators, eq(operators.id, operatorActions.operatorId))
          .where(eq(operatorActions.subjectId, 'SHELL10'));
        expect(rows).toEqual([
          { action: 'coupon.create', name: expect.stringMatching(/^Command line \(.+\)$/) },
        ]);
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
