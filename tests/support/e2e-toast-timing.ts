import { expect, type Page } from '@playwright/test';

export const CONTACT_THANKS = 'Thank you for contacting us. We will get back to you soon.';

declare global {
  interface Window {
    toastSeen?: { shown: number | null; hidden: number | null };
  }
}

/**
 * Sends the contact form and returns how long its "Thank you" toast stayed fully shown (opacity
 * 1), read in the page every animation frame, so the test's own round trips do not count.
 */
export async function contactToastShownMs(page: Page, press: 'click' | 'tap'): Promise<number> {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Full Name').fill('Amira Haddad');
  await form.getByLabel('Email').fill(`amira.toast.${Date.now()}@example.ca`);
  await form.getByLabel('Phone').fill('6135550199');
  await form.getByLabel('Message').fill('Do you clean in Orléans on Saturdays?');
  await page.evaluate((text) => {
    const seen: NonNullable<Window['toastSeen']> = { shown: null, hidden: null };
    window.toastSeen = seen;
    const watch = () => {
      const toast = [...document.querySelectorAll('[role="alert"]')].find((alert) =>
        alert.textContent?.includes(text),
      );
      const opaque = toast !== undefined && getComputedStyle(toast).opacity === '1';
      if (opaque && seen.shown === null) seen.shown = performance.now();
      if (!opaque && seen.shown !== null) seen.hidden = performance.now();
      if (seen.hidden === null) requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  }, CONTACT_THANKS);
  const send = form.getByRole('button', { name: 'Send Message' });
  await (press === 'tap' ? send.tap() : send.click());
  // The pointer leaves the toast's corner: a toast under the pointer waits, as it should.
  if (press === 'click') await page.mouse.move(0, 400);
  await expect(page.getByRole('alert').filter({ hasText: CONTACT_THANKS })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.toastSeen?.hidden ?? null), { timeout: 6000 })
    .not.toBeNull();
  const { shown, hidden } = await page.evaluate(() => window.toastSeen!);
  return hidden! - shown!;
}
