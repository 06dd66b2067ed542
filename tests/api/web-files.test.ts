import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_CALLS_SCRIPT } from '../../server/http/early-calls-script.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

const script = `console.log(${JSON.stringify('MapleShine '.repeat(200))});`;
const page =
  '<!doctype html><html lang="en-CA"><head><meta charset="UTF-8" /><script type="module" src="/assets/index-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc123.css"></head><body><div id="root"></div></body></html>';
const preloads = {
  '/blog': {
    scripts: ['/assets/blog-list-page-b1.js', '/assets/Card-c2.js'],
    styles: ['/assets/Card-c2.css'],
  },
  '/blog-detail/:vSlug': { scripts: ['/assets/blog-detail-page-d3.js'], styles: [] },
  // The pages of a person, sent with a static shell (decision 156): layout, page and texts.
  '/jobs': {
    scripts: ['/assets/dashboard-layout-l1.js', '/assets/jobs-page-j1.js'],
    styles: ['/assets/dashboard-layout-l1.css'],
    texts: { 'en-CA': ['/assets/jobs-en.js'], 'fr-CA': ['/assets/jobs-fr.js'] },
  },
  '/admin': {
    scripts: ['/assets/console-layout-c1.js', '/assets/today-page-t1.js'],
    styles: [],
    texts: { 'en-CA': ['/assets/admin-core-en.js'], 'fr-CA': ['/assets/admin-core-fr.js'] },
  },
  '/booking-link/:token': {
    scripts: ['/assets/booking-link-screen-b1.js'],
    styles: [],
    texts: { 'en-CA': ['/assets/booking-page-en.js'], 'fr-CA': ['/assets/booking-page-fr.js'] },
  },
};
let webRoot: string;
let server: TestApp;

beforeAll(async () => {
  // What `vite build` leaves in dist/: hashed assets with their .br and .gz beside them.
  webRoot = mkdtempSync(path.join(tmpdir(), 'mapleshine-web-'));
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), page);
  // What the route preload plugin writes beside Vite's manifest.
  mkdirSync(path.join(webRoot, '.vite'));
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), '{}');
  writeFileSync(path.join(webRoot, '.vite', 'route-preloads.json'), JSON.stringify(preloads));
  writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(webRoot, 'assets', 'index-abc123.js.gz'), gzipSync(script));
  server = await startTestApp({ webRoot });
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('the built web app', () => {
  it('sends the brotli file of a script to a browser that accepts brotli', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip file to a browser that accepts only gzip', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the plain file to a client that asks for no encoding', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('lets browsers keep hashed assets for a year, but not the page itself', async () => {
    const asset = await get('/assets/index-abc123.js', 'br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const answer = await get('/blog', 'br');
    expect(answer.statusCode).toBe(200);
    expect(htmlOf(answer)).toContain('<div id="root">');
    expect(answer.headers['cache-control']).not.toMatch(/immutable/);
  });
});

const htmlOf = (answer: Awaited<ReturnType<typeof get>>) => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(answer.rawPayload).toString();
  return answer.body;
};

describe("a page's HTML", () => {
  it('names the files of the page the path shows, so they load beside the entry', async () => {
    const answer = await get('/blog', 'gzip, deflate, br');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(htmlOf(answer)).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/blog-list-page-b1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/Card-c2.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/Card-c2.css"></head>',
    );
  });

  it("names, in a person's page's shell, each of its files once, its texts in its language", async () => {
    const pages = [
      { url: '/jobs', route: '/jobs', locale: 'en-CA', other: 'fr-CA' },
      { url: '/fr/jobs', route: '/jobs', locale: 'fr-CA', other: 'en-CA' },
      { url: '/admin', route: '/admin', locale: 'en-CA', other: 'fr-CA' },
      { url: '/fr/admin/', route: '/admin', locale: 'fr-CA', other: 'en-CA' },
      {
        url: '/booking-link/abc123',
        route: '/booking-link/:token',
        locale: 'en-CA',
        other: 'fr-CA',
      },
      {
        url: '/fr/booking-link/abc123',
        route: '/booking-link/:token',
        locale: 'fr-CA',
        other: 'en-CA',
      },
    ] as const;
    for (const { url, route, locale, other } of pages) {
      const html = htmlOf(await get(url, 'gzip'));
      const preload = preloads[route];
      // Still the shell's page, its files in the head before it (a booking's page too: this build
      // has no renderer, decision 159).
      expect(html, url).toContain('<div id="page-shell"');
      for (const href of [...preload.scripts, ...preload.texts[locale]]) {
        const link = `<link rel="modulepreload" crossorigin href="${href}">`;
        expect(html.split(link).length - 1, `${url}: ${href}`).toBe(1);
        expect(html.indexOf(link), `${url}: ${href}`).toBeLessThan(html.indexOf('</head>'));
      }
      for (const href of preload.styles) {
        expect(html.split(`href="${href}"`).length - 1, `${url}: ${href}`).toBe(1);
        // Fetched, not applied: the shell paints with its own rules, not after the app's sheets.
        expect(html, `${url}: ${href}`).toContain(
          `<link rel="preload" as="style" crossorigin href="${href}">`,
        );
      }
      for (const href of preload.texts[other]) expect(html, url).not.toContain(href);
      // No other route's files.
      expect(html, url).not.toContain('blog-list-page');
    }
  });

  it("starts, on the console's Today only, its first calls by the one script the policy allows", async () => {
    const inlineScripts = (html: string) =>
      [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => match[1] ?? '',
      );
    for (const url of ['/admin', '/fr/admin/']) {
      const answer = await get(url, 'gzip');
      const html = htmlOf(answer);
      const scripts = inlineScripts(html);
      expect(scripts, url).toEqual([EARLY_CALLS_SCRIPT]);
      const hash = createHash('sha256')
        .update(scripts[0] ?? '', 'utf8')
        .digest('base64');
      const policy = String(answer.headers['content-security-policy']);
      expect(policy, url).toContain(`script-src 'self' 'sha256-${hash}' `);
      expect(policy, url).not.toContain("unsafe-inline'; script");
      // Before the entry and every stylesheet: a script after a stylesheet waits for it.
      const at = html.indexOf(`<script>${EARLY_CALLS_SCRIPT}</script>`);
      expect(at, url).toBeLessThan(html.indexOf('<script type="module"'));
      expect(at, url).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    }
    // A booking's page is rendered by the server with its booking (decision 159); where it is
    // not (this build has no renderer), its shell comes without the script, the same bytes
    // whoever opens which booking.
    expect(htmlOf(await get('/booking-link/abc123'))).toBe(
      htmlOf(await get('/booking-link/xyz789')),
    );
    for (const url of [
      '/booking-link/abc123',
      '/fr/booking-link/abc123',
      '/jobs',
      '/fr/jobs',
      '/admin/bookings',
      '/blog',
      '/profile',
      '/',
    ]) {
      expect(inlineScripts(htmlOf(await get(url, 'gzip'))), url).toEqual([]);
    }
  });

  it('matches a route with a parameter, whatever the case and a trailing slash or query', async () => {
    for (const url of ['/blog-detail/spring-cleaning', '/Blog-Detail/Spring-Cleaning/?ref=home']) {
      const html = htmlOf(await get(url, 'gzip'));
      expect(html).toContain('href="/assets/blog-detail-page-d3.js"');
      expect(html).not.toContain('blog-list-page');
    }
  });

  it('is the plain page, without hints, on a path no listed route matches', async () => {
    const answer = await get('/profile');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toBe(page);
  });

  it('is sent uncompressed to a browser that refuses both encodings', async () => {
    const answer = await get('/blog', 'br;q=0, gzip;q=0');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toContain('blog-list-page-b1.js');
  });

  it("never serves the build's metadata", async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/route-preloads.json']) {
      const answer = await get(url);
      expect(answer.body).not.toContain('blog-list-page');
      expect(answer.body).not.toBe('{}');
    }
  });
});

