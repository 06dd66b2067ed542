/**
 * A plan's visit on a statutory holiday asks the plan's cleaner ahead too (issue 45): when the
 * visit becomes theirs, by the visit writer's placing or by "Accept every visit" after it was
 * written, they get one notice and one e-mail in their language naming the holiday and saying
 * how to hand that one visit back; never twice for one visit, nothing for a visit on an
 * ordinary day, and nothing to a cleaner whose visit it is not.
 */
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import {
  bookings,
  contractors,
  notifications,
  outbox,
  planEvents,
  regularPlans,
  users,
} from '#server/db/schema.ts';
import { inTransaction } from '#server/platform/transaction.ts';
import { askCleanerAboutHoliday } from '#server/regular-plans/index.ts';
import { holidayAskedHistory } from '#server/regular-plans/holiday-cleaner.ts';
import { writeDueVisits } from '#server/regular-plans/visit-writer.ts';
import { call, manualClock } from '../support/accounts.ts';
import { newContractor, type TestContractor } from '../support/contractors.ts';
import { buyPlanThroughApi, torontoCleaningDetails } from '../support/plan-fixtures.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { testGateway } from '#server/payments/test-gateway.ts';

const ACCEPT_PLAN = '/api/cleaning/accept_plan';
const ACCEPT = '/api/cleaning/accept_job';
const DAY_MS = 24 * 60 * 60 * 1000;

let server: TestApp | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

// Tuesday 1 December 2026, 10:00AM in Toronto. A weekly plan from Friday 11 December at 9:00AM
// has visits on Friday 18 December (an ordinary day), 25 December (Christmas Day) and
// 1 January 2027 (New Year's Day) within the writer's five weeks.
async function setUp() {
  const clock = manualClock(new Date('2026-12-01T15:00:00Z'));
  server = await startTestApp({ clock, payments: testGateway(clock) });
  return { server, clock, db: server.database.db, app: server.app };
}
type Setup = Awaited<ReturnType<typeof setUp>>;

async function buyWeeklyTorontoPlan(setup: Setup) {
  const details = await torontoCleaningDetails(setup.db, { iEveryWeeks: 1, vDate: '2026-12-11' });
  return buyPlanThroughApi(setup.app, setup.db, details);
}

async function torontoCleaner(setup: Setup, locale: 'en-CA' | 'fr-CA' = 'en-CA') {
  const cleaner = await newContractor(setup.app, setup.db, { city: 'Toronto' });
  if (locale !== 'en-CA') {
    const [row] = await setup.db
      .select({ userId: contractors.userId })
      .from(contractors)
      .where(eq(contractors.id, cleaner.id));
    await setup.db
      .update(users)
      .set({ locale })
      .where(eq(users.id, row?.userId ?? 0));
  }
  return cleaner;
}

async function visitOn(setup: Setup, planId: number, date: string) {
  const [visit] = await setup.db
    .select()
    .from(bookings)
    .where(and(eq(bookings.planId, planId), eq(bookings.planVisitDate, date)));
  if (!visit) throw new Error(`no visit on ${date}`);
  return visit;
}

/** The holiday notices a cleaner holds for a visit (the board's "New job" notices left out). */
async function holidayNotices(setup: Setup, cleaner: TestContractor, visitId: number) {
  const rows = await setup.db
    .select({ title: notifications.title, message: notifications.message })
    .from(notifications)
    .where(and(eq(notifications.contractorId, cleaner.id), eq(notifications.bookingId, visitId)));
  return rows.filter((row) => /holiday|férié/.test(row.message));
}

async function holidayMails(setup: Setup, cleaner: TestContractor) {
  const rows = await setup.db
    .select({ subject: outbox.subject, textBody: outbox.textBody })
    .from(outbox)
    .where(eq(outbox.toAddress, cleaner.email));
  return rows.filter((row) => /statutory holiday|jour férié/.test(row.textBody));
}

