import { expect, test, type Page } from '@playwright/test';
import { watchHydration } from '#tests/support/e2e-hydration.ts';
import { onPhone, press } from '#tests/support/e2e-press.ts';

/*
 * Decision 103 at both widths (both projects run this file): the language switcher keeps the page
 * and changes its language, address and head; the French offer is made to a browser that prefers
 * French, once, and is never a redirect.
 */

/** The switcher, in the header on a desktop, in the burger's menu on a phone. */
async function switcher(page: Page, name: 'Français' | 'English') {
  if (onPhone()) {
    const burger = page.getByRole('banner').getByRole('button', { name: /menu/i });
    await press(burger);
    return page.getByRole('dialog').getByRole('link', { name, exact: true });
  }
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

async function expectLanguageLinks(page: Page, own: string) {
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${own}`);
  await expect(page.locator('link[rel="alternate"][hreflang="en-CA"]')).toHaveAttribute(
    'href',
    `${origin}/`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="fr-CA"]')).toHaveAttribute(
    'href',
    `${origin}/fr`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${origin}/`,
  );
}

test('the switcher on the home page leads to the French home page and back', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expectLanguageLinks(page, '/');

  const toFrench = await switcher(page, 'Français');
  await expect(toFrench).toHaveAttribute('hreflang', 'fr-CA');
  await expect(toFrench).toHaveAttribute('lang', 'fr-CA');
  await press(toFrench);
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expectLanguageLinks(page, '/fr');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Blogue' })).toHaveAttribute(
    'href',
    '/fr/blog',
  );
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'lang')).toMatchObject({
    value: 'fr-CA',
    sameSite: 'Lax',
  });
  await page.screenshot({ path: `/tmp/i41-urls-${test.info().project.name}-fr.png` });

  // No redirect reads the cookie: the English address stays English.
  const toEnglish = await switcher(page, 'English');
  await expect(toEnglish).toHaveAttribute('lang', 'en-CA');
  await press(toEnglish);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expectLanguageLinks(page, '/');
});

test.describe('a browser that prefers French', () => {
  test.use({ locale: 'fr-CA' });

  test('is offered the French page once, and not again after closing the offer', async ({
    page,
  }) => {
    const hydrated = await watchHydration(page);
    await page.goto('/');
    const offer = page.getByRole('complementary', {
      name: 'Ce site est aussi offert en français.',
    });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'fr-CA');
    // An offer, never a redirect.
    await expect(page).toHaveURL(/\/$/);
    await expect(offer.getByRole('link', { name: 'Afficher en français' })).toHaveAttribute(
      'href',
      '/fr',
    );
    await page.screenshot({ path: `/tmp/i41-urls-${test.info().project.name}-offer.png` });

    await press(offer.getByRole('button', { name: 'Fermer' }));
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The app has taken the page over, and the offer, decided after that, stays closed.
    await hydrated();
    await page.waitForTimeout(1000);
    await expect(offer).toBeHidden();
  });

  test('is not offered the French page on a French page', async ({ page }) => {
    const hydrated = await watchHydration(page);
    await page.goto('/fr/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await hydrated();
    await page.waitForTimeout(1000);
    await expect(page.getByRole('complementary', { name: /offert en français/ })).toHaveCount(0);
  });
});
