import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoCustomer } from '#server/db/seed/accounts.ts';
import { notFoundLabels } from '#shared/labels/not-found.ts';
import { seriousAxeViolations } from './e2e-axe.ts';
import { press } from './e2e-press.ts';
import { openConsoleSection, signInAsOperator } from './e2e-operator.ts';

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * The console's shell and guard (decision 047), run by admin-console.spec.ts (desktop) and
 * admin-console.phone.spec.ts (390×844, touch: the navigation is a drawer).
 */
export function adminConsoleTests() {
  test('an operator signs in at /login, lands on /admin and opens the audit log from the navigation', async ({
    page,
  }) => {
    await signInAsOperator(page);
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

  test('a signed-out visitor at a console page logs in and comes back to it', async ({ page }) => {
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
