import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoOperator } from '#server/db/seed/accounts.ts';
import { onPhone, press } from './e2e-press.ts';

export const OPERATOR_EMAIL = demoOperator.email;
export const OPERATOR_NAME = demoOperator.fullName;

/**
 * Signs in as the seeded demo operator through /login, as an operator does, and waits for the
 * console's home at /admin (decision 047). `from` is a console path to come back to instead.
 */
export async function signInAsOperator(page: Page, from?: string) {
  await page.goto(from ?? '/login');
  if (from) await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
  const form = page.getByRole('form', { name: 'Welcome Back' });
  await form.getByRole('textbox', { name: 'Email' }).fill(OPERATOR_EMAIL);
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await press(form.getByRole('button', { name: 'Log In' }));
  const landing = from ?? '/admin';
  await expect(page).toHaveURL(new RegExp(`${landing.replace(/[/?]/g, '\\$&')}$`), {
    timeout: 10_000,
  });
  await expect(page.getByText(`Signed in as ${OPERATOR_NAME}`)).toBeVisible({ timeout: 10_000 });
}

/** The console's navigation: beside the page on a desktop, in the drawer of a phone (opened). */
export async function consoleNavigation(page: Page): Promise<Locator> {
  if (!onPhone()) return page.getByRole('navigation', { name: 'Console' });
  await press(page.getByRole('button', { name: 'Toggle navigation' }));
  return page.getByRole('dialog').getByRole('navigation', { name: 'Console' });
}

/** Opens a console section from its navigation and waits for its heading. */
export async function openConsoleSection(page: Page, link: string, heading: string) {
  await press((await consoleNavigation(page)).getByRole('link', { name: link, exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 10_000,
  });
}