async function askedEvents(setup: Setup, planId: number) {
  return setup.db
    .select({ details: planEvents.details, actor: planEvents.actor })
    .from(planEvents)
    .where(and(eq(planEvents.planId, planId), eq(planEvents.event, 'holidayAsked')))
    .orderBy(planEvents.id);
}

const run = (setup: Setup) => writeDueVisits(setup.server.app.appContext, setup.clock());

/** The cleaner accepts a visit (`ACCEPT`) or its whole plan (`ACCEPT_PLAN`); it must succeed. */
async function accepts(setup: Setup, cleaner: TestContractor, url: string, bookingId: number) {
  const answer = await call(setup.app, url, { iBookingId: bookingId }, { cookie: cleaner.cookie });
  expect(answer.status, answer.body.message).toBe(200);
}

/** Asks the cleaner about the visit directly, as a later placing or accept would: did it ask? */
function askDirectly(setup: Setup, visitId: number, contractorId: number) {
  return inTransaction(setup.db, (tx) =>
    askCleanerAboutHoliday(setup.server.app.appContext, tx, visitId, contractorId, setup.clock()),
  );
}

describe('a plan’s visit on a statutory holiday asks the plan’s cleaner', () => {
  it('asks the plan’s cleaner once, in French, when the writer gives them a holiday visit', async () => {
    const setup = await setUp();
    const { plan } = await buyWeeklyTorontoPlan(setup);
    const mine = await torontoCleaner(setup, 'fr-CA');
    const other = await torontoCleaner(setup);
    await setup.db
      .update(regularPlans)
      .set({ contractorId: mine.id, contractorAcceptedAt: setup.clock() })
      .where(eq(regularPlans.id, plan.id));

    const report = await run(setup);
    expect(report.failed).toEqual([]);
    const christmas = await visitOn(setup, plan.id, '2026-12-25');
    const newYear = await visitOn(setup, plan.id, '2027-01-01');
    const ordinary = await visitOn(setup, plan.id, '2026-12-18');
    for (const visit of [christmas, newYear, ordinary]) {
      expect(visit).toMatchObject({ status: 'assigned', contractorId: mine.id });
    }

    const told = await holidayNotices(setup, mine, christmas.id);
    expect(told).toHaveLength(1);
    expect(told[0]?.title).toBe(
      'Votre ménage régulier du vendredi 25 décembre 2026 tombe un jour férié\u00a0: Noël',
    );
    expect(told[0]?.message).toContain('un jour férié');
    expect(told[0]?.message).toContain('Refuser');
    expect(told[0]?.message).toContain(christmas.bookingNo);
    expect(await holidayNotices(setup, mine, newYear.id)).toEqual([
      expect.objectContaining({ title: expect.stringContaining('Jour de l’An') }),
    ]);
    // An ordinary Friday asks nothing, and the other cleaner is asked about nothing.
    expect(await holidayNotices(setup, mine, ordinary.id)).toEqual([]);
    for (const visit of [christmas, newYear, ordinary]) {
      expect(await holidayNotices(setup, other, visit.id)).toEqual([]);
    }
    expect(await holidayMails(setup, other)).toEqual([]);

    const mails = await holidayMails(setup, mine);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Votre ménage régulier du vendredi 1er janvier 2027 tombe un jour férié\u00a0: Jour de l’An',
      'Votre ménage régulier du vendredi 25 décembre 2026 tombe un jour férié\u00a0: Noël',
    ]);
    expect(mails.find((mail) => mail.subject.includes('Noël'))?.textBody).toContain('9\u00a0h');

    // A week on, the writer writes the next visit and places it: nothing is asked again.
    setup.clock.advance(7 * DAY_MS);
    expect((await run(setup)).failed).toEqual([]);
    expect(await holidayNotices(setup, mine, christmas.id)).toHaveLength(1);
    expect(await holidayMails(setup, mine)).toHaveLength(2);
    // Asked directly once more (a later placing or accept of the same visit): still once.
    expect(await askDirectly(setup, christmas.id, mine.id)).toBe(false);
    expect(await holidayNotices(setup, mine, christmas.id)).toHaveLength(1);
    expect((await askedEvents(setup, plan.id)).map((event) => event.details)).toEqual([
      { bookingId: christmas.id, contractorId: mine.id, holiday: 'christmas', date: '2026-12-25' },
      { bookingId: newYear.id, contractorId: mine.id, holiday: 'newYear', date: '2027-01-01' },
    ]);
  });

  it('asks the cleaner who accepts the plan after the holiday visit was written, once', async () => {
    const setup = await setUp();
    const { plan, first } = await buyWeeklyTorontoPlan(setup);
    expect((await run(setup)).failed).toEqual([]);
    const christmas = await visitOn(setup, plan.id, '2026-12-25');
    // Written on the board while the plan had no cleaner: no cleaner is asked yet.
    expect(christmas).toMatchObject({ status: 'authorized', contractorId: null });
    expect(await askedEvents(setup, plan.id)).toEqual([]);

    const mine = await torontoCleaner(setup);
    await accepts(setup, mine, ACCEPT_PLAN, first.id);
    expect(await visitOn(setup, plan.id, '2026-12-25')).toMatchObject({
      status: 'assigned',
      contractorId: mine.id,
    });

    const told = await holidayNotices(setup, mine, christmas.id);
    expect(told).toEqual([
      {
        title: 'Your regular cleaning on Friday, December 25, 2026 falls on Christmas Day',
        message: expect.stringContaining('a statutory holiday'),
      },
    ]);
    expect(told[0]?.message).toContain('press Reject');
    const ordinary = await visitOn(setup, plan.id, '2026-12-18');
    expect(await holidayNotices(setup, mine, ordinary.id)).toEqual([]);
    expect(await holidayNotices(setup, mine, first.id)).toEqual([]);
    const mails = await holidayMails(setup, mine);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      'Your regular cleaning on Friday, December 25, 2026 falls on Christmas Day',
      "Your regular cleaning on Friday, January 1, 2027 falls on New Year's Day",
    ]);
    expect(mails[0]?.textBody).toContain('press Reject');
    expect(mails[0]?.textBody).toContain('9:00AM');

    // The writer's next run places the next visit with them and asks nothing again.
    setup.clock.advance(7 * DAY_MS);
    expect((await run(setup)).failed).toEqual([]);
    expect(await holidayNotices(setup, mine, christmas.id)).toHaveLength(1);
    expect(await holidayMails(setup, mine)).toHaveLength(2);

    const events = await askedEvents(setup, plan.id);
    expect(events).toHaveLength(2);
    expect(events[0]?.actor).toBe('scheduler');
    // The plan's history (its page and the console) names the ask in the reader's language.
    expect(holidayAskedHistory(events[0]?.details ?? {}, 'en-CA')).toBe(
      'Asked your cleaner whether they keep the visit on Friday, December 25, 2026 (Christmas Day)',
    );
    expect(holidayAskedHistory(events[0]?.details ?? {}, 'fr-CA')).toBe(
      'A demandé à votre entrepreneur s’il garde la visite du vendredi 25 décembre 2026 (Noël)',
    );
  });

  it('asks nothing of a cleaner who takes a holiday visit alone, not being the plan’s cleaner', async () => {
    const setup = await setUp();
    const { plan } = await buyWeeklyTorontoPlan(setup);
    expect((await run(setup)).failed).toEqual([]);
    const christmas = await visitOn(setup, plan.id, '2026-12-25');
    const passing = await torontoCleaner(setup);

    await accepts(setup, passing, ACCEPT, christmas.id);
    expect(await holidayNotices(setup, passing, christmas.id)).toEqual([]);
    expect(await holidayMails(setup, passing)).toEqual([]);
    expect(await askedEvents(setup, plan.id)).toEqual([]);

    // Nor is a cleaner asked about a visit that is not theirs.
    const stranger = await torontoCleaner(setup);
    expect(await askDirectly(setup, christmas.id, stranger.id)).toBe(false);
    expect(await holidayNotices(setup, stranger, christmas.id)).toEqual([]);
  });
});
