import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import type pg from 'pg';
import type { Database } from '#server/db/database.ts';
import * as schema from '#server/db/schema.ts';
import { pageMetas } from '#server/db/schema.ts';
import { firstPageCalls } from '../support/first-page-calls.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const page =
  '<!doctype html><html lang="en-CA"><head><title>MapleShine</title>' +
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

// A stand-in for src/entry-server.tsx: it renders `/` from the home page's meta record, read
// through the server, and numbers its renders so a test can tell a kept page from a new one.
// Its pages read one query parameter, page: pages 2 to 999 exist (its answers say the last),
// any other value shows "no such page", one key for all of them. `/flaky` fails on its first
// render only; `/gone-…` names nothing, so it answers 404 with only a head. It shows the host
// demo.example differently from others.
const renderer = `
export function pageAddress(url) {
  const address = new URL(url.pathname, url.origin);
  const page = url.searchParams.get('page');
  if (page !== null) address.searchParams.set('page', page);
  return address;
}
const shownPage = (page, last) =>
  page === null ? null : /^[0-9]+$/.test(page) && page >= 2 && page <= last ? page : 'none';
export function pageKey(address, answers) {
  const last = answers?.find((answer) => answer.key[0] === 'pages')?.data.last;
  if (last === undefined) return address.href;
  const key = new URL(address.pathname, address.origin);
  const shown = shownPage(address.searchParams.get('page'), last);
  if (shown !== null) key.searchParams.set('page', shown);
  return key.href;
}
export const pageHosts = () => ['demo.example'];
let renders = 0;
let flakyTries = 0;
export async function renderPage(url, { fetch }) {
  if (url.pathname === '/flaky' && (flakyTries += 1) === 1) throw new Error('a passing failure');
  if (url.pathname.startsWith('/gone-')) {
    renders += 1;
    const title = 'Page Not Found ' + renders;
    return { status: 404, html: null, data: [], title, description: null, keywords: null, image: null };
  }
  if (url.pathname !== '/' && url.pathname !== '/flaky') return null;
  const answer = await fetch(new URL('/api/meta/get_by_id', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ slug: 'home' }),
  });
  const { data } = await answer.json();
  renders += 1;
  return {
    status: 200,
    html: '<main><p>render ' + renders + '</p><h1>' + data.vTitle + '</h1><p>at ' + url.search + '</p>' +
      '<p>shows page ' + shownPage(url.searchParams.get('page'), 999) + ' for ' + url.origin + '</p></main>',
    data: [{ key: ['pages'], data: { last: 999 } }],
    title: null,
    description: null,
    keywords: null,
    image: null,
  };
}
`;

/** The tables a rendered page is read from (src/app/first-page-data.ts), with a column of each. */
const tablesPagesReadFrom = {
  page_metas: 'id',
  settings: 'id',
  services: 'id',
  // The services' from-prices are computed with the residence types' factors.
  residence_types: 'id',
  cities: 'id',
  labels: 'id',
  pages: 'id',
  banners: 'id',
  reviews: 'id',
  faqs: 'id',
  blogs: 'id',
  blog_categories: 'id',
  blog_tags: 'id',
  blog_tag_links: 'blog_id',
  // Their French (decision 106), read beside them.
  page_meta_translations: 'locale',
  setting_translations: 'locale',
  service_translations: 'locale',
  city_translations: 'locale',
  label_translations: 'locale',
  page_translations: 'locale',
  banner_translations: 'locale',
  faq_translations: 'locale',
  blog_translations: 'locale',
  blog_category_translations: 'locale',
  blog_tag_translations: 'locale',
} as const;

let database: TestDatabase;
const webRoots: string[] = [];
let app: FastifyInstance;
let appWithoutFeed: FastifyInstance;

async function appServing(options: { withChangeFeed: boolean }) {
  // A web root of its own: the renderer module, and with it its render count, is one per path.
  const webRoot = mkdtempSync(path.join(tmpdir(), 'mapleshine-kept-'));
  webRoots.push(webRoot);
  writeFileSync(path.join(webRoot, 'index.html'), page);
  mkdirSync(path.join(webRoot, '.ssr'));
  writeFileSync(path.join(webRoot, '.ssr', 'entry-server.js'), renderer);
  const built = await buildApp({
    db: database.db,
    webRoot,
    ...(options.withChangeFeed ? { changes: database.changes } : {}),
  });
  await built.ready();
  return built;
}

