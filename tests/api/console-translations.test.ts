import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqTranslations, labelTranslations, labels, operatorActions } from '#server/db/schema.ts';
import { demoCustomer } from '#server/db/seed/accounts.ts';
import { call, logIn, manualClock } from '../support/accounts.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/*
 * The console edits the content in English and French side by side (decision 106): labels, FAQ
 * entries and blog posts, each list able to show only what lacks its French. Refusals write
 * nothing; every save leaves its audit entry.
 */

let server: TestApp;
let operator: string;
let customer: string;
beforeAll(async () => {
  server = await startTestApp({ clock: manualClock(new Date('2026-11-22T15:00:00Z')) });
  operator = (await logInAsDemoOperator(server.app)).cookie;
  customer = (await logIn(server.app, demoCustomer.email)).cookie;
});
afterAll(() => server.close());

function admin<Data = unknown>(path: string, body: unknown, cookie = operator) {
  return call<Data>(server.app, `/api/admin/${path}`, body, { cookie });
}
const french = { 'x-mapleshine-locale': 'fr-CA' };

type Page<Item> = { items: Item[]; total: number };
type Label = {
  id: number;
  pageSlug: string;
  key: string;
  text: string;
  textFr: string;
  missingFrench: boolean;
};

async function actionCount() {
  return (await server.database.db.select({ id: operatorActions.id }).from(operatorActions)).length;
}
async function lastAction() {
  const [row] = await server.database.db
    .select()
    .from(operatorActions)
    .orderBy(desc(operatorActions.id))
    .limit(1);
  return row;
}
async function homeLabel(key: string, headers: Record<string, string> = {}) {
  const answer = await call<{ vLabel: string; tText: string }[]>(
    server.app,
    '/api/label/get_all_data',
    { vSlug: 'home' },
    { headers },
  );
  return answer.body.data?.find((label) => label.vLabel === key)?.tText;
}

describe('adminLabelList', () => {
  it('lists a page’s labels with both texts, and only those missing French when asked', async () => {
    const all = await admin<Page<Label>>('labels/list', { pageSlug: 'home', perPage: 100 });
    expect(all.status).toBe(200);
    const bookNow = all.body.data?.items.find((label) => label.key === 'BOOK_NOW');
    expect(bookNow).toMatchObject({ pageSlug: 'home', text: 'Book Now' });
    const missing = await admin<Page<Label>>('labels/list', {
      pageSlug: 'home',
      missingFrench: true,
    });
    expect(missing.body.data?.items.every((label) => label.missingFrench)).toBe(true);
    const translated = await server.database.db
      .select({ id: labelTranslations.labelId })
      .from(labelTranslations)
      .innerJoin(labels, eq(labels.id, labelTranslations.labelId))
      .where(eq(labels.pageSlug, 'home'));
    expect(missing.body.data?.total).toBe((all.body.data?.total ?? 0) - translated.length);
  });

  it('finds labels by key or by either language’s text', async () => {
    const found = await admin<Page<Label>>('labels/list', { text: 'view all', pageSlug: 'home' });
    expect(found.body.data?.items.map((label) => label.key)).toContain('VIEW_ALL');
  });

  it('refuses an unknown filter', async () => {
    const answer = await admin('labels/list', { language: 'fr' });
    expect(answer.status).toBe(400);
  });
});

