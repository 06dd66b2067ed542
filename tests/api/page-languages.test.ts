import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withoutLinkTokens } from '#server/domain/secret-links.ts';
import { isSecretLinkPage } from '#server/domain/secret-links.ts';
import { DEMO_CUSTOMER_EMAIL, logIn } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { ROUTE_TEMPLATES } from '#shared/route-templates.ts';
import { sourceRendererWebRoot } from '../support/source-renderer-web-root.ts';

/*
 * Decision 103 with the web app's real page renderer (src/entry-server.tsx, from source): every
 * page also lives under /fr; the server says each page's language on <html lang>, and every
 * public page names itself (canonical, in its own language) and its English, French and default
 * versions (hreflang), each version naming the same set.
 */

const ORIGIN = 'http://localhost';
const POST = '/blog-detail/move-out-cleaning-checklist-for-renters';

/** Addresses of the route table that are no public page: signed-in, console, secret, missing. */
const NOT_PUBLIC = new Set<string>([
  '/*',
  '/machines',
  '/account-activation/:vUniqueCode',
  '/reset-password/:vUniqueCode',
  '/booking-link/:token',
  '/confirm-card/:token',
  '/unsubscribe',
  '/add-address',
  '/add-review',
  '/booking',
  '/booking/:bookingNo',
  '/book-again/:iBookingId',
  '/change-password',
  '/dashboard',
  '/edit-address',
  '/edit-profile',
  '/job-details',
  '/jobs',
  '/notification',
  '/order',
  '/profile',
  '/reviews',
  '/working-hours',
  '/payouts/refresh',
  '/payouts/return',
  '/payouts/test-onboarding',
  '/pay-statements',
  '/your-data/:vToken',
  '/plans/:code',
]);

const VALUES: Record<string, string> = {
  ':vSlug': POST.split('/')[2]!,
  ':vServiceName': 'deep-cleaning',
  ':slug': 'terms-and-conditions',
};

/** Every public route of the route table, as an address that shows it. */
const PUBLIC_PAGES = ROUTE_TEMPLATES.filter(
  (template) => !NOT_PUBLIC.has(template) && !template.startsWith('/admin'),
).map((template) =>
  template
    .split('/')
    .map((segment) => VALUES[segment] ?? segment)
    .join('/'),
);

let webRoot: string;
let server: TestApp;

beforeAll(async () => {
  webRoot = sourceRendererWebRoot('mapleshine-languages-');
  server = await startTestApp({ webRoot, publicUrl: ORIGIN });
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) =>
  server.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', ...(cookie ? { cookie } : {}) },
  });

function languagesOf(html: string) {
  const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
  return {
    lang: /<html\b[^>]*\blang="([^"]*)"/.exec(html)?.[1],
    canonical: [...html.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]),
    alternates: Object.fromEntries(links.map((match) => [match[1], match[2]])),
    alternateCount: links.length,
  };
}

const frenchOf = (page: string) => (page === '/' ? '/fr' : `/fr${page}`);

