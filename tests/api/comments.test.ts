import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCategories, blogs, comments, rateLimitEvents } from '#server/db/schema.ts';
import { limits } from '#server/platform/rate-limit.ts';
import {
  call,
  DEMO_CUSTOMER_EMAIL,
  demoContractorEmail,
  logIn,
  newActiveCustomer,
  randomIp,
  type Answer,
  type CallOptions,
} from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Comment = {
  iCommentId: number;
  iBlogId: number;
  vComment: string;
  dtAddedDate: string;
  customer: { vFullName: string; vImage: string; vImageAlt: string };
};

type Customer = { cookie: string; id: number };

const CREATE = '/api/comment/create';
const REQUIRED = 'This field is required.';
const TOO_MANY = 'Too many attempts. Please wait a while and try again.';
/** 62 characters: comfortably over the 50-character minimum. */
const GOOD_COMMENT = 'Soaking the oven racks in the bathtub overnight saved me time.';

let server: TestApp;
let blogId: number;
beforeAll(async () => {
  server = await startTestApp();
  const db = server.database.db;
  const [category] = await db
    .insert(blogCategories)
    .values({ name: 'Cleaning tips' })
    .returning({ id: blogCategories.id });
  const [blog] = await db
    .insert(blogs)
    .values({
      slug: 'oven-racks-overnight',
      title: 'Clean oven racks overnight',
      descriptionHtml: '<p>Fill the bathtub with hot water and dish soap.</p>',
      categoryId: category!.id,
    })
    .returning({ id: blogs.id });
  blogId = blog!.id;
});
afterAll(() => server.close());

/** Stack frames or source paths in an answer would leak the server's internals. */
function expectNoInternals(text: string) {
  expect(text).not.toMatch(
    /\bat \S+ \(|\bat (?:file:|\/)|file:\/\/|node_modules|\/work\/|\.ts:\d+/,
  );
}

async function post<Data = unknown>(
  body: unknown,
  options: CallOptions = {},
): Promise<Answer<Data>> {
  const answer = await call<Data>(server.app, CREATE, body, options);
  expectNoInternals(JSON.stringify(answer.body));
  return answer;
}

async function customer(): Promise<Customer> {
  const session = await newActiveCustomer(server.app, server.database.db);
  const id = session.data.iCustomerId;
  if (id === undefined) throw new Error('the new customer has no customer id');
  return { cookie: session.cookie, id };
}

function commentsBy(customerId: number) {
  return server.database.db.select().from(comments).where(eq(comments.customerId, customerId));
}

async function allCommentCount() {
  const rows = await server.database.db.select({ n: count() }).from(comments);
  return rows[0]?.n ?? 0;
}

describe('/api/comment/create', () => {
  it("adds the trimmed comment under the signed-in customer's name", async () => {
    const caller = await customer();
    const { status, body } = await post<Comment>(
      { iBlogId: blogId, vComment: `  ${GOOD_COMMENT}\n ` },
      { cookie: caller.cookie },
    );

    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      message: 'Comment Added Successfully.',
      data: {
        iCommentId: expect.any(Number),
        iBlogId: blogId,
        vComment: GOOD_COMMENT,
        dtAddedDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
        // As reviews are signed: first name and the last name's initial, never the last name.
        customer: { vFullName: 'Chloé M.', vImage: '', vImageAlt: 'Chloé M.' },
      },
    });
    expect(JSON.stringify(body)).not.toContain('Martin');
    const rows = await commentsBy(caller.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: body.data!.iCommentId,
      blogId,
      customerId: caller.id,
      body: GOOD_COMMENT,
    });
  });

  it("accepts iCustomerId in the body when it is the caller's own id", async () => {
    const caller = await customer();
    const { status, body } = await post<Comment>(
      { iBlogId: blogId, iCustomerId: caller.id, vComment: GOOD_COMMENT },
      { cookie: caller.cookie },
    );

    expect(status).toBe(200);
    expect(body.message).toBe('Comment Added Successfully.');
    expect(await commentsBy(caller.id)).toHaveLength(1);
  });

  it('accepts a comment of exactly 50 characters after trimming', async () => {
    const caller = await customer();
    const fifty = 'x'.repeat(50);
    const { status, body } = await post<Comment>(
      { iBlogId: blogId, vComment: `   ${fifty}   ` },
      { cookie: caller.cookie },
    );

    expect(status).toBe(200);
    expect(body.data?.vComment).toBe(fifty);
    expect((await commentsBy(caller.id))[0]?.body).toBe(fifty);
  });

  it('refuses iCustomerId of another customer with 403 and writes no comment for either', async () => {
    const caller = await customer();
    const demo = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    const otherId = demo.data.iCustomerId!;

    const { status, body } = await post(
      { iBlogId: blogId, iCustomerId: otherId, vComment: GOOD_COMMENT },
      { cookie: caller.cookie },
    );

    expect(status).toBe(403);
    // The author is always the session's customer; the sentence names comments, not addresses.
    expect(body).toEqual({ code: 403, message: 'You can only comment as yourself.' });
    expect(await commentsBy(caller.id)).toEqual([]);
    expect(await commentsBy(otherId)).toEqual([]);
  });

  describe('refuses a comment that breaks a rule and writes nothing', () => {
    let caller: Customer;
    beforeAll(async () => {
      caller = await customer();
    });

    it.each([
      ['an empty comment', () => ({ iBlogId: blogId, vComment: '' }), 400, REQUIRED],
      [
        'a comment of only spaces',
        () => ({ iBlogId: blogId, vComment: '   \n\t ' }),
        400,
        REQUIRED,
      ],
      ['no comment at all', () => ({ iBlogId: blogId }), 400, REQUIRED],
      [
        'a comment of 49 characters after trimming',
        () => ({ iBlogId: blogId, vComment: `  ${'y'.repeat(49)}  ` }),
        400,
        'Comment must be at least 50 characters long.',
      ],
      [
        'a comment of 49 emoji (each one character, though two UTF-16 units)',
        () => ({ iBlogId: blogId, vComment: '🧽'.repeat(49) }),
        400,
        'Comment must be at least 50 characters long.',
      ],
      [
        'a comment of 251 characters',
        () => ({ iBlogId: blogId, vComment: 'z'.repeat(251) }),
        400,
        'Comment cannot exceed 250 characters.',
      ],
      ['no iBlogId', () => ({ vComment: GOOD_COMMENT }), 400, '`iBlogId` is required.'],
      [
        'a blog that does not exist',
        () => ({ iBlogId: 987654, vComment: GOOD_COMMENT }),
        404,
        'Blog not found.',
      ],
    ])('answers %s with %i "%s"', async (_case, body, status, message) => {
      const answer = await post(body(), { cookie: caller.cookie });

      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ code: status, message });
      expect(await commentsBy(caller.id)).toEqual([]);
    });
  });

  it('answers 401 "Please log in to continue." without a session and writes nothing', async () => {
    const before = await allCommentCount();
    const { status, body } = await post({ iBlogId: blogId, vComment: GOOD_COMMENT });

    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, message: 'Please log in to continue.' });
    expect(await allCommentCount()).toBe(before);
  });

  it('answers 403 "This is only for customers." to a contractor and writes nothing', async () => {
    const contractor = await logIn(server.app, demoContractorEmail('Calgary'));
    const before = await allCommentCount();
    const { status, body } = await post(
      { iBlogId: blogId, vComment: GOOD_COMMENT },
      { cookie: contractor.cookie },
    );

    expect(status).toBe(403);
    expect(body).toEqual({ code: 403, message: 'This is only for customers.' });
    expect(await allCommentCount()).toBe(before);
  });
});

