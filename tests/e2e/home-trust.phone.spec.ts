import { expect, test, type Locator } from '@playwright/test';
import { axeFindings } from '../support/e2e-axe.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';

/** Wholly inside the first screen, without scrolling. */
async function expectAboveTheFold(locator: Locator, viewportHeight: number) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'has a box').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewportHeight);
}

test('the home page answers what, where, for how much and why trust it in the first screen', async ({
  page,
}) => {
  await page.goto('/');
  const height = page.viewportSize()!.height;
  const hero = page.getByRole('region', { name: 'Home cleaning in eight Canadian cities' });
  await expectAboveTheFold(
    hero.getByRole('heading', { level: 1, name: 'Home cleaning in eight Canadian cities' }),
    height,
  );
  await expectAboveTheFold(hero.getByText(/^Brampton · Calgary · Edmonton/), height);
  await expectAboveTheFold(hero.getByText(/^From \$\d+\.\d{2} before tax$/), height);
  await expectAboveTheFold(
    hero.getByRole('img', { name: /^Rated \d\.\d out of 5 from \d+ reviews$/ }),
    height,
  );
  await expectAboveTheFold(hero.getByText('Vetted, background-checked cleaners'), height);
  await expectAboveTheFold(hero.getByRole('link', { name: 'Book Now' }), height);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await keepScreenshot(page, { path: 'test-results/trust/home-390.png', fullPage: true });
});

test('a service page shows its from-price with Book Now and its checklist at phone size', async ({
  page,
}) => {
  await page.goto('/deep-cleaning');
  const main = page.getByRole('main');
  await expect(main.getByText('From $125.00 before tax')).toBeVisible();
  const checklist = main.getByRole('region', { name: 'What is included' });
  await expect(checklist.getByRole('listitem')).toHaveCount(8);
  expect(await axeFindings(page)).toEqual([]);
  await keepScreenshot(page, { path: 'test-results/trust/deep-cleaning-390.png', fullPage: true });
});