beforeAll(async () => {
  database = await createTestDatabase();
  app = await appServing({ withChangeFeed: true });
  appWithoutFeed = await appServing({ withChangeFeed: false });
});
afterAll(async () => {
  await app.close();
  await appWithoutFeed.close();
  await database.close();
  for (const webRoot of webRoots) rmSync(webRoot, { recursive: true, force: true });
});

async function visit(server: FastifyInstance, url: string, status = 200) {
  const response = await server.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(response.statusCode).toBe(status);
  const html =
    response.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(response.rawPayload).toString()
      : response.body;
  const render = /render (\d+)/.exec(html)?.[1] ?? /Page Not Found (\d+)/.exec(html)?.[1];
  return { html, render: Number(render ?? Number.NaN) };
}

/** The database of the tests, on the same connection, writing each statement it sends to `log`. */
function loggingDatabase(log: (statement: string) => void): Database {
  // Drizzle keeps its driver's client on the instance; the server's type does not name it.
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const logger = { logQuery: (statement: string) => log(statement) };
  return database.kind === 'pglite'
    ? drizzlePglite({ client: client as PGlite, schema, logger })
    : drizzlePostgres({ client: client as pg.Pool, schema, logger });
}

/** The announcement of a commit reaches the server a moment after it: ask until it shows. */
async function eventually(read: () => Promise<boolean>) {
  await expect.poll(read, { timeout: 5000, interval: 50 }).toBe(true);
}

