import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogs, contractors, faqs, operatorActions, reviews } from '#server/db/schema.ts';
import { call, manualClock, type Answer } from '../support/accounts.ts';
import { cityNamed, createBooking } from '../support/bookings.ts';
import { newContractor } from '../support/contractors.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The console's Cleaners, Reviews and Content operations (decision 049): what each does, what
// it refuses with which sentence (writing nothing), and the audit entry it leaves. Who may call
// them at all is the access matrix's (admin-access.test.ts).

const clock = manualClock(new Date('2026-11-22T15:00:00Z'));

let server: TestApp;
let operator: string;
beforeAll(async () => {
  server = await startTestApp({ clock });
  operator = (await logInAsDemoOperator(server.app)).cookie;
});
afterAll(() => server.close());

function admin<Data = unknown>(path: string, body: unknown) {
  return call<Data>(server.app, `/api/admin/${path}`, body, { cookie: operator });
}

/** As the French console asks (decision 104): its header names the operator's language. */
function adminInFrench<Data = unknown>(path: string, body: unknown) {
  return call<Data>(server.app, `/api/admin/${path}`, body, {
    cookie: operator,
    headers: { 'x-mapleshine-locale': 'fr-CA' },
  });
}
const NB = '\u00a0';

async function lastAction() {
  const [row] = await server.database.db
    .select()
    .from(operatorActions)
    .orderBy(desc(operatorActions.id))
    .limit(1);
  return row;
}

async function actionCount() {
  return (await server.database.db.select({ id: operatorActions.id }).from(operatorActions)).length;
}

type Page<Item> = { items: Item[]; total: number; page: number; perPage: number };
type CleanerRow = {
  id: number;
  fullName: string;
  email: string;
  cityName: string;
  standing: string;
};

describe('adminCleanerList', () => {
  it('finds cleaners by part of the name, any case, with their standing', async () => {
    const cleaner = await newContractor(server.app, server.database.db, {
      fullName: 'Zoraida Quintero',
      city: 'Calgary',
      logIn: false,
    });
    const answer = await admin<Page<CleanerRow>>('cleaners/list', { text: 'zoraida quin' });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.total).toBe(1);
    expect(answer.body.data?.items).toEqual([
      {
        id: cleaner.id,
        fullName: 'Zoraida Quintero',
        email: cleaner.email,
        cityName: 'Calgary',
        standing: 'Approved',
        createdAt: expect.any(String),
      },
    ]);
  });

  it('filters by city and standing, a page at a time', async () => {
    const a = await newContractor(server.app, server.database.db, {
      city: 'Brampton',
      logIn: false,
    });
    const b = await newContractor(server.app, server.database.db, {
      city: 'Brampton',
      logIn: false,
    });
    await server.database.db
      .update(contractors)
      .set({ pausedAt: clock() })
      .where(eq(contractors.id, a.id));

    const paused = await admin<Page<CleanerRow>>('cleaners/list', {
      cityId: a.cityId,
      standing: 'Paused',
    });
    expect(paused.body.data?.items.map((row) => row.id)).toEqual([a.id]);
    const approved = await admin<Page<CleanerRow>>('cleaners/list', {
      cityId: a.cityId,
      standing: 'Approved',
      perPage: 1,
      page: 1,
    });
    expect(approved.body.data?.items.map((row) => row.id)).toEqual([b.id]);
    expect(approved.body.data?.perPage).toBe(1);
  });

  it('refuses an unknown standing with a 400 naming it', async () => {
    const answer = await admin('cleaners/list', { standing: 'Sleeping' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('standing');
  });
});

describe('adminCleanerGet', () => {
  it('shows the cleaner with their jobs, pay by week and reviews', async () => {
    const cleaner = await newContractor(server.app, server.database.db, {
      city: 'Ottawa',
      logIn: false,
      week: [{ weekday: 2, from: '08:00', until: '12:30' }],
      dailyJobCap: 3,
    });
    const job = await createBooking(server.database.db, {
      now: clock(),
      city: 'Ottawa',
      status: 'assigned',
      contractorEmail: cleaner.email,
      startsInHours: 30,
    });
    const answer = await admin<{
      fullName: string;
      standing: string;
      jobs: { bookingNo: string; status: string }[];
      pay: { weeks: unknown[] };
      reviews: unknown[];
      hours: unknown;
    }>('cleaners/get', { id: cleaner.id });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.fullName).toBe(cleaner.fullName);
    expect(answer.body.data?.standing).toBe('Approved');
    expect(answer.body.data?.jobs).toEqual([
      expect.objectContaining({ bookingNo: job.bookingNo, status: 'assigned' }),
    ]);
    expect(answer.body.data?.pay.weeks).toHaveLength(4);
    expect(answer.body.data?.reviews).toEqual([]);
    expect(answer.body.data?.hours).toEqual({
      aWeek: [{ iWeekday: 2, vFrom: '08:00', vUntil: '12:30' }],
      aDaysOff: [],
      iDailyJobCap: 3,
      bConfirmed: false,
      vTimeZone: 'America/Toronto',
      vCityName: 'Ottawa',
    });
  });

  it('answers 404 "Cleaner not found." for an unknown id', async () => {
    const answer = await admin('cleaners/get', { id: 999999 });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Cleaner not found.');
  });
});

