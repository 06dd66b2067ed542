import { expect, test, type Locator } from '@playwright/test';
import { onlyAt } from '#tests/support/e2e-width.ts';

onlyAt('phone', 'the arrows and a card at rest share a 390 px slider');

/**
 * The testimonial carousels on a phone: the previous and next buttons must leave the review text
 * readable, and a card at rest must fit the slider, not run past its edge.
 */
const carousels = [
  { path: '/', heading: 'What Our Customers Say', region: 'What Our Customers Say' },
  {
    path: '/move-out-in-cleaning-edmonton',
    heading: 'What Edmonton Customers Say',
    region: 'Customer testimonials',
  },
];

type Box = { x: number; y: number; width: number; height: number };

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const carousel of carousels) {
  test(`${carousel.path}: the testimonial arrows cover no review, and Next brings the next one whole`, async ({
    page,
  }) => {
    // The Edmonton slider stays still for visitors who ask for less motion, so positions are read at rest.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(carousel.path);
    // The home page loads its carousel as the section comes near the view.
    await page.getByRole('heading', { level: 2, name: carousel.heading }).scrollIntoViewIfNeeded();
    // The home page's section bears the same name as its carousel.
    const region = page
      .getByRole('region', { name: carousel.region })
      .and(page.locator('[aria-roledescription="carousel"]'));
    await expect(region).toBeVisible();
    const previous = region.getByRole('button', { name: 'Previous slide' });
    const next = region.getByRole('button', { name: 'Next slide' });
    const slides = region.getByRole('group');

    const viewport = await boxOf(region);
    for (const slide of [0, 1]) {
      if (slide === 1) {
        await next.click();
        // Read out in the page's words, by the carousel's own live region (Mantine's is hidden).
        await expect(page.getByRole('status').filter({ hasText: /^Slide 2 of \d+$/ })).toHaveCount(
          1,
        );
      }
      const card = slides.nth(slide).locator('figure');
      await expect.poll(async () => Math.round((await boxOf(card)).x - viewport.x)).toBe(0);
      const cardBox = await boxOf(card);
      expect(cardBox.x + cardBox.width).toBeLessThanOrEqual(viewport.x + viewport.width + 0.5);
      expect(overlap(cardBox, await boxOf(previous))).toBe(false);
      expect(overlap(cardBox, await boxOf(next))).toBe(false);
    }
  });
}

test('a French page reads the slide position out in French, and only once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/fr/move-out-in-cleaning-edmonton');
  const region = page.locator('[aria-roledescription="carousel"]');
  await region.scrollIntoViewIfNeeded();
  const position = page.getByRole('status').filter({ hasText: /^Diapositive \d+ sur \d+$/ });
  await expect(position).toHaveText(/^Diapositive 1 sur \d+$/);
  await region.getByRole('button', { name: 'Diapositive suivante' }).click();
  await expect(position).toHaveText(/^Diapositive 2 sur \d+$/);
  await expect(position).toHaveAttribute('aria-live', 'polite');
  // Mantine's English sentence is out of the accessibility tree.
  await expect(page.getByRole('status').filter({ hasText: /Slide \d+ of/ })).toHaveCount(0);
});

test('the moving slider keeps its position quiet until the visitor pauses it', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/move-out-in-cleaning-edmonton');
  const region = page.locator('[aria-roledescription="carousel"]');
  await region.scrollIntoViewIfNeeded();
  const position = page.getByRole('status').filter({ hasText: /^Slide \d+ of \d+$/ });
  await expect(position).toHaveAttribute('aria-live', 'off');
  await page.getByRole('button', { name: 'Pause testimonials' }).click();
  await expect(position).toHaveAttribute('aria-live', 'polite');
});