describe(`rendered pages kept until their data changes (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sends the page it rendered for the first visitor to the next ones, without rendering it again', async () => {
    const first = await visit(app, '/');
    expect(first.html).toContain('<h1>');
    const again = await visit(app, '/');
    expect(again.render).toBe(first.render);
    expect(again.html).toBe(first.html);
  });

  it('shows what changed once the change is committed, whichever process made it', async () => {
    const before = await visit(app, '/');
    await database.db
      .update(pageMetas)
      .set({ title: 'Spotless Homes' })
      .where(eq(pageMetas.slug, 'home'));
    await eventually(async () => (await visit(app, '/')).html.includes('<h1>Spotless Homes</h1>'));
    const after = await visit(app, '/');
    expect(after.render).toBeGreaterThan(before.render);
    expect((await visit(app, '/')).render).toBe(after.render);
  });

  it('is rendered from tables that all announce their changes', async () => {
    const statements: string[] = [];
    const logging = await buildApp({
      db: loggingDatabase((statement) => statements.push(statement)),
    });
    try {
      for (const { path: url, body } of firstPageCalls) {
        const answer = await logging.inject({ method: 'POST', url, payload: body });
        expect(answer.statusCode, url).toBe(200);
      }
    } finally {
      await logging.close();
    }
    const read = new Set(
      statements.flatMap((statement) =>
        [...statement.matchAll(/\b(?:from|join)\s+"([a-z_]+)"/g)].map((match) => match[1]),
      ),
    );
    // Both drivers answer with `rows`; the union type of the two results does not say so.
    const announcing = (await database.db.execute(sql`
      select distinct c.relname as "table" from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where p.proname = 'notify_catalog_changed'`)) as unknown as { rows: { table: string }[] };
    const announced = new Set(announcing.rows.map((row) => row.table));
    expect(read.size).toBeGreaterThan(5);
    expect([...read].filter((table) => !announced.has(table!))).toEqual([]);
    expect([...read].sort()).toEqual(Object.keys(tablesPagesReadFrom).sort());
  });

  it.each(Object.entries(tablesPagesReadFrom))(
    'renders the page again after a change to %s',
    async (table, column) => {
      const before = await visit(app, '/');
      expect((await visit(app, '/')).render).toBe(before.render);
      // A statement that changes no row still announces: the triggers fire once per statement.
      await database.db.execute(sql.raw(`update ${table} set ${column} = ${column} where false`));
      await eventually(async () => (await visit(app, '/')).render > before.render);
    },
  );

  it('keeps a page per value of the parameters it reads, and one page whatever the others', async () => {
    const home = await visit(app, '/');
    const campaign = await visit(app, '/?utm_source=newsletter&fbclid=IwAR0x');
    expect(campaign.render).toBe(home.render);
    expect(campaign.html).toBe(home.html);

    const second = await visit(app, '/?utm_source=newsletter&page=2');
    expect(second.render).toBeGreaterThan(home.render);
    // Rendered from the address the page reads, so the kept page names no campaign.
    expect(second.html).toContain('<p>at ?page=2</p>');
    expect((await visit(app, '/?page=2&gclid=Cj0K')).render).toBe(second.render);
    expect((await visit(app, '/')).render).toBe(home.render);
  });

  it('does not keep a failed render: the next visitor gets the page rendered', async () => {
    const failed = await visit(app, '/flaky');
    expect(failed.html).toBe(page);
    const next = await visit(app, '/flaky');
    expect(next.html).toContain('<h1>');
  });

  it('keeps no answer for pages it does not render, so made-up paths cannot push the home page out', async () => {
    const home = await visit(app, '/');
    for (let index = 0; index < 120; index += 1) {
      expect((await visit(app, `/made-up-${index}`)).html).toBe(page);
    }
    expect((await visit(app, '/')).render).toBe(home.render);
  });

  it('keeps no 404, so a stream of made-up posts cannot push the home page out', async () => {
    const home = await visit(app, '/');
    const gone = await visit(app, '/gone-0', 404);
    expect(gone.html).toContain('<title>Page Not Found');
    expect((await visit(app, '/gone-0', 404)).render).toBeGreaterThan(gone.render);
    for (let index = 1; index < 120; index += 1) await visit(app, `/gone-${index}`, 404);
    expect((await visit(app, '/')).render).toBe(home.render);
  });

  it('renders made-up values of a parameter once, as the page they show, and keeps the home page', async () => {
    const home = await visit(app, '/');
    const made = new Set<number>();
    for (let index = 0; index < 1000; index += 1) {
      const value = index % 2 === 0 ? `zzz${index}` : String(5000 + index);
      const { html, render } = await visit(app, `/?page=${value}`);
      expect(html).toContain('shows page none');
      made.add(render);
    }
    // Each render has a number of its own: one number for all of them is one render.
    expect(made.size).toBe(1);
    expect([...made][0]).toBeGreaterThan(home.render);
    expect((await visit(app, '/')).render).toBe(home.render);
  });

  it('keeps pages with parameters apart, so many real ones do not push the home page out', async () => {
    const home = await visit(app, '/');
    for (let page = 2; page < 260; page += 1) {
      expect((await visit(app, `/?page=${page}`)).html).toContain(`shows page ${page} `);
    }
    expect((await visit(app, '/')).render).toBe(home.render);
  });

  it("renders a page for any unconfigured host as PUBLIC_URL's, once, and keeps the home page", async () => {
    const home = await visit(app, '/');
    expect(home.html).toContain('for http://localhost:3000');
    for (let index = 0; index < 1000; index += 1) {
      const response = await app.inject({
        method: 'GET',
        url: '/',
        headers: { host: `made-up-${index}.example:${1000 + index}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(home.html);
    }
    expect((await visit(app, '/')).render).toBe(home.render);
  });

  it('renders a host the web app shows differently as its own page', async () => {
    const home = await visit(app, '/');
    const response = await app.inject({
      method: 'GET',
      url: '/',
      headers: { host: 'Demo.Example:8080' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('for http://demo.example</p>');
    expect((await visit(app, '/')).render).toBe(home.render);
  });

  it('renders every visit when the server has no change feed to tell it of changes', async () => {
    const first = await visit(appWithoutFeed, '/');
    const second = await visit(appWithoutFeed, '/');
    expect(second.render).toBe(first.render + 1);
  });
});
