import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOLD_EARLY_CLICKS_SCRIPT,
  HOLD_EARLY_CLICKS_SCRIPT_SOURCE,
} from '../../server/http/hold-early-clicks-script.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

// What `vite build` leaves in dist/ (decision 021): index.html, and the page renderer in .ssr/.
const page =
  '<!doctype html><html lang="en-CA"><head><meta name="description" content="Professional cleaning services" />' +
  '<meta name="keywords" content="cleaning, housekeeping" /><title>MapleShine</title>' +
  '<script type="module" crossorigin src="/assets/index-abc123.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

// A stand-in for src/entry-server.tsx with the same contract: it renders `/` from an API call it
// makes through the server, throws on /broken, and renders nothing else.
const renderer = `
export async function renderPage(url, { fetch, sanitizeHtml, htmlText }) {
  if (url.pathname === '/broken') throw new Error('the renderer broke');
  if (url.pathname === '/blog-detail/a-post') {
    return { status: 200, html: null, data: [], title: 'A $& Post | MapleShine',
      description: 'Dust & shine', keywords: null, image: 'https://mapleshine.ca/images/a.svg' };
  }
  if (url.pathname === '/nowhere') {
    return { status: 404, html: null, data: [], title: 'Page Not Found | MapleShine',
      description: null, keywords: null, image: null };
  }
  if (url.pathname !== '/') return null;
  const answer = await fetch(new URL('/api/meta/get_by_id', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ slug: 'no-such-slug' }),
  });
  return {
    status: 200,
    html: '<main><h1>Rendered home</h1><p>' + htmlText('<p>Dust &amp; shine</p>') + '</p>' +
      sanitizeHtml('<p>Kept</p><script>alert(1)</script>') + '<p>meta answered ' + answer.status + '</p></main>',
    data: [{ key: ['labels', 'home'], data: { NOTE: '</script><script>alert(1)</script>' } }],
    texts: ['home', 'site', '"><script>alert(2)</script>'],
    title: 'Clean & Bright | MapleShine',
    description: 'Homes "spotless" <guaranteed>',
    keywords: null,
    image: null,
  };
}
`;

let webRoot: string;
let server: TestApp;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), 'mapleshine-rendered-'));
  writeFileSync(path.join(webRoot, 'index.html'), page);
  mkdirSync(path.join(webRoot, '.ssr'));
  writeFileSync(path.join(webRoot, '.ssr', 'entry-server.js'), renderer);
  server = await startTestApp({ webRoot });
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = async (url: string) => {
  const response = await server.app.inject({ method: 'GET', url });
  return { response, html: response.body };
};

describe('server-rendered pages', () => {
  it('sends the page with its markup, its answers and its title, rendered from API calls made in process', async () => {
    const { response, html } = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(html).toContain('<div id="root"><main><h1>Rendered home</h1>');
    expect(html).toContain('<p>Dust & shine</p><p>Kept</p><p>meta answered 404</p>');
    expect(html).not.toContain('alert(1)</script>');
    expect(html).toContain('<title>Clean &amp; Bright | MapleShine</title>');
    expect(html).toContain(
      '<meta name="description" content="Homes &quot;spotless&quot; &lt;guaranteed&gt;"',
    );
    expect(html).toContain('<meta name="keywords" content="cleaning, housekeeping"');
  });

  it('carries the answers as JSON that cannot close its script element', async () => {
    const { html } = await get('/');
    const json = /<script type="application\/json" id="first-page-data"[^>]*>(.*?)<\/script>/.exec(
      html,
    );
    expect(json?.[1]).not.toContain('<');
    expect(JSON.parse(json?.[1] ?? '')).toEqual([
      { key: ['labels', 'home'], data: { NOTE: '</script><script>alert(1)</script>' } },
    ]);
  });

  it('names the catalogue modules the page read, for the browser to load before it hydrates', async () => {
    const { html } = await get('/');
    expect(html).toContain(
      '<script type="application/json" id="first-page-data" data-texts="home site">',
    );
    expect(html).not.toContain('alert(2)');
  });

  it('starts the entry after the first paint instead of naming it as a module script', async () => {
    const { html } = await get('/');
    expect(html).toContain(
      '<script defer src="/start-after-paint.js" data-entry="/assets/index-abc123.js" data-modules=""></script>',
    );
    expect(html).not.toContain('<script type="module"');
  });

  it('holds presses from the first parse, by an inline script first in its head that the policy allows by its hash', async () => {
    const answer = await server.app.inject({ method: 'GET', url: '/' });
    const tag = `<script>${HOLD_EARLY_CLICKS_SCRIPT}</script>`;
    expect(answer.body.indexOf(tag)).toBe(answer.body.indexOf('<head>') + '<head>'.length);
    expect(String(answer.headers['content-security-policy'])).toContain(
      HOLD_EARLY_CLICKS_SCRIPT_SOURCE,
    );
    // A page the browser renders itself has no presses to hold for a hydration that never comes.
    const plain = await server.app.inject({ method: 'GET', url: '/blog-detail/a-post' });
    expect(plain.body).not.toContain(HOLD_EARLY_CLICKS_SCRIPT);
  });

  it('compresses the rendered page for a browser that accepts brotli', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('Rendered home');
  });

  it('sends the same rendered page gzipped, then plain, to browsers that accept only those', async () => {
    const gzipped = await server.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toContain('Rendered home');

    const plain = await server.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('Rendered home');
  });

  it('sends the plain page where the renderer renders nothing', async () => {
    const { response, html } = await get('/about-us');
    expect(response.statusCode).toBe(200);
    expect(html).toBe(page);
  });

  it('sends the plain page, not an error, to a request whose Host header is no host', async () => {
    for (const host of ['bad host', 'a<b', '[::1', 'mapleshine.ca:99999']) {
      const response = await server.app.inject({ method: 'GET', url: '/', headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(response.body, host).toBe(page);
    }
  });

  it('fills in only the head of a page the browser renders, social tags too, keeping its scripts', async () => {
    const { response, html } = await get('/blog-detail/a-post');
    expect(response.statusCode).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('first-page-data');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(html).toContain('<title>A $&amp; Post | MapleShine</title>');
    expect(html).toContain('<meta name="description" content="Dust &amp; shine"');
    expect(html).toContain('<meta property="og:title" content="A $&amp; Post | MapleShine" />');
    expect(html).toContain('<meta property="og:description" content="Dust &amp; shine" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://mapleshine.ca/images/a.svg" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('answers 404 with the page and its head when the renderer says the address names nothing', async () => {
    const { response, html } = await get('/nowhere');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(html).toContain('<title>Page Not Found | MapleShine</title>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('sends the plain page, not an error, when the renderer fails', async () => {
    const { response, html } = await get('/broken');
    expect(response.statusCode).toBe(200);
    expect(html).toBe(page);
  });
});
