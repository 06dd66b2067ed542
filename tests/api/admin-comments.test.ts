import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCategories, blogs, comments, operatorActions } from '#server/db/schema.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  demoContractorEmail,
  logIn,
  newActiveCustomer,
} from '../support/accounts.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// The console's blog comments (issue 38): an operator hides a comment from the blog, or shows it
// again, with a reason the audit log keeps. Who may call them at all is also the access matrix's
// (admin-access.test.ts); the refusals are repeated here for the one action visitors care about.

type AdminComment = {
  id: number;
  blogId: number;
  blogTitle: string;
  blogSlug: string;
  authorName: string;
  body: string;
  visibility: 'Shown' | 'Hidden';
  hiddenAt: string | null;
  moderationReason: string;
  createdAt: string;
};
type Page<Item> = { items: Item[]; total: number; page: number; perPage: number };
type PublicComment = { iCommentId: number; vComment: string };

const OPERATORS_ONLY = 'This is only for MapleShine operators.';

let server: TestApp;
let operator: string;
let blogId: number;
let sequence = 0;
beforeAll(async () => {
  server = await startTestApp();
  operator = (await logInAsDemoOperator(server.app)).cookie;
  const db = server.database.db;
  const [category] = await db
    .insert(blogCategories)
    .values({ name: 'Moderation' })
    .returning({ id: blogCategories.id });
  const [blog] = await db
    .insert(blogs)
    .values({
      slug: 'grout-lines-without-scrubbing',
      title: 'Grout lines without scrubbing',
      descriptionHtml: '<p>Baking soda paste, left ten minutes.</p>',
      categoryId: category!.id,
    })
    .returning({ id: blogs.id });
  blogId = blog!.id;
});
afterAll(() => server.close());

function admin<Data = unknown>(path: string, body: unknown, cookie = operator) {
  return call<Data>(server.app, `/api/admin/${path}`, body, { cookie });
}

/** A customer's comment on the test's post, written through the API; its id. */
async function newComment(text: string): Promise<number> {
  sequence += 1;
  const author = await newActiveCustomer(server.app, server.database.db);
  const answer = await call<PublicComment>(
    server.app,
    '/api/comment/create',
    { iBlogId: blogId, vComment: `${text} Comment number ${sequence} of this test file.` },
    { cookie: author.cookie },
  );
  if (answer.status !== 200) throw new Error(`comment not written: ${answer.body.message}`);
  return answer.body.data!.iCommentId;
}

async function publicComments() {
  const answer = await call<PublicComment[]>(server.app, '/api/comment/get_all_data', {
    iBlogId: blogId,
  });
  expect(answer.status).toBe(200);
  return answer.body.data!;
}

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

async function hiddenAtOf(id: number) {
  const [row] = await server.database.db
    .select({ hiddenAt: comments.hiddenAt })
    .from(comments)
    .where(eq(comments.id, id));
  return row?.hiddenAt;
}

