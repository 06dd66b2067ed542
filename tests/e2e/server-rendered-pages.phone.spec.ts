import { expect, test, type Page } from '@playwright/test';

// Decision 059 at phone size (390 × 844, touch): /services and /about-us arrive rendered, the app
// takes them over without an error, and a tap then goes where it says.

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('mapleshine:hydrated', () => {
      document.documentElement.dataset.testHydrated = 'yes';
    });
  });
});

test("/services is taken over without an error, and a card's READ MORE opens its service", async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/services');
  await expect(page.locator('#first-page-data')).toHaveCount(1);
  await page.waitForSelector('html[data-test-hydrated="yes"]');
  await page.getByRole('link', { name: 'READ MORE: Routine Clean' }).tap();
  await expect(page).toHaveURL(/\/service-detail\/routine-clean$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Routine Clean' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('/about-us is taken over without an error, and its contact form link opens it', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/about-us');
  await expect(page.locator('#first-page-data')).toHaveCount(1);
  await page.waitForSelector('html[data-test-hydrated="yes"]');
  await page.getByRole('link', { name: 'contact form' }).tap();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
});
