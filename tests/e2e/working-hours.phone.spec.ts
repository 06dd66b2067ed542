import { expect, test } from '@playwright/test';
import { press } from '#tests/support/e2e-press.ts';
import {
  askForDay,
  cleanerApi,
  openWorkingHours,
  quoteThroughApi,
  readHours,
  restoreHours,
  saturdayAhead,
  saturdayRefusal,
  saveHours,
} from '#tests/support/e2e-working-hours.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';

// Issue 25's "done when" on a phone: the cleaner takes one Saturday off in the calendar of days
// off (the desktop spec switches Saturdays off). Toronto: a city no other spec books.
const CITY = 'Toronto';

/** "5 December 2026": the label Mantine's calendar gives a day, from YYYY-MM-DD. */
function calendarDay(day: string): RegExp {
  const date = new Date(`${day}T00:00:00Z`);
  const month = date.toLocaleString('en-CA', { month: 'long', timeZone: 'UTC' });
  return new RegExp(`^${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`);
}

test('a cleaner on a phone takes a Saturday off; a customer asking for it is told when the next cleaner is free', async ({
  page,
  browser,
  playwright,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const cleaner = await playwright.request.newContext({ baseURL });
  const customerApi = await playwright.request.newContext({ baseURL });
  await cleanerApi(cleaner, CITY);
  const before = await readHours(cleaner);
  const saturday = saturdayAhead(before.vTimeZone, 6);
  try {
    const quoted = await quoteThroughApi(customerApi, CITY, saturday);
    expect(quoted.status, quoted.body.message).toBe(200);

    await openWorkingHours(page, CITY);
    await expect(page.getByText(`Times are in ${CITY} time (America/Toronto).`)).toBeVisible();
    const daysOff = page.getByRole('region', { name: 'Days off' });
    const day = calendarDay(saturday);
    while (!(await daysOff.getByRole('button', { name: day }).isVisible())) {
      await press(daysOff.getByRole('button', { name: 'Next month' }));
    }
    await press(daysOff.getByRole('button', { name: day }));
    await press(daysOff.getByRole('button', { name: /^Add days off/ }));
    const listed = daysOff.getByRole('list', { name: 'Days off' });
    await expect(listed.getByRole('listitem')).toHaveText([day]);
    await keepScreenshot(page, {
      path: 'test-results/screens/working-hours-day-off-phone.png',
      fullPage: true,
    });
    await saveHours(page);

    const customer = await askForDay(browser, CITY, saturday);
    await expect(customer.details.getByText(saturdayRefusal(CITY, saturday))).toBeVisible({
      timeout: 10_000,
    });
    await keepScreenshot(customer.page, {
      path: 'test-results/screens/working-hours-refusal-phone.png',
    });
    await customer.context.close();
  } finally {
    await restoreHours(cleaner, before);
    await cleaner.dispose();
    await customerApi.dispose();
  }
});
