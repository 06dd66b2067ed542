import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '#tests/support/e2e-axe.ts';
import { openConsoleSection, signInAsOperator } from '#tests/support/e2e-operator.ts';
import { newCleaner } from '#tests/support/e2e-new-cleaner.ts';
import { press } from '#tests/support/e2e-press.ts';

/*
 * Issue 43's payouts (decision 133), at both widths: a new cleaner signs in, sees the banner that
 * their earnings wait, sets up payouts on the offline stand-in's onboarding page (a bad number is
 * refused with its message, then a good account is accepted) and sees the account paid on their
 * dashboard; an operator opens the console's payouts.
 */

function shot(page: Page, name: string) {
  return page.screenshot({
    path: `/tmp/p-${name}-${test.info().project.name}.png`,
    fullPage: true,
  });
}

test('a new cleaner sets up payouts on the test onboarding page and sees the account paid', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const cleaner = await newCleaner(api);
  await api.dispose();

  await test.step('the cleaner signs in and sees the banner', async () => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Welcome Back' });
    await form.getByRole('textbox', { name: 'Email' }).fill(cleaner.email);
    await form.getByLabel(/^Password/).fill(cleaner.password);
    await press(form.getByRole('button', { name: 'Log In' }));
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    const banner = page.getByRole('status', { name: 'Set up payouts to get paid' });
    await expect(banner).toBeVisible({ timeout: 10_000 });
    await expect(
      banner.getByText(
        'Your earnings wait until you do. You can still accept jobs in the meantime.',
      ),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'banner');
    await press(banner.getByRole('button', { name: 'Set up payouts' }));
  });

  await test.step('a bad account number is refused with its message', async () => {
    await expect(page).toHaveURL(/\/payouts\/test-onboarding$/, { timeout: 10_000 });
    const form = page.getByRole('form', { name: 'Set up payouts' });
    await expect(form).toBeVisible({ timeout: 10_000 });
    await form.getByRole('textbox', { name: /Institution number/ }).fill('004');
    await form.getByRole('textbox', { name: /Transit number/ }).fill('12345');
    await form.getByRole('textbox', { name: /Account number/ }).fill('12345');
    await press(form.getByRole('button', { name: 'Save and continue' }));
    await expect(form.getByText('The account number has 7 to 12 digits.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Account number/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'onboarding-refused');
  });

  await test.step('a good account is accepted and the dashboard shows it', async () => {
    const form = page.getByRole('form', { name: 'Set up payouts' });
    await form.getByRole('textbox', { name: /Account number/ }).fill('0012346789');
    await press(form.getByRole('button', { name: 'Save and continue' }));
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByText('Payouts go to the account ending 6789.')).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByRole('status', { name: 'Set up payouts to get paid' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Update payout account' })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'account-line');
  });
});

test('an operator sees the payouts by state in the console', async ({ page }) => {
  test.setTimeout(90_000);
  await signInAsOperator(page);
  await openConsoleSection(page, 'Payouts', 'Payouts');
  const states = page.getByRole('group', { name: 'State' });
  await expect(states.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await press(states.getByRole('button', { name: /^Failed/ }));
  await expect(page).toHaveURL(/\/admin\/payouts\?state=failed$/);
  await expect(states.getByRole('button', { name: /^Failed/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shot(page, 'console');
});
