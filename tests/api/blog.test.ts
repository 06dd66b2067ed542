import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '#server/db/schema.ts';
import { demoCommenters } from '#server/db/seed/accounts.ts';
import { call, newActiveCustomer } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Category = { iCategoryId: number; vCategory: string };
type Tag = { iTagId: number; vTag: string };
type Blog = {
  iBlogId: number;
  vSlug: string;
  vBlog: string;
  tDescription: string;
  vImage: string;
  vWebpImage: string;
  vImageAlt: string;
  dtAddedDate: string;
  ePopular: 'Yes' | 'No';
  iCategoryId: number;
  category: Category;
  tags: Tag[];
};
type Comment = {
  iCommentId: number;
  iBlogId: number;
  vComment: string;
  dtAddedDate: string;
  customer: { vFullName: string; vImage: string; vImageAlt: string };
};

const BLOGS_PER_PAGE = 9;
const POPULAR_BLOGS = 3;
const publicFolder = fileURLToPath(new URL('../../public', import.meta.url));

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

async function allBlogs(): Promise<Blog[]> {
  const { status, body } = await call<Blog[]>(server.app, '/api/blog/get_all_data');
  expect(status).toBe(200);
  return body.data!;
}

async function blogBySlug(slug: string): Promise<Blog> {
  const blog = (await allBlogs()).find((entry) => entry.vSlug === slug);
  if (!blog) throw new Error(`no blog ${slug}`);
  return blog;
}

async function commentsOf(iBlogId: number) {
  return call<Comment[]>(server.app, '/api/comment/get_all_data', { iBlogId });
}

describe('/api/blog/get_all_data', () => {
  it('lists more posts than fit on one page of the blog listing', async () => {
    expect((await allBlogs()).length).toBeGreaterThan(BLOGS_PER_PAGE);
  });

  it('lists the posts newest first', async () => {
    const times = (await allBlogs()).map((blog) => Date.parse(blog.dtAddedDate));
    for (const time of times) expect(Number.isNaN(time)).toBe(false);
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('marks enough posts popular to fill the popular-blogs panel', async () => {
    const popular = (await allBlogs()).filter((blog) => blog.ePopular === 'Yes');
    expect(popular.length).toBeGreaterThanOrEqual(POPULAR_BLOGS);
  });

  it('gives every post its category, at least one tag, a title, HTML and alt text', async () => {
    const categories = (await call<Category[]>(server.app, '/api/category/get_all_data')).body
      .data!;
    const tags = (await call<Tag[]>(server.app, '/api/tag/get_all_data')).body.data!;
    for (const blog of await allBlogs()) {
      expect(blog.category, blog.vSlug).toEqual(
        categories.find((category) => category.iCategoryId === blog.iCategoryId),
      );
      expect(blog.tags.length, blog.vSlug).toBeGreaterThanOrEqual(1);
      for (const tag of blog.tags) expect(tags, blog.vSlug).toContainEqual(tag);
      expect(blog.vBlog.length, blog.vSlug).toBeGreaterThan(0);
      expect(blog.vSlug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(blog.tDescription, blog.vSlug).toMatch(/^<(h2|h3|p)\b/);
      expect(blog.vImageAlt.length, blog.vSlug).toBeGreaterThan(0);
      expect(['Yes', 'No']).toContain(blog.ePopular);
    }
  });

  it('points every picture at a file under public/', async () => {
    for (const blog of await allBlogs()) {
      for (const picture of [blog.vWebpImage, blog.vImage]) {
        expect(picture).toMatch(/^\/images\//);
        expect(existsSync(`${publicFolder}${picture}`), picture).toBe(true);
      }
    }
  });

  it('uses each of at least four categories', async () => {
    const categories = (await call<Category[]>(server.app, '/api/category/get_all_data')).body
      .data!;
    expect(categories.length).toBeGreaterThanOrEqual(4);
    const used = new Set((await allBlogs()).map((blog) => blog.iCategoryId));
    for (const category of categories)
      expect(used, category.vCategory).toContain(category.iCategoryId);
  });

  it('refuses an unknown field', async () => {
    const { status, body } = await call(server.app, '/api/blog/get_all_data', { iBlogId: 1 });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'Unknown field `iBlogId`.' });
  });
});

describe('/api/blog/get_by_id', () => {
  it('answers the same post by iBlogId and by vSlug, as listed', async () => {
    const listed = await blogBySlug('move-out-cleaning-checklist-for-renters');
    const byId = await call<Blog>(server.app, '/api/blog/get_by_id', { iBlogId: listed.iBlogId });
    const bySlug = await call<Blog>(server.app, '/api/blog/get_by_id', { vSlug: listed.vSlug });
    expect(byId.status).toBe(200);
    expect(bySlug.status).toBe(200);
    expect(byId.body.data).toEqual(listed);
    expect(bySlug.body.data).toEqual(listed);
  });

  it('answers 404 for an id without a post', async () => {
    const { status, body } = await call(server.app, '/api/blog/get_by_id', { iBlogId: 999_999 });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: 'Blog not found.' });
  });

  it('answers 404 for a slug without a post', async () => {
    const { status, body } = await call(server.app, '/api/blog/get_by_id', {
      vSlug: 'no-such-post',
    });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: 'Blog not found.' });
  });

  it.each([
    [{}, 'Send iBlogId or vSlug.'],
    [{ vSlug: 'Oven Racks' }, 'The slug may contain only lower-case letters, digits and hyphens.'],
    [{ iBlogId: 0 }, '`iBlogId` must be at least 1.'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const { status, body } = await call(server.app, '/api/blog/get_by_id', payload);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message });
  });
});

