import { expect, test, type Route } from '@playwright/test';
import { onlyAt } from '#tests/support/e2e-width.ts';
import { builtChunksNamed } from '#tests/support/e2e-built-chunks.ts';

onlyAt('desktop', 'each test sets its own width, 390 and 1280 px');

/**
 * The form pages paint their heading with a skeleton in the form's place, and the form (its own
 * chunk, with XState and @mantine/form) arrives after the first paint. The skeleton's height is a
 * figure measured in Chromium: these checks say when a form's change needs it measured again.
 */
const formPages = [
  { path: '/login', heading: 'Welcome Back', loading: 'Loading the login form' },
  { path: '/register', heading: 'Create Your Account', loading: 'Loading the registration form' },
  {
    path: '/forgot-password',
    heading: 'Forgot Your Password?',
    loading: 'Loading the forgotten-password form',
  },
  {
    path: '/reset-password/e2e-live-code',
    heading: 'Choose a New Password',
    loading: 'Loading the new-password form',
    // The page shows its form only for a link the server says can still be used.
    liveResetLink: true,
  },
  {
    path: '/contractor-application',
    heading: 'Contractor Application',
    loading: 'Loading the application form',
  },
];

/** A phone and a desktop: the forms' fields sit side by side from Mantine's `xs` (576 px). */
const widths = [390, 1280];

for (const formPage of formPages) {
  for (const width of widths) {
    test(`${formPage.path} at ${width} px shows its heading first, then its form in the skeleton's place`, async ({
      page,
    }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.setViewportSize({ width, height: 900 });
      // Hold the form's chunk until the skeleton has been measured.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      if ('liveResetLink' in formPage) {
        await page.route('**/api/auth/reset-password/check', (route) =>
          route.fulfill({
            json: {
              code: 200,
              message: 'This reset link can be used.',
              data: { passwordMinLength: 6 },
            },
          }),
        );
      }
      const formChunks = builtChunksNamed(/-form-with-submit$/);
      await page.route(
        (url) => formChunks.includes(url.pathname),
        async (route: Route) => {
          await held;
          await route.continue();
        },
      );

      await page.goto(formPage.path);
      await expect(
        page.getByRole('heading', { level: 1, name: formPage.heading, exact: true }),
      ).toBeVisible();
      const skeleton = page.getByLabel(formPage.loading, { exact: true });
      // Polled: on /contractor-application the skeleton shown while the cities load is swapped
      // for the same skeleton as the Suspense fallback, and a box read mid-swap is null.
      let skeletonBox: Awaited<ReturnType<typeof skeleton.boundingBox>> = null;
      await expect
        .poll(async () => {
          skeletonBox = await skeleton.boundingBox();
          return skeletonBox;
        })
        .not.toBeNull();

      release();
      const form = page.getByRole('form', { name: formPage.heading });
      await expect(form).toBeVisible();
      await expect(skeleton).toHaveCount(0);
      const formBox = await form.boundingBox();
      expect(formBox).not.toBeNull();
      expect(Math.abs(formBox!.y - skeletonBox!.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(formBox!.height - skeletonBox!.height)).toBeLessThanOrEqual(2);
      expect(errors).toEqual([]);
    });
  }
}

test('/contractor-application shows the consent checkbox enabled, with its label beside it', async ({
  page,
}) => {
  await page.goto('/contractor-application');
  const consent = page.getByRole('checkbox', { name: /^I consent to a background check/ });
  await expect(consent).toBeEnabled();
  const checkbox = await consent.boundingBox();
  const label = await page.getByText(/^I consent to a background check/).boundingBox();
  if (!checkbox || !label) throw new Error('the checkbox or its label is not on screen');
  expect(label.x).toBeGreaterThanOrEqual(checkbox.x + checkbox.width);
  expect(label.y).toBeLessThan(checkbox.y + checkbox.height);
});