describe('adminLabelSave', () => {
  async function homeRow(key: string) {
    const [row] = await server.database.db
      .select()
      .from(labels)
      .where(and(eq(labels.pageSlug, 'home'), eq(labels.key, key)));
    return row!;
  }

  it('writes both texts; the site shows each in its language, and the audit log has the change', async () => {
    const row = await homeRow('VIEW_ALL');
    const answer = await admin<{ id: number }>('labels/save', {
      id: row.id,
      text: 'View All',
      textFr: 'Tout voir',
    });
    expect([answer.status, answer.body.message]).toEqual([
      200,
      'Label saved. The site shows it from now on.',
    ]);
    expect(await homeLabel('VIEW_ALL', french)).toBe('Tout voir');
    expect(await homeLabel('VIEW_ALL')).toBe('View All');
    expect(await lastAction()).toMatchObject({
      action: 'label.update',
      subjectType: 'label',
      subjectId: String(row.id),
      after: { key: 'VIEW_ALL', text: 'View All', textFr: 'Tout voir' },
    });

    const listed = await admin<Page<Label>>('labels/list', { text: 'Tout voir' });
    expect(listed.body.data?.items[0]).toMatchObject({ textFr: 'Tout voir', missingFrench: false });

    // An empty French removes it: the French site shows the English again.
    await admin('labels/save', { id: row.id, text: 'View All', textFr: '' });
    expect(await homeLabel('VIEW_ALL', french)).toBe('View All');
    expect(
      await server.database.db
        .select()
        .from(labelTranslations)
        .where(eq(labelTranslations.labelId, row.id)),
    ).toEqual([]);
  });

  it.each([
    [
      { text: 'Hello {name', textFr: 'Bonjour' },
      'The English text is not a well-formed message: check its braces, e.g. {name}.',
    ],
    [
      { text: 'Hello', textFr: 'Bonjour {count, plural, one {#}' },
      'The French text is not a well-formed message: check its braces, e.g. {name}.',
    ],
    [{ text: ' ', textFr: 'Bonjour' }, 'Please write the English text.'],
  ])('refuses %j with a clear message and writes nothing', async (texts, message) => {
    const row = await homeRow('READ_MORE');
    const frenchOf = () =>
      server.database.db
        .select()
        .from(labelTranslations)
        .where(eq(labelTranslations.labelId, row.id));
    const frenchBefore = await frenchOf();
    const before = await actionCount();
    const answer = await admin('labels/save', { id: row.id, ...texts });
    expect([answer.status, answer.body.message]).toEqual([400, message]);
    expect((await homeRow('READ_MORE')).text).toBe(row.text);
    // The seeded French stays as it was.
    expect(await frenchOf()).toEqual(frenchBefore);
    expect(await actionCount()).toBe(before);
  });

  it('answers 404 for a label that does not exist', async () => {
    const answer = await admin('labels/save', { id: 999999, text: 'X', textFr: '' });
    expect([answer.status, answer.body.message]).toEqual([404, 'Label not found.']);
  });

  it('is the operators’ only: 401 without a session, 403 to a customer, nothing written', async () => {
    const row = await homeRow('BOOK_NOW');
    const body = { id: row.id, text: 'Hacked', textFr: 'Piraté' };
    expect((await admin('labels/save', body, '')).status).toBe(401);
    expect((await admin('labels/save', body, customer)).status).toBe(403);
    expect((await admin('labels/list', {}, customer)).status).toBe(403);
    expect((await homeRow('BOOK_NOW')).text).toBe('Book Now');
  });
});

type Faq = {
  id: number;
  question: string;
  questionFr: string;
  answerFr: string;
  missingFrench: boolean;
};

