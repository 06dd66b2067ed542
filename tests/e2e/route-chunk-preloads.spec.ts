import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import type { Manifest } from 'vite';
import { onlyAt } from '#tests/support/e2e-width.ts';

// Decision 162: the public site's header and footer, and the signed-in pages' table, are chunks
// of their own (decision 167: a small one that picks one of three tables, by the page's group). A page's HTML names them beside its page's files (to preload, or for a page the
// server rendered, to load once it has painted: public/start-after-paint.js), so the browser
// fetches them with the entry rather than after it has run.

const manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8')) as Manifest;

function urlOf(module: string): string {
  const file = manifest[module]?.file;
  if (!file) throw new Error(`${module} is not a chunk of the build in dist/`);
  return `/${file}`;
}

const preloadOf = (module: string) =>
  `<link rel="modulepreload" crossorigin href="${urlOf(module)}">`;

test.describe(() => {
  onlyAt('desktop', 'the HTML is the same at every width');

  test("every public page's HTML names the header's and footer's chunk", async ({ request }) => {
    const frame = urlOf('src/app/layouts/public-layout.tsx');
    // Rendered by the server, its modules listed for after its paint.
    for (const address of ['/', '/fr/blog']) {
      const html = await (await request.get(address)).text();
      expect(html, address).toMatch(
        new RegExp(`data-modules="[^"]*${frame.replaceAll('.', '\\.')}`),
      );
    }
    // Rendered in the browser, its files preloaded.
    for (const address of ['/login', '/fr/contact-us']) {
      const html = await (await request.get(address)).text();
      expect(html, address).toContain(preloadOf('src/app/layouts/public-layout.tsx'));
    }
  });

  test("/jobs names the cleaner's pages' table with its layout and page, and not the frame nor the customer's table", async ({
    request,
  }) => {
    const html = await (await request.get('/jobs')).text();
    expect(html).toContain(preloadOf('src/app/private-pages.ts'));
    expect(html).toContain(preloadOf('src/app/cleaner-pages.ts'));
    expect(html).toContain(preloadOf('src/features/jobs/jobs-page.tsx'));
    expect(html).not.toContain(urlOf('src/app/layouts/public-layout.tsx'));
    expect(html).not.toContain(urlOf('src/app/customer-pages.ts'));
  });
});

test.describe(() => {
  onlyAt('desktop', 'which files a page fetches does not depend on its width');

  test("the login page fetches the signed-in pages' tables once it has shown; a visitor's home page does not", async ({
    page,
  }) => {
    const tables = [
      'src/app/private-pages.ts',
      'src/app/account-pages.ts',
      'src/app/customer-pages.ts',
      'src/app/cleaner-pages.ts',
    ].map(urlOf);
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(new URL(request.url()).pathname));

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(fetched.filter((file) => tables.includes(file))).toEqual([]);

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // So that signing in then waits for the next page's own code only (decision 162).
    await expect.poll(() => tables.filter((file) => !fetched.includes(file))).toEqual([]);
  });
});
