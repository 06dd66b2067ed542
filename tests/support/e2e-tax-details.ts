import { expect, type Page } from '@playwright/test';
import { press } from './e2e-press.ts';

/** Signs in through the login form; the dashboard opens. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Welcome Back' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await press(form.getByRole('button', { name: 'Log In' }));
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
}
