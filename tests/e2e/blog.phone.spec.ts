import { expect, test, type Page } from '@playwright/test';
import { watchFrames } from '#tests/support/e2e-frames.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';

/*
 * Paging through the blog on a phone, where the listing is one long column: a reader who taps a
 * page control at its foot must see the new page from its first post, in every frame.
 */

async function pressAtTheFoot(page: Page, name: string, articlesAfter: number) {
  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const frames = await watchFrames(page);
  await pages.getByRole('button', { name }).tap();
  await expect(page.getByRole('article')).toHaveCount(articlesAfter);
  const newPage = (await frames()).filter((frame) => frame.articles === articlesAfter);
  expect(new Set(newPage.map((frame) => frame.scrollY))).toEqual(new Set([0]));
}

test('tapping Next, Previous and a page number at the foot of /blog opens each page at its top', async ({
  page,
}) => {
  await page.goto('/blog');
  await expect(page.getByRole('article')).toHaveCount(9, { timeout: 10_000 });

  await pressAtTheFoot(page, 'Next', 5);
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cleaning Tips & News' }),
  ).toBeInViewport();
  await keepScreenshot(page, { path: 'test-results/blog-page-2-phone.png' });

  await pressAtTheFoot(page, 'Previous', 9);
  await expect(page).toHaveURL(/\/blog$/);
  await pressAtTheFoot(page, 'Page 2', 5);
  await expect(page).toHaveURL(/\?page=2$/);
});