describe('adminCleanerPause and adminCleanerResume', () => {
  it('pauses a cleaner, who then cannot accept, and writes who and why to the audit log', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { city: 'Ottawa' });
    const job = await createBooking(server.database.db, {
      now: clock(),
      city: 'Ottawa',
      startsInHours: 80,
    });

    const answer = await admin('cleaners/pause', { id: cleaner.id, reason: 'Two no-shows.' });

    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('The cleaner is paused: they see no open jobs until resumed.');
    const accept = await call(
      server.app,
      '/api/cleaning/accept_job',
      { iBookingId: job.id },
      {
        cookie: cleaner.cookie,
      },
    );
    expect(accept.status).toBe(403);
    expect(await lastAction()).toMatchObject({
      action: 'cleaner.pause',
      subjectType: 'cleaner',
      subjectId: String(cleaner.id),
      before: { standing: 'Approved' },
      after: { standing: 'Paused', reason: 'Two no-shows.' },
    });

    const resumed = await admin('cleaners/resume', { id: cleaner.id, reason: 'Talked it over.' });
    expect(resumed.status).toBe(200);
    expect(resumed.body.message).toBe('The cleaner is resumed: they see open jobs again.');
    const again = await call(
      server.app,
      '/api/cleaning/accept_job',
      { iBookingId: job.id },
      {
        cookie: cleaner.cookie,
      },
    );
    expect(again.status).toBe(200);
    expect((await lastAction())?.action).toBe('cleaner.resume');
  });

  it('refuses a blank reason with "Please write a reason." and pauses nothing', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { logIn: false });
    const before = await actionCount();
    const answer = await admin('cleaners/pause', { id: cleaner.id, reason: '   ' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('Please write a reason.');
    const [row] = await server.database.db
      .select({ pausedAt: contractors.pausedAt })
      .from(contractors)
      .where(eq(contractors.id, cleaner.id));
    expect(row?.pausedAt).toBeNull();
    expect(await actionCount()).toBe(before);
  });

  it('refuses to pause twice, to pause an applicant, or to resume an active cleaner (409)', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { logIn: false });
    const applicant = await newContractor(server.app, server.database.db, {
      status: 'Pending',
      logIn: false,
    });
    const notPaused = await admin('cleaners/resume', { id: cleaner.id, reason: 'x' });
    expect([notPaused.status, notPaused.body.message]).toEqual([
      409,
      'This cleaner is not paused.',
    ]);
    await admin('cleaners/pause', { id: cleaner.id, reason: 'x' });
    const twice = await admin('cleaners/pause', { id: cleaner.id, reason: 'x' });
    expect([twice.status, twice.body.message]).toEqual([409, 'This cleaner is already paused.']);
    const pending = await admin('cleaners/pause', { id: applicant.id, reason: 'x' });
    expect([pending.status, pending.body.message]).toEqual([
      409,
      'Only an approved cleaner can be paused.',
    ]);
  });

  it('answers 404 for an unknown cleaner', async () => {
    const answer = await admin('cleaners/pause', { id: 999999, reason: 'x' });
    expect([answer.status, answer.body.message]).toEqual([404, 'Cleaner not found.']);
  });

  it('says a pause, a resume and a refusal in French to a French operator', async () => {
    const cleaner = await newContractor(server.app, server.database.db, { logIn: false });
    const paused = await adminInFrench('cleaners/pause', { id: cleaner.id, reason: 'Absences.' });
    expect([paused.status, paused.body.message]).toEqual([
      200,
      `Le préposé est en pause${NB}: il ne voit aucun ménage ouvert jusqu’à ce qu’il soit réactivé.`,
    ]);
    const twice = await adminInFrench('cleaners/pause', { id: cleaner.id, reason: 'x' });
    expect([twice.status, twice.body.message]).toEqual([
      409,
      'Ce préposé au ménage est déjà en pause.',
    ]);
    const resumed = await adminInFrench('cleaners/resume', { id: cleaner.id, reason: 'Réglé.' });
    expect(resumed.body.message).toBe(
      `Le préposé est réactivé${NB}: il voit de nouveau les ménages ouverts.`,
    );
  });
});

