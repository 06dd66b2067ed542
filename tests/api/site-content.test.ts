import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blogTagLinks,
  blogs,
  comments,
  faqs,
  labels,
  pageMetas,
  pages,
  reviews,
} from '#server/db/schema.ts';
import { labelSeed } from '#server/db/seed/labels.ts';
import { pageSeed } from '#server/db/seed/pages.ts';
import { reseedSiteContent } from '#server/db/seed/seed.ts';
import { sanitizeHtml } from '#server/domain/html.ts';
import { call } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

type Page = {
  iPageId: number;
  vSlug: string;
  vTitle: string;
  tDescription: string;
  eStatus: 'Active' | 'Inactive';
  eDelete: 'Yes' | 'No';
};
type PageMeta = { vSlug: string; vTitle: string; tDescription: string; tKeyword: string };
type Banner = {
  iBannerId: number;
  vHeading: string;
  vSubHeading: string;
  vWebpImage: string;
  tDescription: string;
};
type Faq = {
  iFaqId: number;
  vQuestion: string;
  vAnswer: string;
  eType: 'Customer' | 'Contractor';
  iServiceId: number | null;
};
type Service = { iServiceId: number; vServiceName: string; vSlug: string };
type Review = {
  id: number;
  vName: string;
  tDescription: string;
  iRating: number;
  vCity: string;
  dtAddedDate: string;
};
type Setting = { vName: string; vValue: string };
type Label = { vLabel: string; tText: string };

const publicFolder = fileURLToPath(new URL('../../public', import.meta.url));
const routerFile = fileURLToPath(new URL('../../src/app/router.tsx', import.meta.url));

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server.close());

function decodeBase64(text: string): string {
  return Buffer.from(text, 'base64').toString('utf8');
}

