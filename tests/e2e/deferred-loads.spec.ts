import { expect, test, type Page } from '@playwright/test';
import { builtChunksNamed } from '#tests/support/e2e-built-chunks.ts';
import { onPhone } from '#tests/support/e2e-press.ts';

/*
 * Issue 46: what a visitor does not see on arrival does not load on arrival. The pictures of the
 * home page's services arrive as a phone scrolls near them, and a phone, whose header hides the
 * desktop's Services dropdown (its drawer lists the services), never fetches that dropdown's code.
 */

/** The paths the page has asked the server for, from now on. */
function requestedPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test('the Services dropdown is fetched where the header shows it: a desktop, never a phone', async ({
  page,
}) => {
  const menuCode = builtChunksNamed(/^services-menu$/);
  const requested = requestedPaths(page);
  await page.goto('/about-us');
  const services = page.getByRole('navigation', { name: 'Main' }).getByRole('button', {
    name: 'Services',
  });
  if (onPhone()) {
    await expect(services).toBeHidden();
    // The page has taken over once the drawer opens from the burger.
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Routine Clean' })).toBeVisible();
    expect(requested.filter((path) => menuCode.includes(path))).toEqual([]);
  } else {
    await expect.poll(() => requested.filter((path) => menuCode.includes(path))).not.toEqual([]);
    await services.hover();
    await expect(page.getByRole('menuitem', { name: 'Routine Clean' })).toBeVisible();
  }
});

test("the home page's service pictures wait for a phone to scroll near them, and then show", async ({
  page,
  request,
}) => {
  test.skip(!onPhone(), "a desktop's first screen ends just above them: they load at once");
  // The server's page names no early fetch for them.
  const html = await (await request.get('/')).text();
  expect(html).not.toMatch(/<link rel="preload" as="image" href="\/images\/services\//);

  const requested = requestedPaths(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('load');
  const pictures = () => requested.filter((path) => path.startsWith('/images/services/'));
  expect(pictures()).toEqual([]);

  const section = page.getByRole('region', { name: 'Our Services' });
  await section.getByRole('heading', { name: 'Deep Cleaning' }).scrollIntoViewIfNeeded();
  const first = section.locator('img').first();
  await expect
    .poll(() => first.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  expect(pictures()).toContain('/images/services/move-out-move-in-clean.svg');
});