type SupplyDemand = {
  days: number;
  cities: { cityId: number; weekdays: { weekday: string; cleaners: number; bookings: number }[] }[];
};

describe('adminSupplyDemand', () => {
  it('counts active cleaners against paid bookings per weekday of the coming four weeks', async () => {
    const city = 'Mississauga';
    const before = await admin<SupplyDemand>('cleaners/supply-demand', {
      cityId: (await cityNamed(server.database.db, city)).id,
    });
    // Works Tuesdays only: supply grows on Tuesday and nowhere else.
    const cleaner = await newContractor(server.app, server.database.db, {
      city,
      logIn: false,
      week: [{ weekday: 2, from: '08:00', until: '20:00' }],
    });
    const added = await admin<SupplyDemand>('cleaners/supply-demand', { cityId: cleaner.cityId });
    // 15:00 UTC Sunday 22 November + 48 hours: Tuesday 24 November in Mississauga.
    await createBooking(server.database.db, { now: clock(), city, startsInHours: 48 });
    await createBooking(server.database.db, {
      now: clock(),
      city,
      startsInHours: 48,
      status: 'quoted',
    });
    await server.database.db
      .update(contractors)
      .set({ pausedAt: clock() })
      .where(eq(contractors.id, cleaner.id));

    const after = await admin<SupplyDemand>('cleaners/supply-demand', {
      cityId: cleaner.cityId,
    });

    expect(after.status).toBe(200);
    expect(after.body.data?.days).toBe(28);
    const tuesday = (answer: Answer<SupplyDemand>) =>
      answer.body.data?.cities[0]?.weekdays.find((day) => day.weekday === 'Tuesday');
    const day = (answer: Answer<SupplyDemand>, name: string) =>
      answer.body.data?.cities[0]?.weekdays.find((row) => row.weekday === name);
    expect(tuesday(added)?.cleaners).toBe((tuesday(before)?.cleaners ?? 0) + 1);
    expect(day(added, 'Wednesday')?.cleaners).toBe(day(before, 'Wednesday')?.cleaners);
    expect(tuesday(after)?.bookings).toBe((tuesday(added)?.bookings ?? 0) + 1);
    expect(tuesday(after)?.cleaners).toBe((tuesday(added)?.cleaners ?? 0) - 1);
    expect(after.body.data?.cities[0]?.weekdays).toHaveLength(7);
  });
});

type ReviewRow = { id: number; visibility: string; moderationReason: string };

