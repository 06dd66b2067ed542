import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { axeFindings } from './e2e-axe.ts';
import { newCustomer, openMyBookings, paidCalgaryBooking } from './e2e-bookings.ts';
import { press } from './e2e-press.ts';
import { keepScreenshot } from './e2e-screenshot.ts';

/**
 * The cancel dialog words the card by the booking's payment state, and a cancelled booking moves
 * to "Cancelled bookings": a held booking (`heldDay`, within 5 days) and a saved-card one
 * (`savedDay`), the second cancelled. With SCREENS=1 its screenshots go to test-results/, named
 * by `tag`.
 */
export async function cancelJourney(
  page: Page,
  api: APIRequestContext,
  { tag, heldDay, savedDay }: { tag: string; heldDay: number; savedDay: number },
) {
  const customer = await newCustomer(api, tag);
  const held = await paidCalgaryBooking(api, customer, heldDay);
  const saved = await paidCalgaryBooking(api, customer, savedDay);
  await openMyBookings(page, customer);

  const upcoming = page.getByRole('region', { name: 'Upcoming bookings' });
  const heldCard = upcoming.getByRole('article', { name: held });
  await press(heldCard.getByRole('button', { name: 'Cancel Booking' }));
  let dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText(/The hold of \$\d+\.\d{2} on your card will be released\./);
  await expect(dialog).toContainText('A booking can be cancelled only before your cleaner starts.');
  expect(await axeFindings(page)).toEqual([]);
  await keepScreenshot(page, { path: `test-results/${tag}-dialog-held.png` });
  await press(dialog.getByRole('button', { name: 'Keep Booking' }));
  await expect(dialog).toBeHidden();

  await press(
    upcoming.getByRole('article', { name: saved }).getByRole('button', { name: 'Cancel Booking' }),
  );
  dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('Your saved card will not be charged.');
  await expect(dialog).not.toContainText('hold');
  // The dialog fades in; the picture is of the dialog as the customer reads it.
  await expect(dialog).toHaveCSS('opacity', '1');
  await keepScreenshot(page, { path: `test-results/${tag}-dialog-saved.png` });
  await press(dialog.getByRole('button', { name: 'Yes, Cancel' }));
  await expect(page.getByText('Booking cancelled.')).toBeVisible({ timeout: 10_000 });

  const cancelled = page.getByRole('region', { name: 'Cancelled bookings' });
  await expect(cancelled.getByRole('article', { name: saved })).toContainText('Cancelled');
  // The button that opened the dialog went with the booking: focus followed it, and stays.
  await expect(cancelled.getByRole('article', { name: saved })).toBeFocused();
  await page.waitForTimeout(300);
  await expect(cancelled.getByRole('article', { name: saved })).toBeFocused();
  await expect(
    page.getByRole('region', { name: 'Past bookings' }).getByRole('article', { name: saved }),
  ).toHaveCount(0);
  await expect(upcoming.getByRole('article', { name: held })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await keepScreenshot(page, { path: `test-results/${tag}-bookings.png`, fullPage: true });
}