describe('/api/comment/create rate limits', () => {
  it('refuses the 6th comment within the hour from one account, whatever the address, writing nothing more', async () => {
    const caller = await customer();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const answer = await post(
        { iBlogId: blogId, vComment: `${GOOD_COMMENT} (${attempt})` },
        { cookie: caller.cookie, ip: randomIp() },
      );
      expect(answer.status).toBe(200);
    }

    const sixth = await post(
      { iBlogId: blogId, vComment: `${GOOD_COMMENT} (6)` },
      { cookie: caller.cookie, ip: randomIp() },
    );
    const someoneElse = await customer();
    const other = await post(
      { iBlogId: blogId, vComment: GOOD_COMMENT },
      { cookie: someoneElse.cookie, ip: randomIp() },
    );

    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ code: 429, message: TOO_MANY });
    expect(await commentsBy(caller.id)).toHaveLength(5);
    expect(other.status).toBe(200);
  });

  it('refuses a comment with 429 once an address has sent its hourly allowance, whoever is signed in', async () => {
    const ip = randomIp();
    const limit = limits.formPerIp('comment', ip);
    const now = new Date();
    await server.database.db
      .insert(rateLimitEvents)
      .values(
        Array.from({ length: limit.max - 1 }, () => ({ bucket: limit.bucket, createdAt: now })),
      );
    const first = await customer();
    const second = await customer();

    const last = await post(
      { iBlogId: blogId, vComment: GOOD_COMMENT },
      { cookie: first.cookie, ip },
    );
    const over = await post(
      { iBlogId: blogId, vComment: GOOD_COMMENT },
      { cookie: second.cookie, ip },
    );

    expect(last.status).toBe(200);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({ code: 429, message: TOO_MANY });
    expect(await commentsBy(second.id)).toEqual([]);
  });
});
