import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operators, users } from '#server/db/schema.ts';
import { createOperator } from '#server/accounts/operators.ts';
import { call, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, logIn } from '../support/accounts.ts';
import { DEMO_OPERATOR_EMAIL, logInAsDemoOperator, newOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

const context = () => ({
  db: server.database.db,
  clock: () => new Date(),
  publicUrl: 'https://mapleshine.example',
});

async function rows() {
  const [people] = await server.database.db.select({ n: count() }).from(users);
  const [staff] = await server.database.db.select({ n: count() }).from(operators);
  return { users: people?.n, operators: staff?.n };
}

describe('operator accounts', () => {
  it('the seeded demo operator logs in and is told it is an operator, nothing else', async () => {
    const { data } = await logIn(server.app, DEMO_OPERATOR_EMAIL, DEMO_PASSWORD);
    expect(data.vFullName).toBe('Morgan Ouellette');
    expect(data).toHaveProperty('vOperatorUniqueCode', expect.stringMatching(/^opr_/));
    expect(data).not.toHaveProperty('vCustomerUniqueCode');
    expect(data).not.toHaveProperty('vContractorUniqueCode');
  });

  it("a customer's login carries no operator code", async () => {
    const { data } = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    expect(data).not.toHaveProperty('vOperatorUniqueCode');
  });

  it('create-operator gives a week-long link that sets the first password', async () => {
    const operator = await newOperator(server.app, server.database.db, 'Élise Gagnon');
    const session = await call<{ fullName: string; email: string }>(
      server.app,
      '/api/admin/session',
      {},
      { cookie: operator.cookie },
    );
    expect(session.body.data).toEqual({ fullName: 'Élise Gagnon', email: operator.email });
  });

  it('prints a link on PUBLIC_URL and names the operator after the e-mail when no name is given', async () => {
    const created = await createOperator(context(), '  Sam.Okafor@Example.CA ');
    expect(created.outcome).toBe('created');
    expect(created.outcome === 'created' && created.link).toMatch(
      /^https:\/\/mapleshine\.example\/reset-password\/[\w-]{43}$/,
    );
    const login = await call(server.app, '/api/auth/login', {
      vEmail: 'sam.okafor@example.ca',
      vPassword: 'anything-at-all',
    });
    expect(login.status).toBe(400);
  });

  it('refuses an e-mail that already has an account, writing nothing', async () => {
    const before = await rows();
    expect(await createOperator(context(), DEMO_CUSTOMER_EMAIL)).toEqual({ outcome: 'taken' });
    expect(await createOperator(context(), 'not-an-email')).toEqual({ outcome: 'invalid-email' });
    expect(await rows()).toEqual(before);
  });

  it('an operator is refused what only customers or cleaners may do', async () => {
    const { cookie } = await logInAsDemoOperator(server.app);
    const bookings = await call(server.app, '/api/customer/get_all_data', {}, { cookie });
    expect(bookings.status).toBe(403);
    const jobs = await call(server.app, '/api/contractor/dashboard', {}, { cookie });
    expect(jobs.status).toBe(403);
  });
});

describe('npm run ops -- create-operator', () => {
  const repository = path.resolve('.');
  const run = (dataDir: string, args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      execFile(
        'npx',
        ['tsx', 'server/ops/ops.ts', ...args],
        { cwd: repository, env, timeout: 60_000 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : null) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });

  it('prints the set-password link, and refuses the same e-mail twice', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mapleshine-operator-'));
    try {
      const first = await run(dataDir, ['create-operator', 'ops@example.ca', 'Ops', 'Lead']);
      expect(first.stderr).toBe('');
      expect(first.code).toBe(0);
      expect(first.stdout).toContain(
        'Created operator ops@example.ca. Their link to choose a password (valid 7 days):',
      );
      expect(first.stdout).toMatch(/\/reset-password\/[\w-]{43}\n/);
      const second = await run(dataDir, ['create-operator', 'ops@example.ca']);
      expect(second.code).toBe(1);
      expect(second.stderr).toContain(
        'ops@example.ca already has an account; an operator needs an account of their own.',
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
