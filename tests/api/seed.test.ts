import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { openDatabase } from '#server/db/database.ts';
import { demoOperator } from '#server/db/seed/accounts.ts';
import { seedOnFirstStart } from '#server/db/seed/seed.ts';
import { createFirstOperator } from '#server/accounts/first-operator.ts';
import {
  cities,
  contractors,
  contractorWeeklyHours,
  customers,
  experienceOptions,
  operators,
  services,
  users,
} from '#server/db/schema.ts';
import { DEMO_CUSTOMER_EMAIL, demoContractorEmail, logIn } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(async () => {
  await server.close();
});

describe('the first-start seed', () => {
  it('does not run again on a database that was seeded', async () => {
    const { db } = server.database;
    expect(await seedOnFirstStart(db)).toBe(false);
    expect((await db.select({ n: count() }).from(cities))[0]!.n).toBe(9);
    expect((await db.select({ n: count() }).from(services))[0]!.n).toBe(5);
    expect((await db.select({ n: count() }).from(experienceOptions))[0]!.n).toBe(5);
  });

  it('seeds four approved cleaners per city, the demo one among them, each able to log in', async () => {
    const { db } = server.database;
    const rows = await db
      .select({ city: cities.name, status: contractors.status, email: users.email })
      .from(contractors)
      .innerJoin(cities, eq(cities.id, contractors.cityId))
      .innerJoin(users, eq(users.id, contractors.userId));
    expect(rows).toHaveLength(36);
    const cityNames = [...new Set(rows.map((row) => row.city))];
    expect(cityNames).toHaveLength(9);
    for (const city of cityNames) {
      const ofCity = rows.filter((row) => row.city === city);
      expect(ofCity).toHaveLength(4);
      expect(ofCity.map((row) => row.email)).toContain(demoContractorEmail(city));
      for (const row of ofCity) expect(row.status).toBe('Approved');
    }
    const session = await logIn(server.app, demoContractorEmail('Lower Mainland'));
    expect(session.data.vContractorUniqueCode).toMatch(/^con_/);
    expect(session.data.vCustomerUniqueCode).toBeUndefined();
    const evenings = await logIn(server.app, 'evenings.calgary@demo.mapleshine.ca');
    expect(evenings.data.vContractorUniqueCode).toMatch(/^con_/);
  });

  it('gives the cleaners different weeks, and only the demo cleaner works on Saturdays (decision 044)', async () => {
    const { db } = server.database;
    const rows = await db
      .select({
        email: users.email,
        weekday: contractorWeeklyHours.weekday,
        city: cities.name,
      })
      .from(contractorWeeklyHours)
      .innerJoin(contractors, eq(contractors.id, contractorWeeklyHours.contractorId))
      .innerJoin(users, eq(users.id, contractors.userId))
      .innerJoin(cities, eq(cities.id, contractors.cityId));
    const saturdayWorkers = rows.filter((row) => row.weekday === 6).map((row) => row.email);
    expect(saturdayWorkers.sort()).toEqual(
      [...new Set(rows.map((row) => row.city))].map((city) => demoContractorEmail(city)).sort(),
    );
    const weeksOfEdmonton = new Map<string, number[]>();
    for (const row of rows.filter((r) => r.city === 'Edmonton')) {
      weeksOfEdmonton.set(row.email, [...(weeksOfEdmonton.get(row.email) ?? []), row.weekday]);
    }
    expect(weeksOfEdmonton.size).toBe(4);
  });

  it('seeds the demo customer, active and able to log in', async () => {
    const session = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    expect(session.data.vCustomerUniqueCode).toMatch(/^cus_/);
    expect(session.data.vFullName).toBe('Amelia Tremblay');
  });

  it('leaves the demo accounts out when told to (production)', async () => {
    const fresh = await openDatabase({ kind: 'pglite' });
    try {
      expect(await seedOnFirstStart(fresh.db, { demoAccounts: 'none' })).toBe(true);
      expect((await fresh.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
      expect((await fresh.db.select({ n: count() }).from(customers))[0]!.n).toBe(0);
      expect((await fresh.db.select({ n: count() }).from(cities))[0]!.n).toBe(9);
    } finally {
      await fresh.close();
    }
  });

  it("seeds a public demo's customer and cleaners, never an operator with the demo password, and makes the first operator once", async () => {
    const fresh = await openDatabase({ kind: 'pglite' });
    const clock = () => new Date('2026-11-28T12:00:00Z');
    try {
      expect(await seedOnFirstStart(fresh.db, { demoAccounts: 'demo' })).toBe(true);
      const emails = (await fresh.db.select({ email: users.email }).from(users)).map(
        (row) => row.email,
      );
      expect(emails).toContain(DEMO_CUSTOMER_EMAIL);
      expect(emails).toContain(demoContractorEmail('Toronto'));
      expect(emails).not.toContain(demoOperator.email);
      const operatorCount = async () =>
        (await fresh.db.select({ n: count() }).from(operators))[0]!.n;
      expect(await operatorCount()).toBe(0);

      // Never on a customer's or cleaner's login: a console session is only ever an operator's.
      expect(await createFirstOperator({ db: fresh.db, clock }, DEMO_CUSTOMER_EMAIL)).toEqual({
        outcome: 'taken',
        email: DEMO_CUSTOMER_EMAIL,
      });
      expect(await operatorCount()).toBe(0);

      expect(await createFirstOperator({ db: fresh.db, clock }, 'Alex.Martin@Example.ca')).toEqual({
        outcome: 'created',
        email: 'alex.martin@example.ca',
        password: expect.stringMatching(/^[\w-]{20}$/),
      });
      expect(await createFirstOperator({ db: fresh.db, clock }, 'other@example.ca')).toEqual({
        outcome: 'exists',
      });
      expect(await operatorCount()).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('makes no first operator where the demo operator runs the console', async () => {
    const clock = () => new Date('2026-11-28T12:00:00Z');
    expect(await createFirstOperator({ db: server.database.db, clock }, 'x@example.com')).toEqual({
      outcome: 'exists',
    });
  });
});