describe('adminCommentModerate', () => {
  it('hides a comment from the blog and its count at once, writes who and why to the audit log, and shows it again', async () => {
    const id = await newComment('Vinegar on natural stone etched my counter, so be careful.');
    const before = await publicComments();
    expect(before.map((comment) => comment.iCommentId)).toContain(id);

    const hidden = await admin<AdminComment>('comments/moderate', {
      id,
      visibility: 'Hidden',
      reason: 'Advertises a competitor.',
    });

    expect(hidden.status).toBe(200);
    expect(hidden.body.message).toBe('The comment is hidden from the blog.');
    expect(hidden.body.data).toMatchObject({
      id,
      blogId,
      blogTitle: 'Grout lines without scrubbing',
      authorName: 'Chloé Martin',
      visibility: 'Hidden',
      hiddenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      moderationReason: 'Advertises a competitor.',
    });
    const after = await publicComments();
    expect(after.map((comment) => comment.iCommentId)).not.toContain(id);
    expect(after).toHaveLength(before.length - 1);
    expect(await lastAction()).toMatchObject({
      operatorId: expect.any(Number),
      action: 'comment.hide',
      subjectType: 'comment',
      subjectId: String(id),
      before: { visibility: 'Shown', reason: '' },
      after: { visibility: 'Hidden', reason: 'Advertises a competitor.' },
    });

    const shown = await admin<AdminComment>('comments/moderate', {
      id,
      visibility: 'Shown',
      reason: 'The link was removed.',
    });
    expect(shown.status).toBe(200);
    expect(shown.body.message).toBe('The comment shows on the blog again.');
    expect(shown.body.data).toMatchObject({ visibility: 'Shown', hiddenAt: null });
    expect((await publicComments()).map((comment) => comment.iCommentId)).toContain(id);
    expect(await lastAction()).toMatchObject({ action: 'comment.show', subjectId: String(id) });
  });

  it.each([
    [{ visibility: 'Hidden', reason: '' }, 400, 'Please write a reason.'],
    [{ visibility: 'Hidden', reason: '   ' }, 400, 'Please write a reason.'],
    [{ visibility: 'Hidden' }, 400, 'Please write a reason.'],
    [{ visibility: 'Gone', reason: 'Spam.' }, 400, '`visibility` must be one of: Shown, Hidden.'],
    [{ visibility: 'Shown', reason: 'Spam.' }, 409, 'This comment is already shown.'],
  ])('refuses %j with %i "%s", changing nothing', async (body, status, message) => {
    const id = await newComment('Rubbing alcohol lifted the marker from our fridge door.');
    const actions = await actionCount();

    const answer = await admin('comments/moderate', { id, ...body });

    expect(answer.body).toEqual({ code: status, message });
    expect(answer.status).toBe(status);
    expect(await hiddenAtOf(id)).toBeNull();
    expect(await actionCount()).toBe(actions);
  });

  it('refuses to hide a comment twice (409) and an unknown comment (404), changing nothing more', async () => {
    const id = await newComment('A squeegee after every shower keeps the glass clear all week.');
    await admin('comments/moderate', { id, visibility: 'Hidden', reason: 'Off topic.' });
    const actions = await actionCount();

    const twice = await admin('comments/moderate', { id, visibility: 'Hidden', reason: 'Again.' });
    const unknown = await admin('comments/moderate', {
      id: 999_999,
      visibility: 'Hidden',
      reason: 'Spam.',
    });

    expect(twice.body).toEqual({ code: 409, message: 'This comment is already hidden.' });
    expect(unknown.body).toEqual({ code: 404, message: 'Comment not found.' });
    expect(await actionCount()).toBe(actions);
  });

  it('says a hidden and a shown comment in French to a French operator', async () => {
    const id = await newComment('Le bicarbonate de soude a fait des merveilles sur notre four.');
    const inFrench = (body: Record<string, unknown>) =>
      call(
        server.app,
        '/api/admin/comments/moderate',
        { id, ...body },
        {
          cookie: operator,
          headers: { 'x-mapleshine-locale': 'fr-CA' },
        },
      );

    const hidden = await inFrench({ visibility: 'Hidden', reason: 'Publicité.' });
    expect([hidden.status, hidden.body.message]).toEqual([
      200,
      'Le commentaire est masqué sur le blogue.',
    ]);
    const twice = await inFrench({ visibility: 'Hidden', reason: 'Encore.' });
    expect(twice.body).toEqual({ code: 409, message: 'Ce commentaire est déjà masqué.' });
    const shown = await inFrench({ visibility: 'Shown', reason: 'Lien retiré.' });
    expect(shown.body.message).toBe('Le commentaire s’affiche de nouveau sur le blogue.');
  });

  it.each([
    ['a visitor', 401, 'Please log in to continue.', async () => undefined],
    [
      'a customer',
      403,
      OPERATORS_ONLY,
      async () => (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie,
    ],
    [
      'a cleaner',
      403,
      OPERATORS_ONLY,
      async () => (await logIn(server.app, demoContractorEmail('Calgary'))).cookie,
    ],
  ])('refuses %s with %i "%s" and hides nothing', async (_who, status, message, cookieOf) => {
    const id = await newComment('Lemon and salt took the rust ring off the sink in minutes.');
    const actions = await actionCount();

    const answer = await call(
      server.app,
      '/api/admin/comments/moderate',
      { id, visibility: 'Hidden', reason: 'Spam.' },
      { cookie: await cookieOf() },
    );

    expect(answer.body).toEqual({ code: status, message });
    expect(answer.status).toBe(status);
    expect(await hiddenAtOf(id)).toBeNull();
    expect(await actionCount()).toBe(actions);
  });
});

describe('adminCommentList', () => {
  it('lists comments newest first with their post and author, hidden ones too, filtered on the server', async () => {
    const shown = await newComment('Microfibre cloths and plain water leave no streaks on steel.');
    const hidden = await newComment('Microfibre is overrated, buy my cleaning course instead.');
    await admin('comments/moderate', { id: hidden, visibility: 'Hidden', reason: 'Advert.' });

    const all = await admin<Page<AdminComment>>('comments/list', { text: 'microfibre' });
    const onlyHidden = await admin<Page<AdminComment>>('comments/list', {
      text: 'MICROFIBRE',
      visibility: 'Hidden',
    });

    expect(all.status).toBe(200);
    expect(all.body.data?.items.map((comment) => [comment.id, comment.visibility])).toEqual([
      [hidden, 'Hidden'],
      [shown, 'Shown'],
    ]);
    expect(all.body.data).toMatchObject({ total: 2, page: 1 });
    expect(all.body.data?.items[1]).toMatchObject({
      blogId,
      blogTitle: 'Grout lines without scrubbing',
      blogSlug: 'grout-lines-without-scrubbing',
      authorName: 'Chloé Martin',
      moderationReason: '',
      hiddenAt: null,
    });
    expect(onlyHidden.body.data?.items.map((comment) => comment.id)).toEqual([hidden]);
  });

  it('refuses a customer with 403 and shows them nothing', async () => {
    const customer = (await logIn(server.app, DEMO_CUSTOMER_EMAIL)).cookie;
    const answer = await admin('comments/list', {}, customer);
    expect(answer.body).toEqual({ code: 403, message: OPERATORS_ONLY });
  });
});
