import { expect, test } from '@playwright/test';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';
import { onlyAt } from '#tests/support/e2e-width.ts';

onlyAt(
  'desktop',
  "the header's Services dropdown is a desktop's (the phone's menu is navigation.spec.ts); the rest reads alike at every width",
);

test('a first-time visitor sees the five seeded services on the home page', async ({ page }) => {
  await page.goto('/');
  const services = page.getByRole('region', { name: 'Our Services' });
  await expect(services.getByRole('heading', { level: 3 })).toHaveText([
    'Move-Out/Move-In Clean',
    'Deep Cleaning',
    'Post-Event Cleanup',
    'Routine Clean',
    'Commercial Cleaning',
  ]);
  await expect(page).toHaveTitle('One-Time Home Cleaning in Canada | MapleShine');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'hello@mapleshine.ca' }),
  ).toBeVisible();
  await keepScreenshot(page, { path: 'test-results/home.png', fullPage: true });
});

test('the Services dropdown leads to a service page address', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Services' })
    .click();
  await page.getByRole('menuitem', { name: 'Routine Clean' }).click();
  await expect(page).toHaveURL(/\/service-detail\/routine-clean$/);
});

test('an unknown address shows the Page Not Found screen, answered 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page Not Found.' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found | MapleShine');
});

test('following a link starts the next page at the top', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Deep Cleaning' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
