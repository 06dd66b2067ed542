import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_CUSTOMER_EMAIL, demoContractorEmail, logIn } from '../support/accounts.ts';
import { logInAsDemoOperator } from '../support/operators.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { sourceRendererWebRoot } from '../support/source-renderer-web-root.ts';

/*
 * Decision 036 with the web app's real page renderer (src/entry-server.tsx, loaded from source
 * instead of dist/.ssr/): the status of an address follows the router's table and the data, and
 * a post's or service's page is titled and summarised by the post or service itself.
 */

const POST = '/blog-detail/move-out-cleaning-checklist-for-renters';
const MAIN_HOST = 'mapleshine.example';

let webRoot: string;
let server: TestApp;

beforeAll(async () => {
  vi.stubEnv('VITE_MAIN_HOST', MAIN_HOST);
  webRoot = sourceRendererWebRoot('mapleshine-status-');
  // Pages are rendered for PUBLIC_URL's host (decision 055): the host these tests ask at.
  server = await startTestApp({ webRoot, publicUrl: 'http://localhost' });
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

const get = (url: string, host = 'localhost') =>
  server.app.inject({ method: 'GET', url, headers: { host } });

function head(html: string) {
  const meta = (attribute: string, key: string) =>
    new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogImage: meta('property', 'og:image'),
    twitterCard: meta('name', 'twitter:card'),
    twitterTitle: meta('name', 'twitter:title'),
    twitterImage: meta('name', 'twitter:image'),
  };
}

describe('the status of a page address', () => {
  it.each([
    '/',
    '/about-us',
    '/blog',
    POST,
    '/service-detail/deep-cleaning',
    '/Service-Detail/Deep-Cleaning/',
    '/service-detail/commercial-cleaning',
    '/deep-cleaning',
    '/reset-password/any-code-at-all',
    '/account-activation/any-code-at-all',
    '/booking-link/any-token-at-all',
    '/help-and-legal/terms-and-conditions',
    '/dashboard',
    '/login',
    '/blog?utm_source=newsletter',
  ])('answers 200 for %s, a page of the route table', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it.each([
    '/no-such-page',
    // Not /healthz: since issue 28 it is the load balancer's probe (tests/api/operations.test.ts).
    '/healthz/more',
    '/no/such/page',
    '/blog-detail/no-such-post',
    '/blog-detail/Not%20A%20Slug',
    '/service-detail/no-such-service',
    '/service-detail/about-us',
    '/assets/no-such-file.js',
  ])('answers 404 with the Page Not Found page for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    // The app's page, which shows "Page Not Found." in the browser, titled as the browser titles it.
    expect(response.body).toContain('<div id="root"></div>');
    expect(head(response.body).title).toBe('Page Not Found | MapleShine');
    expect(head(response.body).ogTitle).toBe('Page Not Found | MapleShine');
  });

  it('answers 404 for /login and /register on the main host only (spec §2)', async () => {
    expect((await get('/login', MAIN_HOST)).statusCode).toBe(404);
    expect((await get('/register', MAIN_HOST)).statusCode).toBe(404);
    expect((await get('/register', 'demo.mapleshine.example')).statusCode).toBe(200);
  });

  it.each(['/admin', '/admin/bookings', '/Admin/cleaners/'])(
    'answers 404 with the Page Not Found page for %s to a signed-in customer and cleaner (decision 061)',
    async (url) => {
      for (const email of [DEMO_CUSTOMER_EMAIL, demoContractorEmail('Calgary')]) {
        const { cookie } = await logIn(server.app, email);
        const response = await server.app.inject({
          method: 'GET',
          url,
          headers: { host: 'localhost', cookie },
        });
        expect(response.statusCode).toBe(404);
        expect(head(response.body).title).toBe('Page Not Found | MapleShine');
      }
    },
  );

  it('answers 200 for the console to an operator, and to a visitor the browser sends to log in', async () => {
    const { cookie } = await logInAsDemoOperator(server.app);
    const asOperator = await server.app.inject({
      method: 'GET',
      url: '/admin/bookings',
      headers: { host: 'localhost', cookie },
    });
    expect(asOperator.statusCode).toBe(200);
    expect((await get('/admin')).statusCode).toBe(200);
  });

  it('still answers an unknown API path with the JSON 404', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 404 });
  });
});

describe("a post's and a service's own head", () => {
  it("titles a post's page with the post and gives social sites its summary and picture", async () => {
    const response = await get(POST);
    expect(head(response.body)).toEqual({
      title: 'The Move-Out Cleaning Checklist for Renters | MapleShine',
      description: expect.stringMatching(/^Tenancy rules across Canada generally expect you/),
      ogTitle: 'The Move-Out Cleaning Checklist for Renters | MapleShine',
      ogDescription: expect.stringMatching(/^Tenancy rules across Canada generally expect you/),
      ogImage: 'http://localhost/images/blog/move-out-cleaning-checklist-for-renters.svg',
      twitterCard: 'summary_large_image',
      twitterTitle: 'The Move-Out Cleaning Checklist for Renters | MapleShine',
      twitterImage: 'http://localhost/images/blog/move-out-cleaning-checklist-for-renters.svg',
    });
    expect(head(response.body).description?.length).toBeLessThanOrEqual(161);
  });

  it("titles a service's page with the service, not with the route's Service Details", async () => {
    const response = await get('/service-detail/deep-cleaning');
    expect(head(response.body)).toMatchObject({
      title: 'Deep Cleaning | MapleShine',
      description: expect.stringMatching(/^A reset for a home that needs more than a tidy/),
      ogTitle: 'Deep Cleaning | MapleShine',
      ogImage: 'http://localhost/images/services/deep-cleaning.svg',
      twitterCard: 'summary_large_image',
    });
  });

  it("keeps the route's meta record for a page with no post or service of its own", async () => {
    const response = await get('/blog');
    expect(head(response.body)).toMatchObject({
      title: 'Blog | MapleShine',
      twitterCard: 'summary',
    });
    expect(head(response.body).ogImage).toBeUndefined();
  });
});