describe('adminFaqSave and adminFaqList in both languages', () => {
  it('saves the French beside the English, lists it, and the French FAQ shows it', async () => {
    const created = await admin<{ id: number }>('faqs/save', {
      question: 'Do you clean chandeliers?',
      answer: 'Yes, within reach of a step stool.',
      questionFr: 'Nettoyez-vous les lustres\u00a0?',
      answerFr: 'Oui, à portée d’un petit escabeau.',
      audience: 'Customer',
      published: true,
    });
    expect(created.status).toBe(200);
    const id = created.body.data!.id;
    expect(await lastAction()).toMatchObject({
      action: 'faq.create',
      after: { questionFr: 'Nettoyez-vous les lustres\u00a0?' },
    });
    const listed = await admin<Page<Faq>>('faqs/list', { text: 'lustres' });
    expect(listed.body.data?.items).toEqual([
      expect.objectContaining({
        id,
        missingFrench: false,
        answerFr: 'Oui, à portée d’un petit escabeau.',
      }),
    ]);
    const publicFaq = await call<{ vQuestion: string }[]>(
      server.app,
      '/api/faq/get_all_data',
      { eType: 'Customer' },
      { headers: french },
    );
    expect(publicFaq.body.data?.map((faq) => faq.vQuestion)).toContain(
      'Nettoyez-vous les lustres\u00a0?',
    );

    // Left out, the French stays; both empty, it is removed and the entry is listed as missing it.
    await admin('faqs/save', {
      id,
      question: 'Do you clean chandeliers?',
      answer: 'Yes, within reach of a step stool.',
      audience: 'Customer',
      published: true,
    });
    expect(
      await server.database.db.select().from(faqTranslations).where(eq(faqTranslations.faqId, id)),
    ).toHaveLength(1);
    await admin('faqs/save', {
      id,
      question: 'Do you clean chandeliers?',
      answer: 'Yes, within reach of a step stool.',
      questionFr: '',
      answerFr: ' ',
      audience: 'Customer',
      published: true,
    });
    const missing = await admin<Page<Faq>>('faqs/list', { missingFrench: true, perPage: 100 });
    expect(missing.body.data?.items.map((faq) => faq.id)).toContain(id);
    expect(missing.body.data?.items.every((faq) => faq.missingFrench)).toBe(true);
  });

  it('refuses half a French entry, writing nothing', async () => {
    const before = await actionCount();
    const answer = await admin('faqs/save', {
      question: 'Do you wash cars?',
      answer: 'No.',
      questionFr: 'Lavez-vous les autos\u00a0?',
      answerFr: '',
      audience: 'Customer',
      published: true,
    });
    expect([answer.status, answer.body.message]).toEqual([
      400,
      'Please write both the French question and the French answer, or leave both empty.',
    ]);
    expect((await admin<Page<Faq>>('faqs/list', { text: 'wash cars' })).body.data?.total).toBe(0);
    expect(await actionCount()).toBe(before);
  });
});

type Post = { id: number; titleFr: string; htmlFr: string; missingFrench: boolean };

describe('adminBlogSave in both languages', () => {
  it('stores the French post through the sanitizer at the same address', async () => {
    const categories = await call<{ iCategoryId: number }[]>(
      server.app,
      '/api/category/get_all_data',
      {},
    );
    const categoryId = categories.body.data![0]!.iCategoryId;
    const created = await admin<{ id: number; slug: string }>('blogs/save', {
      title: 'Balcony Care',
      html: '<p>Sweep first.</p>',
      titleFr: 'L’entretien du balcon',
      htmlFr: '<p onclick="x()">Balayez d’abord.<script>alert(1)</script></p>',
      categoryId,
      published: true,
    });
    expect(created.status).toBe(200);
    const { id, slug } = created.body.data!;
    const listed = await admin<Page<Post>>('blogs/list', { text: 'balcon' });
    expect(listed.body.data?.items[0]).toMatchObject({
      id,
      titleFr: 'L’entretien du balcon',
      htmlFr: '<p>Balayez d’abord.</p>',
      missingFrench: false,
    });
    const post = await call<{ vBlog: string; vSlug: string }>(
      server.app,
      '/api/blog/get_by_id',
      { vSlug: slug },
      { headers: french },
    );
    expect(post.body.data).toMatchObject({ vBlog: 'L’entretien du balcon', vSlug: slug });
  });

  it('refuses a French title without its post, writing nothing', async () => {
    const before = await actionCount();
    const answer = await admin('blogs/save', {
      title: 'Garage Care',
      html: '<p>Sweep.</p>',
      titleFr: 'Le garage',
      categoryId: 1,
      published: true,
    });
    expect([answer.status, answer.body.message]).toEqual([
      400,
      'Please write both the French title and the French post, or leave both empty.',
    ]);
    expect(await actionCount()).toBe(before);
  });
});
