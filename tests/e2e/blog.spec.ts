import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoCustomer } from '#server/db/seed/accounts.ts';
import { watchFrames } from '#tests/support/e2e-frames.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';
import { onlyAt } from '#tests/support/e2e-width.ts';

const POST_TITLE = 'What to Clean Before You Unpack in a New Home';
const POST_PATH = '/blog-detail/what-to-clean-before-you-unpack';

test.describe(() => {
  onlyAt(
    'desktop',
    'the comment and the category filter work alike at every width; the phone pages in its own test',
  );

  test('a visitor reads a post, logs in as the seeded customer and adds a comment', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Cleaning Tips & News' }),
    ).toBeVisible();
    await page.getByRole('link', { name: `READ MORE: ${POST_TITLE}` }).click();
    await expect(page).toHaveURL(new RegExp(`${POST_PATH}$`));
    await expect(page.getByRole('heading', { level: 1, name: POST_TITLE })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
    const comments = page.getByRole('region', { name: /^Comments/ });
    await expect(comments.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');

    // The page's own fetch shares this cookie jar, so the login's session cookie signs it in.
    const login = await page.request.post('/api/auth/login', {
      data: { vEmail: demoCustomer.email, vPassword: DEMO_PASSWORD },
    });
    expect(login.status()).toBe(200);
    const { data } = (await login.json()) as {
      data: { vCustomerUniqueCode: string; iCustomerId: number };
    };
    await page.evaluate((session) => {
      sessionStorage.setItem('vCustomerUniqueCode', session.vCustomerUniqueCode);
      sessionStorage.setItem('iCustomerId', String(session.iCustomerId));
    }, data);
    await page.reload();

    const box = page.getByRole('textbox', { name: 'Leave a Comment' });
    await box.fill('Too short');
    await expect(page.getByText('Comment must be at least 50 characters long.')).toBeVisible();
    const comment =
      'Wiping the inside of every cupboard before the boxes came in saved us a second round of cleaning.';
    await box.fill(comment);
    await expect(page.getByText('Comment must be at least 50 characters long.')).toBeHidden();
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText('Comment Added Successfully.')).toBeVisible();
    await expect(box).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
    const newest = comments.getByRole('listitem').first();
    await expect(newest).toContainText(comment);
    // Signed as reviews are: first name and the last name's initial.
    await expect(newest).toContainText(`${demoCustomer.firstName} T.`);
    await expect(comments).not.toContainText(demoCustomer.lastName);
    // The toast leaves after 2 seconds.
    await expect(page.getByText('Comment Added Successfully.')).toBeHidden({ timeout: 5000 });
  });

  test('the blog listing pages through the posts and filters by category', async ({ page }) => {
    await page.goto('/blog');
    await expect(page.getByRole('article')).toHaveCount(9, { timeout: 10_000 });
    const pages = page.getByRole('navigation', { name: 'Blog pages' });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const frames = await watchFrames(page);
    await pages.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('article')).toHaveCount(5);
    // Page 2 shows from its top in every frame: never its foot while a scroll catches up.
    const secondPage = (await frames()).filter((frame) => frame.articles === 5);
    expect(new Set(secondPage.map((frame) => frame.scrollY))).toEqual(new Set([0]));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page).toHaveURL(/\?page=2$/);
    await keepScreenshot(page, { path: 'test-results/blog-page-2-desktop.png' });

    await page.getByRole('button', { name: 'Seasonal Care' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await page.getByRole('button', { name: 'Remove filter: Seasonal Care' }).click();
    await expect(page.getByRole('article')).toHaveCount(5);
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

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

test.describe(() => {
  onlyAt('phone', 'a long single column, paged from its foot by taps; the desktop pages above');

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
});
