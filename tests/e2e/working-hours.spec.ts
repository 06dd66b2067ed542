import { expect, test } from '@playwright/test';
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
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';

// Issue 25 at desktop width: the cleaner switches Saturdays off in the week grid (the phone spec
// takes one Saturday off in the calendar). Ottawa: a city no other spec books.
const CITY = 'Ottawa';

test('a cleaner switches Saturdays off; a customer asking for a Saturday is told when the next cleaner is free', async ({
  page,
  browser,
  playwright,
}) => {
  const baseURL = test.info().project.use.baseURL;
  const cleaner = await playwright.request.newContext({ baseURL });
  const customerApi = await playwright.request.newContext({ baseURL });
  await cleanerApi(cleaner, CITY);
  const before = await readHours(cleaner);
  const saturday = saturdayAhead(before.vTimeZone, 5);
  try {
    // Before the change the demo cleaner works that Saturday: it is quoted.
    const quoted = await quoteThroughApi(customerApi, CITY, saturday);
    expect(quoted.status, quoted.body.message).toBe(200);

    await openWorkingHours(page, CITY);
    await expect(page.getByText(`Times are in ${CITY} time (America/Toronto).`)).toBeVisible();
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

    const customer = await askForDay(browser, CITY, saturday);
    await expect(customer.details.getByText(saturdayRefusal(CITY, saturday))).toBeVisible({
      timeout: 10_000,
    });
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
