import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  demoContractorEmail,
  demoContractorName,
} from '#server/db/seed/accounts.ts';
import { seriousAxeViolations } from './e2e-axe.ts';
import { press } from './e2e-press.ts';
import { atWidth, type PerWidth } from './e2e-width.ts';
import { openConsoleSection, signInAsOperator } from './e2e-operator.ts';
import { keepScreenshot } from './e2e-screenshot.ts';

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

async function openJobsOf(api: APIRequestContext, email: string) {
  const login = await api.post('/api/auth/login', {
    data: { vEmail: email, vPassword: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const answer = await api.post('/api/contractor/get_contractor_Job', {
    data: { eStatus: 'Open' },
  });
  return { status: answer.status(), data: ((await answer.json()) as { data?: unknown[] }).data };
}

async function publicReviewNames(api: APIRequestContext) {
  const answer = await api.post('/api/review/get_all_data', { data: { eType: 'Customer' } });
  return ((await answer.json()) as { data: { vName: string; tDescription: string }[] }).data;
}

/** The console's dialog asking why, with the reason filled in. */
async function confirmWithReason(page: Page, dialogName: string, reason: string) {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
  return dialog;
}

/**
 * The console's Cleaners and Reviews (decision 049), run by admin-people.spec.ts at both widths
 * (the phone at 390×844, touch). Each width works on its own demo cleaner and review, and puts
 * them back as they were.
 */
export function adminPeopleTests(data: PerWidth<{ tag: string; city: string; review: number }>) {
  test('an operator pauses a cleaner, who then sees no open jobs and is told why, and resumes them', async ({
    page,
    request,
    browser,
  }) => {
    const { tag, city } = atWidth(data);
    const email = demoContractorEmail(city);
    const name = demoContractorName(city);
    await signInAsOperator(page);
    await openConsoleSection(page, 'Cleaners', 'Cleaners');
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByRole('textbox', { name: 'Name or e-mail' }).fill(email);
    await press(filters.getByRole('button', { name: 'Apply' }));
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible({ timeout: 10_000 });
    await settled(page);
    await keepScreenshot(page, { path: `test-results/${tag}-cleaners.png`, fullPage: true });

    await press(page.getByRole('button', { name: `Pause ${name}` }));
    const dialog = await confirmWithReason(page, `Pause ${name}?`, 'Two no-shows this month.');
    await expect(dialog).toHaveCSS('opacity', '1');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `test-results/${tag}-pause-dialog.png` });
    await press(dialog.getByRole('button', { name: 'Pause', exact: true }));
    await expect(
      page.getByText('The cleaner is paused: they see no open jobs until resumed.'),
    ).toBeVisible({ timeout: 10_000 });
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Resume ${name}` })).toBeVisible();

    expect(await openJobsOf(request, email)).toEqual({ status: 200, data: [] });
    // The cleaner, on their own phone or desk, is told on Jobs, where they would look for work.
    const { viewport, hasTouch, isMobile, baseURL } = test.info().project.use;
    const cleaner = await browser.newContext({ viewport, hasTouch, isMobile, baseURL });
    try {
      const cleanerPage = await cleaner.newPage();
      await cleanerPage.goto('/login');
      const login = cleanerPage.getByRole('form', { name: 'Welcome Back' });
      await login.getByRole('textbox', { name: 'Email' }).fill(email);
      await login.getByLabel(/^Password/).fill(DEMO_PASSWORD);
      await press(login.getByRole('button', { name: 'Log In' }));
      await expect(cleanerPage).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
      const paused = (on: Page) =>
        on.getByRole('alert').filter({ hasText: 'Your account is paused' });
      await expect(paused(cleanerPage)).toBeVisible({ timeout: 10_000 });
      await cleanerPage.goto('/jobs');
      const notice = paused(cleanerPage);
      await expect(notice).toContainText(
        'New jobs are not shown to you while it is paused. The jobs you have accepted are still yours.',
        { timeout: 10_000 },
      );
      expect(await seriousAxeViolations(cleanerPage)).toEqual([]);
      await keepScreenshot(cleanerPage, { path: `test-results/${tag}-paused-cleaner-jobs.png` });
    } finally {
      await cleaner.close();
    }

    await press(page.getByRole('link', { name }));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('region', { name: 'Pay', exact: true })).toBeVisible();
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `test-results/${tag}-cleaner-page.png`, fullPage: true });

    await press(page.getByRole('button', { name: 'Resume' }));
    const resume = await confirmWithReason(page, `Resume ${name}?`, 'Talked it over.');
    await press(resume.getByRole('button', { name: 'Resume', exact: true }));
    await expect(page.getByText('The cleaner is resumed: they see open jobs again.')).toBeVisible({
      timeout: 10_000,
    });
    await expect(resume).toBeHidden();
    await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  });

  test('an operator hides a review, which leaves the public reviews at once, and publishes it again', async ({
    page,
    request,
  }) => {
    const { tag, review } = atWidth(data);
    // Only a review whose opening words no other shares: the journeys may each have left one.
    const opening = (text: string) => text.slice(0, 60);
    const shown = (await publicReviewNames(request)).filter(
      (candidate, _, all) =>
        all.filter((other) => opening(other.tDescription) === opening(candidate.tDescription))
          .length === 1,
    );
    const target = shown[review];
    if (!target) throw new Error('not enough seeded reviews');
    await signInAsOperator(page);
    await openConsoleSection(page, 'Reviews', 'Reviews');
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters
      .getByRole('textbox', { name: 'Author or text' })
      .fill(target.tDescription.slice(0, 60));
    await press(filters.getByRole('button', { name: 'Apply' }));
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible({ timeout: 10_000 });
    await settled(page);
    await keepScreenshot(page, { path: `test-results/${tag}-reviews.png`, fullPage: true });

    await press(page.getByRole('button', { name: /^Hide the review by / }));
    const dialog = await confirmWithReason(page, 'Hide this review?', 'Names a street.');
    await expect(dialog).toHaveCSS('opacity', '1');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `test-results/${tag}-hide-dialog.png` });
    await press(dialog.getByRole('button', { name: 'Hide', exact: true }));
    await expect(page.getByText('The review is hidden from every public page.')).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByText('Reason: Names a street.')).toBeVisible();
    const after = await publicReviewNames(request);
    expect(after.map((one) => one.tDescription)).not.toContain(target.tDescription);

    await press(page.getByRole('button', { name: /^Publish the review by / }));
    const publish = await confirmWithReason(page, 'Publish this review again?', 'Street removed.');
    await press(publish.getByRole('button', { name: 'Publish', exact: true }));
    await expect(page.getByText('The review is published again.')).toBeVisible({ timeout: 10_000 });
    const again = await publicReviewNames(request);
    expect(again.map((one) => one.tDescription)).toContain(target.tDescription);
  });

  test('an operator adds an FAQ entry, unpublishes it, and opens a blog post to edit', async ({
    page,
    request,
  }) => {
    const { tag } = atWidth(data);
    const question = `Do you clean ${tag} balconies?`;
    const publicQuestions = async () => {
      const answer = await request.post('/api/faq/get_all_data', { data: { eType: 'Customer' } });
      return ((await answer.json()) as { data: { vQuestion: string }[] }).data.map(
        (faq) => faq.vQuestion,
      );
    };
    await signInAsOperator(page);
    await openConsoleSection(page, 'Content', 'Content');
    await settled(page);
    await press(page.getByRole('button', { name: 'New FAQ entry' }));
    const editor = page.getByRole('dialog', { name: 'New FAQ entry' });
    // Exact names: the French fields beside them are "Question in French", "Answer in French".
    await editor.getByRole('textbox', { name: 'Question', exact: true }).fill(question);
    await editor
      .getByRole('textbox', { name: 'Answer', exact: true })
      .fill('Yes, sweep and wipe included.');
    await expect(editor).toHaveCSS('opacity', '1');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `test-results/${tag}-faq-editor.png` });
    await press(editor.getByRole('button', { name: 'Save' }));
    await expect(page.getByText('The FAQ entry is saved.')).toBeVisible({ timeout: 10_000 });
    expect(await publicQuestions()).toContain(question);

    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByRole('textbox', { name: 'Search' }).fill(question);
    await press(filters.getByRole('button', { name: 'Apply' }));
    await expect(page.getByText('Showing 1–1 of 1')).toBeVisible({ timeout: 10_000 });
    await press(page.getByRole('button', { name: 'Unpublish' }));
    await expect(
      page.getByText('The FAQ entry is unpublished: it no longer shows on the site.'),
    ).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeVisible({
      timeout: 10_000,
    });
    expect(await publicQuestions()).not.toContain(question);
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `test-results/${tag}-faq.png`, fullPage: true });

    await press(page.getByRole('tab', { name: 'Blog posts' }));
    await expect(page).toHaveURL(/\/admin\/content\/blog$/);
    await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible({ timeout: 10_000 });
    await settled(page);
    await keepScreenshot(page, { path: `test-results/${tag}-blog-posts.png`, fullPage: true });
    await press(page.getByRole('button', { name: 'Edit' }).first());
    const post = page.getByRole('dialog', { name: 'Edit blog post' });
    await expect(post.getByRole('textbox', { name: 'Title', exact: true })).not.toHaveValue('');
    await expect(post).toHaveCSS('opacity', '1');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `test-results/${tag}-blog-editor.png` });
    await press(post.getByRole('button', { name: 'Cancel' }));
    await expect(post).toBeHidden();
  });
}
