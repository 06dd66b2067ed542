import { rmSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { labels, pages, services } from '#server/db/schema.ts';
import { createMetrics } from '#server/platform/metrics.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { sourceRendererWebRoot } from '../support/source-renderer-web-root.ts';

/*
 * Decision 059 with the web app's real page renderer (src/entry-server.tsx, loaded from source):
 * /services, /about-us and the other content pages arrive rendered with their data, are kept
 * while nothing they show changes, and are rendered again once a table they read from changes.
 * A render is seen in the API calls the renderer makes through the server, counted by the
 * server's own request metrics.
 */

let database: TestDatabase;
let webRoot: string;
let app: FastifyInstance;
let apiCalls = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  webRoot = sourceRendererWebRoot('mapleshine-content-pages-');
  const metrics = createMetrics({ db: database.db });
  app = await buildApp({
    db: database.db,
    changes: database.changes,
    webRoot,
    publicUrl: 'http://localhost',
    metrics: {
      ...metrics,
      requestAnswered(method, route, status, seconds) {
        if (route.startsWith('/api/')) apiCalls += 1;
        metrics.requestAnswered(method, route, status, seconds);
      },
    },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function visit(url: string) {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

/** The page's markup: what is inside the root element, without the head or the answers. */
function markupOf(html: string): string {
  return (
    /<div id="root">([\s\S]*?)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? ''
  );
}

/** The queries whose answers the page came with. */
function answersOf(html: string): unknown[] {
  const json = /<script type="application\/json" id="first-page-data"[^>]*>(.*?)<\/script>/.exec(
    html,
  );
  return (JSON.parse(json?.[1] ?? '[]') as { key: unknown[] }[]).map((answer) => answer.key);
}

/** The announcement of a commit reaches the server a moment after it: ask until it shows. */
async function eventually(read: () => Promise<boolean>) {
  await expect.poll(read, { timeout: 5000, interval: 50 }).toBe(true);
}

describe('/services and the content pages rendered by the server (decision 059)', () => {
  it('sends /services with its heading, every service card and the answers it was rendered from', async () => {
    const html = await visit('/services');
    const markup = markupOf(html);
    expect(markup).toMatch(/<h1[^>]*>Our Services<\/h1>/);
    for (const name of [
      'Move-Out/Move-In Clean',
      'Deep Cleaning',
      'Post-Event Cleanup',
      'Routine Clean',
      'Commercial Cleaning',
    ]) {
      expect(markup).toMatch(new RegExp(`<h2[^>]*>${name}</h2>`));
    }
    expect(markup).toContain('href="/service-detail/deep-cleaning"');
    expect(markup).not.toContain('Loading services');
    expect(answersOf(html)).toEqual(
      expect.arrayContaining([['services'], ['labels', 'services'], ['meta', 'services']]),
    );
  });

  it('sends /about-us with its heading and its body from the pages table', async () => {
    const html = await visit('/about-us');
    const markup = markupOf(html);
    expect(markup).toMatch(/<h1[^>]*>About Us<\/h1>/);
    expect(markup).toContain('MapleShine started with a simple frustration');
    expect(markup).toContain('What we stand for');
    expect(markup).not.toContain('Loading page');
    expect(answersOf(html)).toEqual(
      expect.arrayContaining([
        ['page', 'about-us'],
        ['labels', 'about-us'],
      ]),
    );
  });

  it.each([
    ['/commercial', 'Commercial Cleaning'],
    ['/careers', 'Careers'],
    ['/terms-and-conditions', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
  ])('sends %s rendered with its heading', async (url, heading) => {
    const markup = markupOf(await visit(url));
    expect(markup).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    // The content's own heading with the same words is dropped, as in the browser.
    expect(markup).not.toMatch(new RegExp(`<h[2-6][^>]*>${heading}</h[2-6]>`));
    expect(markup).not.toContain('Loading page');
  });

  it('sends a city hiring page with its heading and its overview from the pages table', async () => {
    const markup = markupOf(await visit('/house-cleaner-jobs-calgary'));
    expect(markup).toMatch(/<h1[^>]*>House Cleaner Jobs in Calgary<\/h1>/);
    expect(markup).not.toContain('Loading job overview');
    expect(markup).toContain('Calgary');
  });

  it("sends /join-us with its heading and the cleaners' questions", async () => {
    const markup = markupOf(await visit('/join-us'));
    expect(markup).toMatch(/<h1[^>]*>Join MapleShine as a Cleaner<\/h1>/);
    expect(markup).toContain('Why do I need a background check?');
    expect(markup).not.toContain('Loading questions');
  });

  it('keeps each page: the next visitor costs the server no API call', async () => {
    for (const url of ['/services', '/about-us']) {
      const first = await visit(url);
      const before = apiCalls;
      expect(await visit(url)).toBe(first);
      expect(await visit(`${url}?utm_source=newsletter`)).toBe(first);
      expect(apiCalls - before, url).toBe(0);
    }
  });

  it("renders /about-us again once its page's text changes", async () => {
    expect(markupOf(await visit('/about-us'))).toMatch(/<h1[^>]*>About Us<\/h1>/);
    await database.db.update(pages).set({ title: 'Who We Are' }).where(eq(pages.slug, 'about-us'));
    try {
      await eventually(async () =>
        /<h1[^>]*>Who We Are<\/h1>/.test(markupOf(await visit('/about-us'))),
      );
    } finally {
      await database.db.update(pages).set({ title: 'About Us' }).where(eq(pages.slug, 'about-us'));
    }
  });

  it('renders /services again once a service or its labels change', async () => {
    expect(markupOf(await visit('/services'))).toContain('Deep Cleaning');
    await database.db
      .update(services)
      .set({ name: 'Deep Clean Plus' })
      .where(eq(services.slug, 'deep-cleaning'));
    await database.db
      .update(labels)
      .set({ text: 'What We Clean' })
      .where(and(eq(labels.pageSlug, 'services'), eq(labels.key, 'BANNER_HEADING')));
    try {
      await eventually(async () => {
        const markup = markupOf(await visit('/services'));
        return (
          markup.includes('>Deep Clean Plus</h2>') && /<h1[^>]*>What We Clean<\/h1>/.test(markup)
        );
      });
    } finally {
      await database.db
        .update(services)
        .set({ name: 'Deep Cleaning' })
        .where(eq(services.slug, 'deep-cleaning'));
    }
  });
});