describe('/api/category/get_all_data', () => {
  it('lists the four categories alphabetically', async () => {
    const { status, body } = await call<Category[]>(server.app, '/api/category/get_all_data');
    expect(status).toBe(200);
    expect(body.data!.map((category) => category.vCategory)).toEqual([
      'Bathrooms',
      'Kitchen & Appliances',
      'Moving Day',
      'Seasonal Care',
    ]);
  });
});

describe('/api/tag/get_all_data', () => {
  it('lists the tags alphabetically, each used by some post', async () => {
    const { status, body } = await call<Tag[]>(server.app, '/api/tag/get_all_data');
    expect(status).toBe(200);
    const names = body.data!.map((tag) => tag.vTag);
    expect(names.length).toBeGreaterThan(0);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-CA')));
    const used = new Set((await allBlogs()).flatMap((blog) => blog.tags.map((tag) => tag.iTagId)));
    for (const tag of body.data!) expect(used, tag.vTag).toContain(tag.iTagId);
  });
});

describe('/api/comment/get_all_data', () => {
  it('lists the seeded comments of a post newest first, with their authors', async () => {
    const blog = await blogBySlug('clean-oven-racks-without-harsh-fumes');
    const { status, body } = await commentsOf(blog.iBlogId);
    expect(status).toBe(200);
    const list = body.data!;
    expect(list.length).toBeGreaterThanOrEqual(2);
    // Signed as reviews are: first name and the last name's initial ("Priya N.").
    const readers = demoCommenters.map((reader) => `${reader.firstName} ${reader.lastName[0]}.`);
    for (const comment of list) {
      expect(comment.iBlogId).toBe(blog.iBlogId);
      expect(readers).toContain(comment.customer.vFullName);
      expect(comment.customer.vImageAlt).toBe(comment.customer.vFullName);
      // Spec §9: comment text 50 to 250 characters.
      expect(comment.vComment.length).toBeGreaterThanOrEqual(50);
      expect(comment.vComment.length).toBeLessThanOrEqual(250);
      // A comment comes after the post it is about.
      expect(Date.parse(comment.dtAddedDate)).toBeGreaterThan(Date.parse(blog.dtAddedDate));
    }
    const times = list.map((comment) => Date.parse(comment.dtAddedDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("never sends a commenter's last name: a visitor cannot read it from the answer", async () => {
    const blog = await blogBySlug('clean-oven-racks-without-harsh-fumes');
    const { status, body } = await commentsOf(blog.iBlogId);

    expect(status).toBe(200);
    expect(body.data!.length).toBeGreaterThan(0);
    const answer = JSON.stringify(body);
    for (const reader of demoCommenters) expect(answer).not.toContain(reader.lastName);
  });

  it('lists a comment just written by a signed-in customer first', async () => {
    const blog = await blogBySlug('clean-oven-racks-without-harsh-fumes');
    const before = (await commentsOf(blog.iBlogId)).body.data!;
    const reader = await newActiveCustomer(server.app, server.database.db);
    const text =
      'Soaked the racks overnight as described and the baked-on grease wiped straight off.';
    const created = await call<Comment>(
      server.app,
      '/api/comment/create',
      { iBlogId: blog.iBlogId, vComment: text },
      { cookie: reader.cookie },
    );
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Comment Added Successfully.');

    const stored = await server.database.db
      .select()
      .from(comments)
      .where(eq(comments.id, created.body.data!.iCommentId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      blogId: blog.iBlogId,
      customerId: reader.data.iCustomerId,
      body: text,
    });

    const after = (await commentsOf(blog.iBlogId)).body.data!;
    expect(after).toHaveLength(before.length + 1);
    expect(after[0]).toEqual(created.body.data);
    expect(after[0]).toMatchObject({
      vComment: text,
      customer: { vFullName: 'Chloé M.', vImageAlt: 'Chloé M.' },
    });
    expect(after.slice(1)).toEqual(before);
  });

  it('answers an empty list for a post without comments', async () => {
    const blog = await blogBySlug('deep-clean-your-fridge-step-by-step');
    const { status, body } = await commentsOf(blog.iBlogId);
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, message: 'Success.', data: [] });
  });

  it('answers 404 for a post that does not exist', async () => {
    const { status, body } = await commentsOf(999_999);
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: 'Blog not found.' });
  });

  it.each([
    [{}, '`iBlogId` is required.'],
    [{ iBlogId: 0 }, '`iBlogId` must be at least 1.'],
    [
      { vSlug: 'clean-oven-racks-without-harsh-fumes' },
      '`iBlogId` is required. Unknown field `vSlug`.',
    ],
  ])('refuses %j with "%s"', async (payload, message) => {
    const { status, body } = await call(server.app, '/api/comment/get_all_data', payload);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message });
  });
});
