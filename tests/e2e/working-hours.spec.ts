import { expect, test } from '@playwright/test';
import { press } from '#tests/support/e2e-press.ts';
import {
  askForDay,
  cleanerApi,
  flip,
  openWorkingHours,
  quoteThroughApi,
  readHours,
  restoreHours,
  saturdayAhead,
  saturdayRefusal,
  saveHours,
} from '#tests/support/e2e-working-hours.ts';
import { onlyAt } from '#tests/support/e2e-width.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';

// Issue 25: at desktop width the cleaner switches Saturdays off in the week grid; on a phone the
// cleaner takes one Saturday off in the calendar of days off. Each width in a city no other spec
// books: Ottawa on the desktop, Toronto on the phone.
const DESKTOP_CITY = 'Ottawa';
const PHONE_CITY = 'Toronto';

/** "5 December 2026": the label Mantine's calendar gives a day, from YYYY-MM-DD. */
function calendarDay(day: string): RegExp {
  const date = new Date(`${day}T00:00:00Z`);
  const month = date.toLocaleString('en-CA', { month: 'long', timeZone: 'UTC' });
  return new RegExp(`^${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`);
}

test.describe(() => {
  onlyAt(
    'desktop',
    "the week grid's switches; the phone takes its Saturday off in the calendar below",
  );

  test('a cleaner switches Saturdays off; a customer asking for a Saturday is told when the next cleaner is free', async ({
    page,
    browser,
    playwright,
  }) => {
    const baseURL = test.info().project.use.baseURL;
    const cleaner = await playwright.request.newContext({ baseURL });
    const customerApi = await playwright.request.newContext({ baseURL });
    await cleanerApi(cleaner, DESKTOP_CITY);
    const before = await readHours(cleaner);
    const saturday = saturdayAhead(before.vTimeZone, 5);
    try {
      // Before the change the demo cleaner works that Saturday: it is quoted.
      const quoted = await quoteThroughApi(customerApi, DESKTOP_CITY, saturday);
      expect(quoted.status, quoted.body.message).toBe(200);

      await openWorkingHours(page, DESKTOP_CITY);
      await expect(
        page.getByText(`Times are in ${DESKTOP_CITY} time (America/Toronto).`),
      ).toBeVisible();
      const saturdaySwitch = page.getByRole('switch', { name: 'Works on Saturday' });
      await expect(saturdaySwitch).toBeChecked();
      await flip(saturdaySwitch);
      await expect(saturdaySwitch).not.toBeChecked();
      await expect(
        page.getByRole('region', { name: 'Saturday' }).getByText('Not working'),
      ).toBeVisible();
      await saveHours(page);
      await page.reload();
      await expect(page.getByRole('switch', { name: 'Works on Saturday' })).not.toBeChecked({
        timeout: 10_000,
      });

      const customer = await askForDay(browser, DESKTOP_CITY, saturday);
      await expect(customer.details.getByText(saturdayRefusal(DESKTOP_CITY, saturday))).toBeVisible(
        {
          timeout: 10_000,
        },
      );
      await keepScreenshot(customer.page, {
        path: 'test-results/screens/working-hours-refusal-desktop.png',
      });
      await customer.context.close();
    } finally {
      await restoreHours(cleaner, before);
      await cleaner.dispose();
      await customerApi.dispose();
    }
  });
});

test.describe(() => {
  onlyAt('phone', 'the calendar of days off, tapped; the desktop switches Saturdays off above');

  test('a cleaner on a phone takes a Saturday off; a customer asking for it is told when the next cleaner is free', async ({
    page,
    browser,
    playwright,
  }) => {
    const baseURL = test.info().project.use.baseURL;
    const cleaner = await playwright.request.newContext({ baseURL });
    const customerApi = await playwright.request.newContext({ baseURL });
    await cleanerApi(cleaner, PHONE_CITY);
    const before = await readHours(cleaner);
    const saturday = saturdayAhead(before.vTimeZone, 6);
    try {
      const quoted = await quoteThroughApi(customerApi, PHONE_CITY, saturday);
      expect(quoted.status, quoted.body.message).toBe(200);

      await openWorkingHours(page, PHONE_CITY);
      await expect(
        page.getByText(`Times are in ${PHONE_CITY} time (America/Toronto).`),
      ).toBeVisible();
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

      const customer = await askForDay(browser, PHONE_CITY, saturday);
      await expect(customer.details.getByText(saturdayRefusal(PHONE_CITY, saturday))).toBeVisible({
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
});