async function newReview(authorName: string) {
  const [row] = await server.database.db
    .insert(reviews)
    .values({
      audience: 'Customer',
      authorName,
      city: 'Winnipeg',
      body: `A review by ${authorName}.`,
      rating: 2,
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error('review not written');
  return row.id;
}

describe('adminReviewModerate', () => {
  it('hides a review from the public list and summary at once, and publishes it again', async () => {
    const id = await newReview('Hidden Hanna');
    const publicNames = async () => {
      const answer = await call<{ vName: string }[]>(server.app, '/api/review/get_all_data', {
        eType: 'Customer',
        vCity: 'Winnipeg',
      });
      return answer.body.data?.map((review) => review.vName) ?? [];
    };
    const summary = async () =>
      (
        await call<{ iReviews: number }>(server.app, '/api/review/get_summary', {
          eType: 'Customer',
          vCity: 'Winnipeg',
        })
      ).body.data?.iReviews ?? 0;
    expect(await publicNames()).toContain('Hidden H.');
    const count = await summary();

    const hidden = await admin<ReviewRow>('reviews/moderate', {
      id,
      visibility: 'Hidden',
      reason: 'Names the cleaner’s street.',
    });

    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe('The review is hidden from every public page.');
    expect(hidden.body.data).toMatchObject({
      visibility: 'Hidden',
      moderationReason: 'Names the cleaner’s street.',
    });
    expect(await publicNames()).not.toContain('Hidden H.');
    expect(await summary()).toBe(count - 1);
    expect(await lastAction()).toMatchObject({
      action: 'review.hide',
      subjectId: String(id),
      after: { visibility: 'Hidden', reason: 'Names the cleaner’s street.' },
    });

    const shown = await admin<ReviewRow>('reviews/moderate', {
      id,
      visibility: 'Shown',
      reason: 'Street removed by the customer.',
    });
    expect(shown.body.message).toBe('The review is published again.');
    expect(await publicNames()).toContain('Hidden H.');
  });

  it('says a hidden and a published review in French to a French operator', async () => {
    const id = await newReview('Justine Lavoie');
    const hidden = await adminInFrench('reviews/moderate', {
      id,
      visibility: 'Hidden',
      reason: 'Donne l’adresse du préposé.',
    });
    expect(hidden.body.message).toBe('L’avis est masqué sur toutes les pages publiques.');
    const shown = await adminInFrench('reviews/moderate', {
      id,
      visibility: 'Shown',
      reason: 'Adresse retirée.',
    });
    expect(shown.body.message).toBe('L’avis est de nouveau publié.');
  });

  it('lists hidden reviews for the operator only, filtered on the server', async () => {
    const id = await newReview('Filter Fiona');
    await admin('reviews/moderate', { id, visibility: 'Hidden', reason: 'Spam.' });
    const answer = await admin<Page<ReviewRow>>('reviews/list', {
      visibility: 'Hidden',
      text: 'filter fiona',
    });
    expect(answer.body.data?.items.map((review) => review.id)).toEqual([id]);
  });

  it('refuses a missing reason, hiding twice and an unknown review, changing nothing', async () => {
    const id = await newReview('Careful Carl');
    const before = await actionCount();
    const blank = await admin('reviews/moderate', { id, visibility: 'Hidden', reason: '' });
    expect([blank.status, blank.body.message]).toEqual([400, 'Please write a reason.']);
    const showTwice = await admin('reviews/moderate', { id, visibility: 'Shown', reason: 'x' });
    expect([showTwice.status, showTwice.body.message]).toEqual([
      409,
      'This review is already published.',
    ]);
    const unknown = await admin('reviews/moderate', {
      id: 999999,
      visibility: 'Hidden',
      reason: 'x',
    });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Review not found.']);
    const [row] = await server.database.db
      .select({ hiddenAt: reviews.hiddenAt })
      .from(reviews)
      .where(eq(reviews.id, id));
    expect(row?.hiddenAt).toBeNull();
    expect(await actionCount()).toBe(before);
  });
});

describe('adminFaqSave', () => {
  it('creates, unpublishes, edits and publishes an entry, saying which; the public FAQ follows', async () => {
    const publicQuestions = async () =>
      (
        await call<{ vQuestion: string }[]>(server.app, '/api/faq/get_all_data', {
          eType: 'Customer',
        })
      ).body.data?.map((faq) => faq.vQuestion) ?? [];
    const created = await admin<{ id: number }>('faqs/save', {
      question: 'Do you clean on holidays?',
      answer: 'Yes, at the usual price.',
      audience: 'Customer',
      published: true,
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('The FAQ entry is saved.');
    const id = created.body.data?.id ?? 0;
    expect(await publicQuestions()).toContain('Do you clean on holidays?');
    expect((await lastAction())?.action).toBe('faq.create');

    const unpublished = await admin('faqs/save', {
      id,
      question: 'Do you clean on statutory holidays?',
      answer: 'Yes, at the usual price.',
      audience: 'Customer',
      published: false,
    });
    expect(unpublished.status).toBe(200);
    expect(unpublished.body.message).toBe(
      'The FAQ entry is unpublished: it no longer shows on the site.',
    );
    expect(await publicQuestions()).not.toContain('Do you clean on statutory holidays?');
    expect(await lastAction()).toMatchObject({
      action: 'faq.unpublish',
      before: { question: 'Do you clean on holidays?', published: true },
      after: { question: 'Do you clean on statutory holidays?', published: false },
    });

    const entry = {
      id,
      question: 'Do you clean on statutory holidays?',
      answer: 'Yes, at the usual price.',
      audience: 'Customer',
    };
    const edited = await admin('faqs/save', { ...entry, sortOrder: 3, published: false });
    expect([edited.status, edited.body.message]).toEqual([200, 'The FAQ entry is saved.']);
    expect((await lastAction())?.action).toBe('faq.update');

    const published = await admin('faqs/save', { ...entry, sortOrder: 3, published: true });
    expect([published.status, published.body.message]).toEqual([
      200,
      'The FAQ entry is published: it shows on the site.',
    ]);
    expect(await publicQuestions()).toContain('Do you clean on statutory holidays?');
    expect(await lastAction()).toMatchObject({
      action: 'faq.publish',
      before: { published: false },
      after: { published: true },
    });
  });

  it('refuses a blank answer and a question already asked, writing nothing', async () => {
    const before = await actionCount();
    const blank = await admin('faqs/save', {
      question: 'Is this new?',
      answer: ' ',
      audience: 'Customer',
      published: true,
    });
    expect([blank.status, blank.body.message]).toEqual([400, 'Please write the answer.']);
    const [seeded] = await server.database.db
      .select({ question: faqs.question })
      .from(faqs)
      .limit(1);
    const same = await admin('faqs/save', {
      question: seeded?.question,
      answer: 'Again.',
      audience: 'Customer',
      published: true,
    });
    expect([same.status, same.body.message]).toEqual([
      409,
      'Another FAQ entry already asks this question.',
    ]);
    const missing = await admin('faqs/save', {
      id: 999999,
      question: 'Where?',
      answer: 'Here.',
      audience: 'Customer',
      published: true,
    });
    expect([missing.status, missing.body.message]).toEqual([404, 'FAQ entry not found.']);
    expect(
      await server.database.db.select().from(faqs).where(eq(faqs.question, 'Is this new?')),
    ).toEqual([]);
    expect(await actionCount()).toBe(before);
  });
});

describe('adminBlogSave', () => {
  async function categoryId() {
    const [row] = await server.database.db.select({ id: blogs.categoryId }).from(blogs).limit(1);
    return row?.id ?? 0;
  }

  it('stores the post through the sanitizer; unpublishing takes it off the blog and publishing puts it back, each saying so', async () => {
    const created = await admin<{ id: number; slug: string }>('blogs/save', {
      title: 'Winter Entryway Care',
      html: '<p onclick="steal()">Salt stains<script>alert(1)</script> come out with vinegar.</p>',
      categoryId: await categoryId(),
      published: true,
    });
    expect(created.status).toBe(200);
    expect(created.body.data?.slug).toBe('winter-entryway-care');
    const [stored] = await server.database.db
      .select({ html: blogs.descriptionHtml })
      .from(blogs)
      .where(eq(blogs.slug, 'winter-entryway-care'));
    expect(stored?.html).toBe('<p>Salt stains come out with vinegar.</p>');
    const shown = await call(server.app, '/api/blog/get_by_id', { vSlug: 'winter-entryway-care' });
    expect(shown.status).toBe(200);

    expect(created.body.message).toBe('The blog post is saved.');
    const post = {
      id: created.body.data?.id,
      title: 'Winter Entryway Care',
      html: '<p>Salt stains come out with vinegar.</p>',
      categoryId: await categoryId(),
    };
    const unpublished = await admin('blogs/save', { ...post, published: false });
    expect([unpublished.status, unpublished.body.message]).toEqual([
      200,
      'The blog post is unpublished: it no longer shows on the blog.',
    ]);
    const gone = await call(server.app, '/api/blog/get_by_id', { vSlug: 'winter-entryway-care' });
    expect(gone.status).toBe(404);
    const list = await call<{ vSlug: string }[]>(server.app, '/api/blog/get_all_data', {});
    expect(list.body.data?.map((post) => post.vSlug)).not.toContain('winter-entryway-care');
    expect((await lastAction())?.action).toBe('blog.unpublish');

    const published = await admin('blogs/save', { ...post, published: true });
    expect([published.status, published.body.message]).toEqual([
      200,
      'The blog post is published: it shows on the blog.',
    ]);
    const back = await call(server.app, '/api/blog/get_by_id', { vSlug: 'winter-entryway-care' });
    expect(back.status).toBe(200);
    expect((await lastAction())?.action).toBe('blog.publish');
  });

  it('refuses a post with nothing safe left, and an unknown category, writing nothing', async () => {
    const before = await actionCount();
    const empty = await admin('blogs/save', {
      title: 'Only a script',
      html: '<script>alert(1)</script>',
      categoryId: await categoryId(),
      published: true,
    });
    expect([empty.status, empty.body.message]).toEqual([
      400,
      'Please write the post: nothing is left of it once unsafe HTML is removed.',
    ]);
    const category = await admin('blogs/save', {
      title: 'No category',
      html: '<p>Text</p>',
      categoryId: 999999,
      published: true,
    });
    expect([category.status, category.body.message]).toEqual([400, 'Please select a category.']);
    expect(
      await server.database.db.select().from(blogs).where(eq(blogs.slug, 'only-a-script')),
    ).toEqual([]);
    expect(await actionCount()).toBe(before);
  });
});
