import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '#tests/support/e2e-axe.ts';
import { newCustomer, paidBooking, type BookingPlace } from '#tests/support/e2e-bookings.ts';
import { signInAsOperator } from '#tests/support/e2e-operator.ts';
import { press } from '#tests/support/e2e-press.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

/*
 * The console's plan page (issue 45, decision 145) at both widths: a customer buys a regular
 * cleaning as the wizard sells it, and an operator opens it from the list and reads its facts,
 * visits and history, each a table that scrolls in its own box on a phone, never the page. Each
 * width buys Edmonton mornings of its own (no other spec books Edmonton).
 */

const PLACE: BookingPlace = {
  city: 'Edmonton',
  timeZone: 'America/Edmonton',
  address: '10150 Jasper Ave NW, Edmonton, AB T5J 1W4',
  postalCode: 'T5J 1W4',
};

/** The page is no wider than the window, and a table's box scrolls instead when it must. */
async function widths(page: Page, box: string) {
  return page.evaluate((name) => {
    const group = document.querySelector<HTMLElement>(`[role="group"][aria-label="${name}"]`);
    return {
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
      box: group?.clientWidth ?? 0,
      table: group?.scrollWidth ?? 0,
    };
  }, box);
}

test('an operator opens a regular cleaning from the list and reads its visits and history', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const width = atWidth({ desktop: 'desktop', phone: 'phone' });
  const api = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const customer = await newCustomer(api, `admin-plans-${width}`);
  const bookingNo = await paidBooking(
    api,
    customer,
    PLACE,
    atWidth({ desktop: 40, phone: 41 }),
    { from: '9:00AM', until: '1:00PM' },
    'pm_card_visa',
    { everyWeeks: 2 },
  );
  await api.dispose();

  await signInAsOperator(page);
  await page.goto('/admin/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Regular cleanings' })).toBeVisible({
    timeout: 10_000,
  });
  await press(
    page.getByRole('link', { name: `Open the regular cleaning of ${customer.fullName}` }).first(),
  );
  await expect(page.getByRole('heading', { level: 1, name: /^Regular cleaning \d+$/ })).toBeVisible(
    { timeout: 10_000 },
  );
  await expect(page.getByRole('rowheader', { name: 'City' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Schedule Every 2 weeks · / })).toBeVisible();

  const visits = page.getByRole('table', { name: 'Visits' });
  await expect(visits.getByRole('columnheader')).toHaveText(['Date', 'Booking', 'Status', 'Price']);
  await expect(visits.getByRole('link', { name: bookingNo })).toBeVisible();
  // The heading row and the first visit (the later ones are written five weeks ahead).
  expect(await visits.getByRole('row').count()).toBeGreaterThanOrEqual(2);
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.getByRole('columnheader')).toHaveText(['When', 'Change', 'By', 'Reason']);
  await expect(
    history.getByRole('cell', { name: 'Started the regular cleaning', exact: true }),
  ).toBeVisible();
  await expect(history.getByRole('cell', { name: 'The customer', exact: true })).toBeVisible();

  // The page never scrolls sideways; on a phone the visits' box does, and the keyboard reaches it.
  const measured = await widths(page, 'Visits');
  expect(measured.page).toBeLessThanOrEqual(measured.window);
  if (width === 'phone') expect(measured.table).toBeGreaterThan(measured.box);
  else expect(measured.table).toBe(measured.box);
  await expect(page.getByRole('group', { name: 'Visits' })).toHaveAttribute('tabindex', '0');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/admin-plan-${width}.png`, fullPage: true });

  // The booking link opens the visit's booking in the console.
  await press(visits.getByRole('link', { name: bookingNo }));
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${bookingNo}` })).toBeVisible({
    timeout: 10_000,
  });
});