/** Tag-free, whitespace-collapsed, lower-cased text of some HTML, for phrase checks. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

async function pagesFor(body: unknown) {
  return call<Page[]>(server.app, '/api/page/get_all_data', body);
}

async function storedPage(slug: string) {
  const [row] = await server.database.db.select().from(pages).where(eq(pages.slug, slug));
  if (!row) throw new Error(`no page ${slug} in the database`);
  return row;
}

async function services(): Promise<Service[]> {
  const answer = await call<Service[]>(server.app, '/api/service/get_all_data');
  return answer.body.data!;
}

describe('/api/page/get_all_data', () => {
  it('answers the one active, undeleted page of a slug, its HTML base64-encoded as UTF-8', async () => {
    const { status, body } = await pagesFor({
      vSlug: 'about-us',
      eStatus: 'Active',
      eDelete: 'No',
    });
    expect(status).toBe(200);
    expect(body.code).toBe(200);
    const stored = await storedPage('about-us');
    expect(body.data).toEqual([
      {
        iPageId: stored.id,
        vSlug: 'about-us',
        vTitle: 'About Us',
        tDescription: expect.any(String),
        eStatus: 'Active',
        eDelete: 'No',
      },
    ]);
    const encoded = body.data![0]!.tDescription;
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(decodeBase64(encoded)).toBe(stored.html);
    expect(Buffer.from(decodeBase64(encoded), 'utf8').toString('base64')).toBe(encoded);
  });

  it('keeps accented letters through the base64 round trip', async () => {
    const { body } = await pagesFor({ vSlug: 'house-cleaner-jobs-ottawa' });
    const html = decodeBase64(body.data![0]!.tDescription);
    expect(html).toContain('Orléans');
    expect(html).toBe((await storedPage('house-cleaner-jobs-ottawa')).html);
  });

  it('applies eStatus Active and eDelete No when they are not sent', async () => {
    const explicit = await pagesFor({ vSlug: 'about-us', eStatus: 'Active', eDelete: 'No' });
    const implicit = await pagesFor({ vSlug: 'about-us' });
    expect(implicit.status).toBe(200);
    expect(implicit.body.data).toEqual(explicit.body.data);
  });

  it('hides a deleted page unless eDelete Yes is asked for', async () => {
    const { db } = server.database;
    await db.update(pages).set({ deleted: true }).where(eq(pages.slug, 'about-us'));
    try {
      const hidden = await pagesFor({ vSlug: 'about-us', eStatus: 'Active', eDelete: 'No' });
      expect(hidden.status).toBe(200);
      expect(hidden.body.data).toEqual([]);
      const shown = await pagesFor({ vSlug: 'about-us', eStatus: 'Active', eDelete: 'Yes' });
      expect(shown.status).toBe(200);
      expect(shown.body.data).toHaveLength(1);
      expect(shown.body.data![0]).toMatchObject({ vSlug: 'about-us', eDelete: 'Yes' });
    } finally {
      await db.update(pages).set({ deleted: false }).where(eq(pages.slug, 'about-us'));
    }
  });

  it('hides an inactive page from the default query and shows it for eStatus Inactive', async () => {
    const { db } = server.database;
    await db.update(pages).set({ status: 'Inactive' }).where(eq(pages.slug, 'about-us'));
    try {
      expect((await pagesFor({ vSlug: 'about-us' })).body.data).toEqual([]);
      const inactive = await pagesFor({ vSlug: 'about-us', eStatus: 'Inactive' });
      expect(inactive.status).toBe(200);
      expect(inactive.body.data).toHaveLength(1);
      expect(inactive.body.data![0]).toMatchObject({ vSlug: 'about-us', eStatus: 'Inactive' });
    } finally {
      await db.update(pages).set({ status: 'Active' }).where(eq(pages.slug, 'about-us'));
    }
    expect((await pagesFor({ vSlug: 'about-us' })).body.data).toHaveLength(1);
  });

  it('answers an empty list for a slug without a page', async () => {
    const { status, body } = await pagesFor({ vSlug: 'no-such-page' });
    expect(status).toBe(200);
    expect(body).toEqual({ code: 200, message: 'Success.', data: [] });
  });

  it.each([
    [{ vSlug: 'About Us' }, 'The slug may contain only lower-case letters, digits and hyphens.'],
    [{ vSlug: '' }, 'The slug is missing.'],
    [{}, '`vSlug` is required.'],
    [{ vSlug: 'about-us', eStatus: 'Draft' }, '`eStatus` must be one of: Active, Inactive.'],
    [{ vSlug: 'about-us', eDelete: 'Maybe' }, '`eDelete` must be one of: Yes, No.'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const { status, body } = await pagesFor(payload);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message });
  });

  it('gives the home page description two orange Book Now buttons leading to /book-now', async () => {
    const { body } = await pagesFor({ vSlug: 'home' });
    const html = decodeBase64(body.data![0]!.tDescription);
    const bookNowButtons = (html.match(/<a\b[^>]*>/g) ?? []).filter(
      (tag) => tag.includes('href="/book-now"') && /class="[^"]*\bbtn-orange\b[^"]*"/.test(tag),
    );
    expect(bookNowButtons).toHaveLength(2);
  });

  it('names PIPEDA in the privacy policy', async () => {
    const { body } = await pagesFor({ vSlug: 'privacy-policy' });
    expect(decodeBase64(body.data![0]!.tDescription)).toContain('PIPEDA');
  });

  it('has a page for each content route and for each service', async () => {
    const serviceSlugs = (await services()).map((service) => service.vSlug);
    expect(serviceSlugs).toHaveLength(5);
    const slugs = [
      'home',
      'about-us',
      'terms-and-conditions',
      'privacy-policy',
      'commercial',
      'careers',
      ...serviceSlugs,
    ];
    for (const slug of slugs) {
      const { status, body } = await pagesFor({ vSlug: slug });
      expect(status, slug).toBe(200);
      expect(body.data, slug).toHaveLength(1);
      expect(body.data![0]!.vTitle.length, slug).toBeGreaterThan(0);
      expect(decodeBase64(body.data![0]!.tDescription).length, slug).toBeGreaterThan(200);
    }
  });

  it('states the hiring terms of the spec (up to $30 per hour, paid within 48 hours) on every hiring page', async () => {
    const hiringSlugs = [
      'careers',
      ...[
        'edmonton',
        'calgary',
        'lower-mainland',
        'winnipeg',
        'ottawa',
        'toronto',
        'mississauga',
        'brampton',
      ].map((city) => `house-cleaner-jobs-${city}`),
    ];
    for (const slug of hiringSlugs) {
      const { body } = await pagesFor({ vSlug: slug });
      expect(body.data, slug).toHaveLength(1);
      const text = plainText(decodeBase64(body.data![0]!.tDescription));
      expect(text, slug).toContain('up to $30 per hour');
      expect(text, slug).toContain('within 48 hours of each completed shift');
      expect(decodeBase64(body.data![0]!.tDescription), slug).toContain(
        'href="/contractor-application"',
      );
    }
  });

  it('serves HTML stored the way the seed stores it without scripts or event handlers', async () => {
    const { db } = server.database;
    const raw = '<p>Hi</p><script>alert(1)</script><img src=x onerror=alert(1)>';
    await db
      .insert(pages)
      .values({ slug: 'sanitizer-check', title: 'Sanitizer check', html: sanitizeHtml(raw) });
    try {
      const { status, body } = await pagesFor({ vSlug: 'sanitizer-check' });
      expect(status).toBe(200);
      const html = decodeBase64(body.data![0]!.tDescription);
      expect(html).toContain('<p>Hi</p>');
      expect(html).not.toContain('script');
      expect(html).not.toContain('onerror');
      expect(html).not.toContain('alert');
    } finally {
      await db.delete(pages).where(eq(pages.slug, 'sanitizer-check'));
    }
  });

  it('stores no seeded page HTML that sanitizing would change', async () => {
    for (const row of await server.database.db.select().from(pages)) {
      expect(sanitizeHtml(row.html), row.slug).toBe(row.html);
    }
  });
});

describe('/api/meta/get_by_id', () => {
  it('answers the title, description and keywords of a route slug', async () => {
    const { status, body } = await call<PageMeta>(server.app, '/api/meta/get_by_id', {
      slug: 'deep-cleaning',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      vSlug: 'deep-cleaning',
      vTitle: 'Deep Cleaning',
      tDescription: expect.stringContaining('Deep cleaning'),
      tKeyword: expect.stringContaining('deep cleaning'),
    });
  });

  it('has a meta for the Page Not Found screen', async () => {
    const { status, body } = await call<PageMeta>(server.app, '/api/meta/get_by_id', {
      slug: 'page-not-found',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ vSlug: 'page-not-found', vTitle: 'Page Not Found' });
  });

  it('answers 404 for a slug without meta', async () => {
    const { status, body } = await call(server.app, '/api/meta/get_by_id', {
      slug: 'no-such-page',
    });
    expect(status).toBe(404);
    expect(body).toEqual({ code: 404, message: 'No page meta for this slug.' });
  });

  it.each([
    [
      { slug: 'Deep Cleaning' },
      'The slug may contain only lower-case letters, digits and hyphens.',
    ],
    [{}, '`slug` is required.'],
    [{ vSlug: 'deep-cleaning' }, '`slug` is required. Unknown field `vSlug`.'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const { status, body } = await call(server.app, '/api/meta/get_by_id', payload);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message });
  });

  it('has a meta for the first path segment of every route of the web app', async () => {
    const router = await readFile(routerFile, 'utf8');
    const list = router.match(/const specPaths = \[([\s\S]*?)\] as const/)?.[1];
    expect(list).toBeDefined();
    const paths = [...list!.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
    expect(paths.length).toBeGreaterThan(40);
    const slugs = new Set(['home', ...paths.map((path) => path.split('/')[1]!)]);
    const missing: string[] = [];
    for (const slug of slugs) {
      const { status, body } = await call<PageMeta>(server.app, '/api/meta/get_by_id', { slug });
      if (status !== 200) {
        missing.push(slug);
        continue;
      }
      // The web app appends " | MapleShine" itself (spec §9 page title format).
      expect(body.data!.vTitle, slug).not.toContain('|');
      expect(body.data!.vTitle.length, slug).toBeGreaterThan(0);
      expect(body.data!.tDescription.length, slug).toBeGreaterThan(0);
      expect(body.data!.tKeyword.length, slug).toBeGreaterThan(0);
    }
    expect(missing).toEqual([]);
  });
});

describe('/api/banner/get_all_data', () => {
  it('lists the home banners in order, each picture a file under public/', async () => {
    const { status, body } = await call<Banner[]>(server.app, '/api/banner/get_all_data');
    expect(status).toBe(200);
    const banners = body.data!;
    expect(banners.length).toBeGreaterThanOrEqual(1);
    for (const banner of banners) {
      expect(Object.keys(banner).sort()).toEqual(
        ['iBannerId', 'tDescription', 'vHeading', 'vSubHeading', 'vWebpImage'].sort(),
      );
      expect(banner.vHeading.length).toBeGreaterThan(0);
      expect(banner.vSubHeading.length).toBeGreaterThan(0);
      expect(banner.tDescription.length).toBeGreaterThan(0);
      expect(banner.vWebpImage).toMatch(/^\/images\//);
      expect(existsSync(`${publicFolder}${banner.vWebpImage}`), banner.vWebpImage).toBe(true);
    }
  });

  it('refuses an unknown field', async () => {
    const { status, body } = await call(server.app, '/api/banner/get_all_data', { vSlug: 'home' });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'Unknown field `vSlug`.' });
  });
});

describe('/api/faq/get_all_data', () => {
  async function faqsFor(body: unknown) {
    return call<Faq[]>(server.app, '/api/faq/get_all_data', body);
  }

  it('answers at least eight general customer questions for eType Customer', async () => {
    const { status, body } = await faqsFor({ eType: 'Customer' });
    expect(status).toBe(200);
    expect(body.data!.length).toBeGreaterThanOrEqual(8);
    for (const faq of body.data!) {
      expect(faq.eType).toBe('Customer');
      expect(faq.iServiceId).toBeNull();
      expect(faq.vQuestion.length).toBeGreaterThan(0);
      expect(faq.vAnswer.length).toBeGreaterThan(0);
    }
  });

  it('answers at least six contractor questions for eType Contractor', async () => {
    const { status, body } = await faqsFor({ eType: 'Contractor' });
    expect(status).toBe(200);
    expect(body.data!.length).toBeGreaterThanOrEqual(6);
    for (const faq of body.data!) {
      expect(faq.eType).toBe('Contractor');
      expect(faq.iServiceId).toBeNull();
    }
  });

  it("answers only a service's own questions for its iServiceId, at least one per service", async () => {
    for (const service of await services()) {
      const { status, body } = await faqsFor({ iServiceId: service.iServiceId });
      expect(status).toBe(200);
      expect(body.data!.length, service.vSlug).toBeGreaterThanOrEqual(1);
      for (const faq of body.data!) expect(faq.iServiceId, service.vSlug).toBe(service.iServiceId);
    }
  });

  it('answers an empty list for a service that does not exist', async () => {
    const { status, body } = await faqsFor({ iServiceId: 999_999 });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('answers the general questions of both audiences for an empty body', async () => {
    const { status, body } = await faqsFor({});
    expect(status).toBe(200);
    const customer = (await faqsFor({ eType: 'Customer' })).body.data!;
    const contractor = (await faqsFor({ eType: 'Contractor' })).body.data!;
    expect(body.data!.map((faq) => faq.iFaqId).sort((a, b) => a - b)).toEqual(
      [...customer, ...contractor].map((faq) => faq.iFaqId).sort((a, b) => a - b),
    );
    for (const faq of body.data!) expect(faq.iServiceId).toBeNull();
  });

  it.each([
    [{ eType: 'Visitor' }, 'eType must be Customer or Contractor.'],
    [{ iServiceId: 0 }, '`iServiceId` must be at least 1.'],
    [{ iServiceId: 'deep-cleaning' }, '`iServiceId` must be an integer.'],
  ])('refuses %j with "%s"', async (payload, message) => {
    const { status, body } = await faqsFor(payload);
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message });
  });
});

describe('/api/review/get_all_data', () => {
  async function reviewsFor(body: unknown) {
    return call<Review[]>(server.app, '/api/review/get_all_data', body);
  }

  it('lists at least eight customer testimonials, newest first, rated 1 to 5', async () => {
    const { status, body } = await reviewsFor({ eType: 'Customer' });
    expect(status).toBe(200);
    const testimonials = body.data!;
    expect(testimonials.length).toBeGreaterThanOrEqual(8);
    for (const review of testimonials) {
      expect(review.vName.length).toBeGreaterThan(0);
      expect(review.tDescription.length).toBeGreaterThan(0);
      expect(Number.isInteger(review.iRating)).toBe(true);
      expect(review.iRating).toBeGreaterThanOrEqual(1);
      expect(review.iRating).toBeLessThanOrEqual(5);
    }
    const times = testimonials.map((review) => Date.parse(review.dtAddedDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('keeps every testimonial within the review length of the spec (50 to 250 characters)', async () => {
    const { body } = await reviewsFor({ eType: 'Customer' });
    const outside = body
      .data!.filter((review) => review.tDescription.length < 50 || review.tDescription.length > 250)
      .map((review) => `${review.vName}: ${review.tDescription.length}`);
    expect(outside).toEqual([]);
  });

  it('has a testimonial from every city served', async () => {
    const { body } = await reviewsFor({ eType: 'Customer' });
    const cities = await call<{ vCity: string }[]>(server.app, '/api/city/get_all_data');
    const reviewed = new Set(body.data!.map((review) => review.vCity));
    for (const city of cities.body.data!) expect(reviewed, city.vCity).toContain(city.vCity);
  });

  it("lists one city's reviews when asked, for that city's page", async () => {
    const { status, body } = await reviewsFor({ eType: 'Customer', vCity: 'Edmonton' });
    expect(status).toBe(200);
    const names = body.data!.map((review) => review.vName);
    expect(names).toEqual(expect.arrayContaining(['Priya N.', 'Leila J.']));
    expect(new Set(body.data!.map((review) => review.vCity))).toEqual(new Set(['Edmonton']));
  });

  it('answers an empty list for a city nobody has reviewed', async () => {
    const { status, body } = await reviewsFor({ eType: 'Customer', vCity: 'Whitehorse' });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('answers an empty list for contractor reviews', async () => {
    const { status, body } = await reviewsFor({ eType: 'Contractor' });
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('answers the customer testimonials for an empty body or no body at all', async () => {
    const customer = await reviewsFor({ eType: 'Customer' });
    expect((await reviewsFor({})).body.data).toEqual(customer.body.data);
    const response = await server.app.inject({ method: 'POST', url: '/api/review/get_all_data' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(customer.body.data);
  });

  it('refuses an unknown audience', async () => {
    const { status, body } = await reviewsFor({ eType: 'Visitor' });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'eType must be Customer or Contractor.' });
  });
});

describe('/api/setting/social and /api/setting/company', () => {
  const socialNames = ['SOCIAL_FACEBOOK', 'SOCIAL_TWITTER', 'SOCIAL_INSTAGRAM'];

  it('answers the three social links, each an https address', async () => {
    const { status, body } = await call<Setting[]>(server.app, '/api/setting/social');
    expect(status).toBe(200);
    expect(body.data!.map((setting) => setting.vName).sort()).toEqual([...socialNames].sort());
    for (const setting of body.data!) expect(setting.vValue).toMatch(/^https:\/\/\S+$/);
  });

  it('answers the same social links for eConfig Social', async () => {
    const social = await call<Setting[]>(server.app, '/api/setting/social');
    const company = await call<Setting[]>(server.app, '/api/setting/company', {
      eConfig: 'Social',
    });
    expect(company.status).toBe(200);
    expect(company.body.data).toEqual(social.body.data);
  });

  it('refuses a body on /api/setting/social', async () => {
    const { status, body } = await call(server.app, '/api/setting/social', { eConfig: 'Social' });
    expect(status).toBe(400);
    expect(body).toEqual({ code: 400, message: 'Unknown field `eConfig`.' });
  });
});

describe('/api/label/get_all_data for every seeded page', () => {
  it.each(Object.keys(labelSeed))('answers the seeded labels of %s', async (slug) => {
    const { status, body } = await call<Label[]>(server.app, '/api/label/get_all_data', {
      vSlug: slug,
    });
    expect(status).toBe(200);
    expect(body.data!.length).toBeGreaterThan(0);
    const expected = Object.entries(labelSeed[slug]!).map(([vLabel, tText]) => ({
      vLabel,
      tText,
    }));
    expect(body.data).toHaveLength(expected.length);
    expect(body.data).toEqual(expect.arrayContaining(expected));
  });
});

describe('reseeding the site content', () => {
  async function rowCounts() {
    const { db } = server.database;
    return {
      pages: await db.$count(pages),
      pageMetas: await db.$count(pageMetas),
      faqs: await db.$count(faqs),
      blogs: await db.$count(blogs),
      blogTagLinks: await db.$count(blogTagLinks),
      reviews: await db.$count(reviews),
      labels: await db.$count(labels),
      comments: await db.$count(comments),
    };
  }

  it('changes no row counts, keeps blog ids and comments, and restores an edited page title', async () => {
    const { db } = server.database;
    const before = await rowCounts();
    const blogIdsBefore = await db.select({ id: blogs.id, slug: blogs.slug }).from(blogs);
    const commentsBefore = await db
      .select({ id: comments.id, blogId: comments.blogId })
      .from(comments);
    expect(commentsBefore.length).toBeGreaterThan(0);
    const aboutSeed = pageSeed.find((page) => page.slug === 'about-us')!;
    await db
      .update(pages)
      .set({ title: 'Edited by an operator' })
      .where(eq(pages.slug, 'about-us'));

    await reseedSiteContent(db);
    await reseedSiteContent(db);

    expect(await rowCounts()).toEqual(before);
    const blogIdsAfter = await db.select({ id: blogs.id, slug: blogs.slug }).from(blogs);
    const bySlug = (rows: { id: number; slug: string }[]) =>
      Object.fromEntries(rows.map((row) => [row.slug, row.id]));
    expect(bySlug(blogIdsAfter)).toEqual(bySlug(blogIdsBefore));
    const commentsAfter = await db
      .select({ id: comments.id, blogId: comments.blogId })
      .from(comments);
    expect(commentsAfter.sort((a, b) => a.id - b.id)).toEqual(
      commentsBefore.sort((a, b) => a.id - b.id),
    );
    expect((await storedPage('about-us')).title).toBe(aboutSeed.title);
    const { body } = await pagesFor({ vSlug: 'about-us' });
    expect(body.data![0]!.vTitle).toBe(aboutSeed.title);
  });
});
