import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createMetrics } from '#server/platform/metrics.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { sourceRendererWebRoot } from '../support/source-renderer-web-root.ts';

/*
 * Decision 055 with the web app's real page renderer (src/entry-server.tsx, loaded from source):
 * made-up values of the blog's filter and page show a page that exists, so they are served from
 * the kept pages instead of rendering one each. A render is seen in the blog list calls the
 * renderer makes through the server, counted by the server's own request metrics.
 */

let database: TestDatabase;
let webRoot: string;
let app: FastifyInstance;
let blogListCalls = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  webRoot = sourceRendererWebRoot('mapleshine-blog-keys-');
  const metrics = createMetrics({ db: database.db });
  app = await buildApp({
    db: database.db,
    changes: database.changes,
    webRoot,
    publicUrl: 'http://localhost',
    metrics: {
      ...metrics,
      requestAnswered(method, route, status, seconds) {
        if (route === '/api/blog/get_all_data') blogListCalls += 1;
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

async function visit(url: string, host = 'localhost') {
  const response = await app.inject({ method: 'GET', url, headers: { host } });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

describe('the blog listing kept per what its address shows (decision 055)', () => {
  it('serves made-up categories and pages from kept pages, rendering one page for all of them', async () => {
    const blog = await visit('/blog');
    expect(blog).toContain('The Move-Out Cleaning Checklist for Renters');
    // A page past the last shows the last.
    const last = await visit('/blog?page=99');
    expect(last).not.toBe(blog);
    const before = blogListCalls;
    const noneFound: string[] = [];
    for (let index = 0; index < 300; index += 1) {
      expect(await visit(`/blog?page=${100 + index}`)).toBe(last);
      expect(await visit(`/blog?category=zzz${index}&utm_source=x${index}`)).toBe(blog);
      noneFound.push(await visit(`/blog?category=${900000 + index}`));
    }
    expect(noneFound[0]).toContain('No Data Found');
    expect(new Set(noneFound).size).toBe(1);
    // One render: the listing no category shows.
    expect(blogListCalls - before).toBe(1);
    expect(await visit('/blog')).toBe(blog);
    expect(blogListCalls - before).toBe(1);
  });

  it('renders a page for a made-up host as for PUBLIC_URL, without rendering it again', async () => {
    const blog = await visit('/blog');
    const before = blogListCalls;
    for (let index = 0; index < 200; index += 1) {
      expect(await visit('/blog', `made-up-${index}.example`)).toBe(blog);
    }
    expect(blogListCalls).toBe(before);
  });
});