describe('every public page in both languages', () => {
  it('covers the public pages of the route table', () => {
    expect(PUBLIC_PAGES).toContain('/');
    expect(PUBLIC_PAGES).toContain('/book-now');
    expect(PUBLIC_PAGES).toContain('/service-detail/deep-cleaning');
    expect(PUBLIC_PAGES.length).toBeGreaterThan(35);
  });

  it.each(PUBLIC_PAGES)(
    '%s and its French page say their language and name each other',
    async (page) => {
      const english = await get(page);
      const french = await get(frenchOf(page));
      expect(english.statusCode).toBe(200);
      expect(french.statusCode).toBe(200);

      const versions = {
        'en-CA': `${ORIGIN}${page}`,
        'fr-CA': `${ORIGIN}${frenchOf(page)}`,
        'x-default': `${ORIGIN}${page}`,
      };
      const inEnglish = languagesOf(english.body);
      const inFrench = languagesOf(french.body);
      expect(inEnglish).toEqual({
        lang: 'en-CA',
        canonical: [versions['en-CA']],
        alternates: versions,
        alternateCount: 3,
      });
      // Reciprocal: the French page names the same versions, and itself as its canonical.
      expect(inFrench).toEqual({
        lang: 'fr-CA',
        canonical: [versions['fr-CA']],
        alternates: versions,
        alternateCount: 3,
      });
    },
  );

  it("keeps a French page's in-app links French and links its English page by the switcher", async () => {
    const html = (await get('/fr')).body;
    expect(html).toContain('href="/fr/about-us"');
    expect(html).toContain('href="/fr/book-now"');
    expect(html).not.toContain('href="/about-us"');
    expect(html).toMatch(
      /<a [^>]*href="\/"[^>]*hreflang="en-CA"[^>]*lang="en-CA"[^>]*>English<\/a>/i,
    );
    const english = (await get('/about-us')).body;
    expect(english).toMatch(
      /<a [^>]*href="\/fr\/about-us"[^>]*hreflang="fr-CA"[^>]*lang="fr-CA"[^>]*>Français<\/a>/i,
    );
  });

  it('renders the French page in French: the shell, its head defaults and Page Not Found', async () => {
    const html = (await get('/fr/book-now')).body;
    expect(html).toContain('Réserver');
    expect(html).toContain('Politique de confidentialité');
    expect(html).not.toContain('>Privacy Policy<');
  });
});

describe('the other addresses under /fr', () => {
  it.each([
    '/fr/no-such-page',
    '/fr/blog-detail/no-such-post',
    '/fr/service-detail/about-us',
    '/fr/fr',
  ])('answers 404 for %s, in French, naming no other version', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    const languages = languagesOf(response.body);
    expect(languages.lang).toBe('fr-CA');
    expect(languages.canonical).toEqual([]);
    expect(languages.alternateCount).toBe(0);
  });

  it('answers 404 in English for an unknown English address', async () => {
    const response = await get('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(languagesOf(response.body).lang).toBe('en-CA');
  });

  it.each(['/fr/dashboard', '/fr/edit-profile', '/fr/admin', '/fr/admin/bookings'])(
    'sends %s, a signed-in page, in French without language links',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      const languages = languagesOf(response.body);
      expect(languages.lang).toBe('fr-CA');
      expect(languages.alternateCount).toBe(0);
    },
  );

  it("answers the French console's Page Not Found to a signed-in customer (decision 061)", async () => {
    const { cookie } = await logIn(server.app, DEMO_CUSTOMER_EMAIL);
    const response = await get('/fr/admin/bookings', cookie);
    expect(response.statusCode).toBe(404);
    expect(languagesOf(response.body).lang).toBe('fr-CA');
  });

  it.each([
    '/fr/reset-password/a-secret-code',
    '/fr/account-activation/a-secret-code',
    '/fr/booking-link/a-secret-token',
    '/fr/confirm-card/a-secret-token',
    '/fr/your-data/a-secret-token',
  ])('keeps %s, a secret link, from caches, other sites and search engines', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(languagesOf(response.body).alternateCount).toBe(0);
  });
});

describe('secret links in French', () => {
  it.each([
    ['/fr/reset-password/abc123', '/fr/reset-password/[token]'],
    ['/fr/account-activation/abc123?x=1', '/fr/account-activation/[token]?x=1'],
    [
      'https://mapleshine.ca/fr/booking-link/tok_9 sent',
      'https://mapleshine.ca/fr/booking-link/[token] sent',
    ],
    ['GET /fr/confirm-card/tok_9', 'GET /fr/confirm-card/[token]'],
    ['GET /fr/your-data/tok_9', 'GET /fr/your-data/[token]'],
  ])('masks the token of %s', (text, masked) => {
    expect(withoutLinkTokens(text)).toBe(masked);
  });

  it('knows a French secret link as a secret page', () => {
    expect(isSecretLinkPage('/fr/reset-password/abc')).toBe(true);
    expect(isSecretLinkPage('/fr/booking-link/abc')).toBe(true);
    expect(isSecretLinkPage('/fr/booking-link/')).toBe(false);
    expect(isSecretLinkPage('/fr/about-us')).toBe(false);
  });
});
