import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '#tests/support/e2e-axe.ts';
import { cleanedByCalgarysCleaner } from '#tests/support/e2e-admin-bookings.ts';
import { cityDay, payingCustomer, paidCalgaryBooking } from '#tests/support/e2e-bookings.ts';
import { openConsoleSection, signInAsOperator } from '#tests/support/e2e-operator.ts';
import { press } from '#tests/support/e2e-press.ts';
import { atWidth, thisWidth } from '#tests/support/e2e-width.ts';

/*
 * Issue 43's ledger (decision 132), at both widths (each on its own server, on a Calgary day of
 * its own): a booking is paid and cleaned through the API, then an operator reads this month's
 * ledger per day and city, with Calgary's row, and the booking's own movements on its page (the
 * hold placed, the cleaning charged) with the line that says they reconcile. The report's days are
 * the city's and the range first shown is the operator's month: Calgary's row is asked for by the
 * days around Calgary's today, which holds at any hour (on the 1st, UTC is a month ahead of it).
 */

test('an operator reads the ledger per day and city and a booking’s movements', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(2 * 60_000);
  const { tag, daysAhead } = atWidth({
    desktop: { tag: 'ledger-desktop', daysAhead: 3 },
    phone: { tag: 'ledger-phone', daysAhead: 4 },
  });
  const customer = await payingCustomer(page.request, tag);
  const bookingNo = await paidCalgaryBooking(page.request, customer, daysAhead);
  const cleaner = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  try {
    await cleanedByCalgarysCleaner(cleaner, bookingNo);
  } finally {
    await cleaner.dispose();
  }

  await signInAsOperator(page);
  await openConsoleSection(page, 'Ledger', 'Ledger');
  await expect(page).toHaveTitle('Ledger | MapleShine');
  const form = page.getByRole('form', { name: 'Days to show' });
  const today = await page.evaluate(() => new Intl.DateTimeFormat('en-CA').format(new Date()));
  await expect(form.getByLabel(/^From/)).toHaveValue(`${today.slice(0, 8)}01`);
  await expect(form.getByLabel(/^To/)).toHaveValue(today);
  await form.getByLabel(/^From/).fill(cityDay('America/Edmonton', -1));
  await form.getByLabel(/^To/).fill(cityDay('America/Edmonton', 0));
  await press(form.getByRole('button', { name: 'Show' }));
  const table = page.getByRole('group', { name: 'The ledger per day and city' });
  await expect(table.getByRole('cell', { name: 'Calgary', exact: true }).first()).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByTestId('ledger-summary')).toContainText(
    /^From .+: charged \$[\d,]+\.\d\d/,
  );
  await expect(table.getByRole('row').last()).toContainText('Total');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/ledger-${thisWidth()}-report.png`, fullPage: true });

  // A range that ends before it starts: the server's reason, in words.
  await form.getByLabel(/^From/).fill('2026-12-31');
  await form.getByLabel(/^To/).fill('2026-12-01');
  await press(form.getByRole('button', { name: 'Show' }));
  // In the page, not the sign-in's toasts ("Login successful.", "Code accepted.") that may still
  // show when this is the worker's first sign-in through the form.
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'The ledger could not be shown: The start of the range (2026-12-31) comes after its end (2026-12-01). Please swap them.',
  );

  await openConsoleSection(page, 'Bookings', 'Bookings');
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'Booking number' }).fill(bookingNo);
  await press(filters.getByRole('button', { name: 'Apply' }));
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible({ timeout: 10_000 });
  await press(page.getByRole('link', { name: `Open booking ${bookingNo}` }));
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${bookingNo}` })).toBeVisible({
    timeout: 10_000,
  });
  const ledger = page.getByRole('region', { name: 'Ledger' });
  const rows = ledger.getByRole('group', { name: 'The booking’s ledger' }).getByRole('row');
  await expect(rows).toHaveCount(3, { timeout: 10_000 });
  await expect(rows.nth(1)).toContainText('Hold placed');
  await expect(rows.nth(2)).toContainText('Cleaning charged');
  await expect(ledger.getByTestId('booking-ledger-check')).toContainText(
    /^Reconciles: customer \$[\d,]+\.\d\d = tax /,
  );
  await ledger.scrollIntoViewIfNeeded();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/ledger-${thisWidth()}-booking.png`, fullPage: true });
});
