import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoCustomer } from '#server/db/seed/accounts.ts';
import { notFoundLabels } from '#shared/catalogue/en-CA/not-found.ts';
import { seriousAxeViolations } from './e2e-axe.ts';
import { onPhone, press } from './e2e-press.ts';
import { openConsoleSection, signInAsOperator } from './e2e-operator.ts';
import { keepScreenshot } from './e2e-screenshot.ts';

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

function shot(page: Page, name: string) {
  return keepScreenshot(page, {
    path: `test-results/screens/${test.info().project.name}/${name}.png`,
    fullPage: true,
  });
}

/**
 * The console's shell and guard (decision 047), run by admin-console.spec.ts at both widths
 * (on the phone, 390×844 with touch, the navigation is a drawer); the way back to a console page
 * after logging in, the same at every width, only by the phone's.
 */
export function adminConsoleTests() {
  test('an operator signs in at /login, lands on /admin and opens the audit log from the navigation', async ({
    page,
  }) => {
    await signInAsOperator(page, undefined, { throughForm: true });
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await openConsoleSection(page, 'Audit log', 'Audit log');
    await expect(page).toHaveURL(/\/admin\/audit-log$/);
    await expect(
      page.getByText(/^Showing \d+–\d+ of \d+$|^No operator action matches/),
    ).toBeVisible({ timeout: 10_000 });
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test('an operator creates a coupon, sees its redemptions and disables it', async ({ page }) => {
    const code = onPhone() ? 'CONSOLE-PHONE' : 'CONSOLE-DESK';
    await signInAsOperator(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Open jobs at risk' })).toBeVisible();
    await settled(page);
    await shot(page, 'admin-today');
    await openConsoleSection(page, 'Coupons', 'Coupons');
    await press(page.getByRole('button', { name: 'New coupon' }));
    const form = page.getByRole('dialog', { name: 'New coupon' });
    await form.getByRole('textbox', { name: 'Code' }).fill(code);
    await form.getByRole('textbox', { name: 'Amount' }).fill('120');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'admin-coupon-dialog');
    await press(form.getByRole('button', { name: 'Create coupon' }));
    await expect(page.getByText('A percent coupon cannot take more than 100%.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Amount' }).fill('15');
    await form.getByRole('textbox', { name: /^Last day/ }).fill('2099-12-31');
    await press(form.getByRole('button', { name: 'Create coupon' }));
    await expect(
      page.getByText(`Created ${code}: 15% off, in every city, until 2099-12-31.`),
    ).toBeVisible({ timeout: 10_000 });
    await expect(form).toBeHidden();

    await press(page.getByRole('button', { name: `Redemptions of ${code}` }));
    const redemptions = page.getByRole('dialog', { name: `Redemptions of ${code}` });
    await expect(redemptions.getByText('Nobody has used this coupon yet.')).toBeVisible();
    await press(redemptions.getByRole('button', { name: 'Close' }));
    await expect(redemptions).toBeHidden();

    await press(page.getByRole('button', { name: `Disable ${code}` }));
    await expect(page.getByText(`Disabled ${code}; it can no longer be used.`)).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByRole('button', { name: `Disable ${code}` })).toHaveCount(0);
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'admin-coupons');
  });

  test('a signed-out visitor at a console page logs in and comes back to it', async ({ page }) => {
    // The way back after the login form is the same at every width, and every other test here
    // signs in through that form at both: the phone's run follows it.
    test.skip(!onPhone(), 'the same redirect at every width: the phone run follows it');
    await signInAsOperator(page, '/admin/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  });

  test('a customer at /admin sees the not-found screen', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Welcome Back' });
    await form.getByRole('textbox', { name: 'Email' }).fill(demoCustomer.email);
    await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
    await press(form.getByRole('button', { name: 'Log In' }));
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await page.goto('/admin');
    await expect(
      page.getByRole('heading', { level: 1, name: notFoundLabels.NOT_FOUND_HEADING }),
    ).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('navigation', { name: 'Console' })).toHaveCount(0);
  });
}
