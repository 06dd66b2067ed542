import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { reviews } from '#server/db/schema.ts';
import { call } from '../support/accounts.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// A review hidden in the console leaves the rendered pages at once, though they are kept between
// visits (decision 049): the reviews table announces the change, which renews the kept pages.

const page =
  '<!doctype html><html><head><title>MapleShine</title></head><body><div id="root"></div></body></html>';

// A stand-in for src/entry-server.tsx: `/` lists the Customer reviews' authors, read through the
// server as the real home page's testimonials are.
const renderer = `
export async function renderPage(url, { fetch }) {
  if (url.pathname !== '/') return null;
  const answer = await fetch(new URL('/api/review/get_all_data', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ eType: 'Customer' }),
  });
  const { data } = await answer.json();
  return {
    status: 200,
    html: '<main><ul>' + data.map((review) => '<li>' + review.vName + '</li>').join('') + '</ul></main>',
    data: [], title: null, description: null, keywords: null, image: null,
  };
}
`;

let database: TestDatabase;
let app: FastifyInstance;
let webRoot: string;

beforeAll(async () => {
  database = await createTestDatabase();
  webRoot = mkdtempSync(path.join(tmpdir(), 'mapleshine-hidden-review-'));
  writeFileSync(path.join(webRoot, 'index.html'), page);
  mkdirSync(path.join(webRoot, '.ssr'));
  writeFileSync(path.join(webRoot, '.ssr', 'entry-server.js'), renderer);
  app = await buildApp({ db: database.db, webRoot, changes: database.changes });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(webRoot, { recursive: true, force: true });
});

async function home() {
  const response = await app.inject({ method: 'GET', url: '/' });
  expect(response.statusCode).toBe(200);
  return response.body;
}

it('leaves the kept home page as soon as an operator hides it', async () => {
  const [review] = await database.db
    .insert(reviews)
    .values({
      audience: 'Customer',
      authorName: 'Quentin Rendered',
      body: 'Kept on the page until hidden.',
      rating: 1,
    })
    .returning({ id: reviews.id });
  await expect.poll(home, { timeout: 5000, interval: 50 }).toContain('<li>Quentin R.</li>');
  // Kept: the next visitor gets the same page.
  expect(await home()).toContain('<li>Quentin R.</li>');

  const { cookie } = await logInAsDemoOperator(app);
  const hidden = await call(
    app,
    '/api/admin/reviews/moderate',
    { id: review?.id, visibility: 'Hidden', reason: 'Abusive.' },
    { cookie },
  );
  expect(hidden.status).toBe(200);

  // The change is announced a moment after the commit: ask until it shows.
  await expect.poll(home, { timeout: 5000, interval: 50 }).not.toContain('Quentin R.');
});
