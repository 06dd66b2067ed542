import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoContractorEmail, demoCustomer } from '#server/db/seed/accounts.ts';
import { notFoundLabels } from '#shared/catalogue/en-CA/not-found.ts';
import { seriousAxeViolations } from './e2e-axe.ts';
import { onPhone, press } from './e2e-press.ts';
import { keepScreenshot } from './e2e-screenshot.ts';

/*
 * Decision 061, run by admin-not-found.spec.ts at both widths: a customer or a cleaner at the
 * console's addresses gets the site's Page Not Found page (404 from the server, the header with
 * its menu and the footer), as at any address that names nothing.
 */

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Welcome Back' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await press(form.getByRole('button', { name: 'Log In' }));
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 10_000 });
}

export function adminNotFoundTests() {
  for (const [who, email, path] of [
    ['customer', demoCustomer.email, '/admin'],
    ['cleaner', demoContractorEmail('Calgary'), '/admin/bookings/B-1'],
  ] as const) {
    test(`a ${who} at ${path} gets the site's Page Not Found page with its header and footer`, async ({
      page,
    }) => {
      await logIn(page, email);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const heading = page.getByRole('heading', {
        level: 1,
        name: notFoundLabels.NOT_FOUND_HEADING,
      });
      await expect(heading).toBeVisible({ timeout: 10_000 });
      await expect(page).toHaveTitle('Page Not Found | MapleShine');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await keepScreenshot(page, {
        path: `test-results/screens/${test.info().project.name}/admin-not-found-${who}.png`,
        fullPage: true,
      });
      // The header works there as anywhere: on a phone its drawer opens; its Back Home leads home.
      if (onPhone()) {
        await press(page.getByRole('button', { name: 'Open menu' }));
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.keyboard.press('Escape');
      }
      await press(page.getByRole('main').getByRole('link', { name: notFoundLabels.BACK_HOME }));
      await expect(page).toHaveURL(/\/$/);
    });
  }
}
