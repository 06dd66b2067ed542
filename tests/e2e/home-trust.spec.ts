import { expect, test, type Locator } from '@playwright/test';
import { axeFindings } from '../support/e2e-axe.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';
import { onlyAt } from '#tests/support/e2e-width.ts';

test.describe(() => {
  onlyAt(
    'desktop',
    "the about section's halves side by side, and the pictures at 1280 px; the phone's first screen is below",
  );

  test('the home page sells with figures the product holds, at desktop width', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Home cleaning in nine Canadian cities' });
    await expect(hero.getByText('From $84.00 before tax')).toBeVisible();
    const quote = hero.getByRole('figure', { name: 'Your quote: Routine Clean' });
    await expect(quote).toBeVisible();
    await expect(quote).toContainText('9:00AM - 11:00AM');

    // The about section's two halves sit side by side, both filled.
    const about = page.getByRole('region', { name: 'About MapleShine' });
    const text = about.getByRole('heading', { level: 2, name: 'About MapleShine' });
    const steps = about.getByRole('region', { name: 'How it works' });
    await steps.scrollIntoViewIfNeeded();
    const [left, right] = [await text.boundingBox(), await steps.boundingBox()];
    expect(right!.x).toBeGreaterThan(left!.x + left!.width);
    expect(right!.height).toBeGreaterThan(200);
    await expect(steps.getByRole('listitem')).toHaveCount(3);

    const cities = about.getByRole('region', { name: 'Where we clean' });
    await expect(cities.getByRole('listitem')).toHaveCount(9);
    await cities.getByRole('link', { name: /Edmonton/ }).click();
    await expect(page).toHaveURL(/\/move-out-in-cleaning-edmonton$/);
  });

  test('the home page and a service page pass axe and are saved for review', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('From $84.00 before tax')).toBeVisible();
    // Scroll through once so the sections that load near view are there for axe and the picture.
    await page.getByRole('region', { name: 'What Our Customers Say' }).scrollIntoViewIfNeeded();
    await expect(
      page
        .getByRole('region', { name: 'What Our Customers Say' })
        .getByRole('img', { name: /^Rated \d\.\d out of 5 from \d+ reviews$/ }),
    ).toBeVisible();
    // Back at the top: scrolled away, axe reads the hero's Book Now against the sticky header that
    // then covers it, a contrast no visitor sees.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    // Settled: every stylesheet the sections brought is in (a button caught before its chunk's CSS
    // arrived reads as white on cream).
    await page.waitForLoadState('networkidle');
    expect(await axeFindings(page)).toEqual([]);
    await keepScreenshot(page, { path: 'test-results/trust/home-1280.png', fullPage: true });

    await page.goto('/deep-cleaning');
    const main = page.getByRole('main');
    await expect(main.getByText('From $125.00 before tax')).toBeVisible();
    await expect(main.getByText('for a 1-bedroom, 1-bathroom home, about 2.5 hours')).toBeVisible();
    await expect(
      main.getByRole('region', { name: 'What is included' }).getByRole('listitem'),
    ).toHaveCount(8);
    expect(await axeFindings(page)).toEqual([]);
    await keepScreenshot(page, {
      path: 'test-results/trust/deep-cleaning-1280.png',
      fullPage: true,
    });
  });
});

/** Wholly inside the first screen, without scrolling. */
async function expectAboveTheFold(locator: Locator, viewportHeight: number) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, 'has a box').not.toBeNull();
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height).toBeLessThanOrEqual(viewportHeight);
}

test.describe(() => {
  onlyAt('phone', 'the first screen of a 390×844 phone, and the pictures at 390 px');

  test('the home page answers what, where, for how much and why trust it in the first screen', async ({
    page,
  }) => {
    await page.goto('/');
    const height = page.viewportSize()!.height;
    const hero = page.getByRole('region', { name: 'Home cleaning in nine Canadian cities' });
    await expectAboveTheFold(
      hero.getByRole('heading', { level: 1, name: 'Home cleaning in nine Canadian cities' }),
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
    await keepScreenshot(page, {
      path: 'test-results/trust/deep-cleaning-390.png',
      fullPage: true,
    });
  });
});