describe('a path no file system can name', () => {
  // A NUL byte, or a name longer than the file system's limit: Node's stat throws instead of
  // saying "no such file", and the answer was a 500 (an outside review, 27 November 2026).
  it.each([
    ['a NUL byte', '/%00'],
    ['a NUL byte in a script name', '/assets/index%00.js'],
    ['a segment of 256 characters', `/${'a'.repeat(256)}`],
    ['a path of 5,000 characters', `/uploads/${'a/'.repeat(2_500)}`],
  ])('is the web app’s page, not an error: %s', async (_name, url) => {
    const answer = await get(url);
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.body).toContain('<div id="root">');
  });

  it.each([
    ['a NUL byte', '/api/%00'],
    ['a name of 5,000 characters', `/api/${'a'.repeat(5_000)}`],
  ])('under /api is the envelope’s 404: %s', async (_name, url) => {
    const answer = await get(url);
    expect([answer.statusCode, answer.json()]).toEqual([
      404,
      { code: 404, message: expect.any(String) },
    ]);
  });
});

describe("a development server's shorter pauses (UI_WAITS_MS, decision 070)", () => {
  const pageOf = async (overrides: { devTools: boolean; uiWaitsMs?: number }) => {
    const app = await startTestApp({ webRoot, ...overrides });
    try {
      return (await app.app.inject({ method: 'GET', url: '/blog' })).body;
    } finally {
      await app.close();
    }
  };

  it('are written on the page for the web app to read when development tools are on', async () => {
    expect(await pageOf({ devTools: true, uiWaitsMs: 50 })).toMatch(
      /^<!doctype html><html data-ui-waits-ms="50" lang="en-CA"><head>/,
    );
  });

  it('are never written by a server without development tools, nor when unset', async () => {
    expect(await pageOf({ devTools: false, uiWaitsMs: 50 })).not.toContain('data-ui-waits-ms');
    expect(await pageOf({ devTools: true })).not.toContain('data-ui-waits-ms');
  });
});

describe("a public demo's banner (DEMO_MODE, decision 071)", () => {
  const pagesOf = async (demoBanner: boolean) => {
    const app = await startTestApp({ webRoot, demoBanner });
    try {
      const pages = [];
      for (const url of ['/', '/blog', '/login', '/admin', '/no-such-page']) {
        pages.push((await app.app.inject({ method: 'GET', url })).body);
      }
      return pages;
    } finally {
      await app.close();
    }
  };

  it('ends every page, saying it is a demo and how to sign in', async () => {
    for (const body of await pagesOf(true)) {
      expect(body).toContain(
        '<aside aria-label="About this demo" data-demo-banner style="position:sticky;bottom:0;',
      );
      expect(body).toContain(
        '<p style="margin:0;font-size:13px;line-height:1.4">A demo: no booking is real and no card is charged. Try customer@demo.mapleshine.ca or cleaner.toronto@demo.mapleshine.ca, password Spotless-Demo-2026</p></aside></body>',
      );
    }
  });

  it('is on no page of a server that is not a demo', async () => {
    for (const body of await pagesOf(false)) expect(body).not.toContain('data-demo-banner');
  });
});
