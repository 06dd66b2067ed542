import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoCustomer } from '#server/db/seed/accounts.ts';
import { seriousAxeViolations } from '#tests/support/e2e-axe.ts';
import { payingCustomer, paidCalgaryBooking } from '#tests/support/e2e-bookings.ts';
import { press } from '#tests/support/e2e-press.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';
import { unzip } from '#tests/support/unzip.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

/*
 * Issue 44's "done when" for the data export (decision 138): a customer with a booking asks for
 * their data from the profile, the background job builds it (run now through the development
 * tool), they open the link of the e-mail, download the archive, and the test reads it: their
 * booking in data.json, the readable index.html. Each width books a Calgary evening no other spec
 * of its project books.
 */

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/** The newest data export link mailed to `email`, read from the development outbox. */
async function newestExportLink(page: Page, email: string): Promise<string> {
  const outbox = await (await page.request.get('/dev/outbox')).text();
  // Newest first: the first of this person's mails with the link.
  const mail = outbox
    .split('<article>')
    .find(
      (article) => article.includes(`To:</strong> ${email} `) && article.includes('/your-data/'),
    );
  const link = /(https?:\/\/[^\s<"]+\/your-data\/[A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
  if (!link) throw new Error(`no data export link mailed to ${email}`);
  return new URL(link).pathname;
}

test('a customer asks for their data, opens the e-mail’s link and downloads an archive holding their booking', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { tag, daysAhead } = atWidth({
    desktop: { tag: 'data-export-desktop', daysAhead: 6 },
    phone: { tag: 'data-export-phone', daysAhead: 7 },
  });
  const customer = await payingCustomer(page.request, tag);
  // The morning: the evenings of these days are the operator-approval spec's (admin-approval).
  const bookingNo = await paidCalgaryBooking(page.request, customer, daysAhead, {
    from: '6:00AM',
    until: '10:00AM',
  });

  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Welcome Back' });
  await form.getByRole('textbox', { name: 'Email' }).fill(customer.email);
  await form.getByLabel(/^Password/).fill(customer.password);
  await press(form.getByRole('button', { name: 'Log In' }));
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await page.goto('/profile');

  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible({ timeout: 10_000 });
  await expect(section).toContainText('Download a copy of everything MapleShine holds about you');
  // A retry of this test finds the worker's customer's earlier request, ready: no second one.
  const ask = section.getByRole('button', { name: 'Download my data' });
  await expect(section.getByRole('button', { name: /^Download( my data)?$/ })).toBeVisible({
    timeout: 10_000,
  });
  if (await ask.isVisible()) {
    await press(ask);
    await expect(section).toContainText('Your archive is being prepared.', { timeout: 10_000 });
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `test-results/${tag}-building.png`, fullPage: true });
  }

  // The background job's run, now (the development tool), instead of its minute's schedule.
  const run = await page.request.post('/dev/data-exports/run', { data: {} });
  expect(run.ok()).toBe(true);
  await expect(section).toContainText(/Your archive is ready until \w+ \d+, \d{4}/, {
    timeout: 15_000,
  });
  await expect(section.getByRole('button', { name: 'Download my data' })).toHaveCount(0);
  await settled(page);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `test-results/${tag}-ready.png`, fullPage: true });

  // The profile's own Download button.
  const fromProfile = page.waitForEvent('download');
  await press(section.getByRole('button', { name: 'Download' }));
  const profileDownload = await fromProfile;
  expect(profileDownload.suggestedFilename()).toMatch(/^mapleshine-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(section).toContainText(/Downloaded on \w+ \d+, \d{4}\./, { timeout: 10_000 });

  // The e-mail's link, opened signed in as the person who asked.
  await page.goto(await newestExportLink(page, customer.email));
  await expect(page.getByRole('heading', { level: 1, name: 'Download your data' })).toBeVisible({
    timeout: 10_000,
  });
  await settled(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `test-results/${tag}-link.png`, fullPage: true });
  const downloading = page.waitForEvent('download');
  await press(page.getByRole('button', { name: 'Download' }));
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mapleshine-data-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByRole('status')).toContainText('Your archive is downloading.');

  const files = unzip(readFileSync(await download.path()));
  expect([...files.keys()]).toEqual(['data.json', 'index.html']);
  const data = JSON.parse(files.get('data.json')!.toString('utf8')) as {
    account: { email: string };
    bookings: { bookingNo: string; totalCents: number }[];
  };
  expect(data.account.email).toBe(customer.email);
  expect(data.bookings.map((booking) => booking.bookingNo)).toContain(bookingNo);
  const html = files.get('index.html')!.toString('utf8');
  expect(html).toContain('Your data at MapleShine');
  expect(html).toContain(bookingNo);
  expect(html).toContain('What we keep after you close your account, and why');

  // The archive's page, opened as a person would open it from the unzipped folder.
  await page.setContent(html);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your data at MapleShine' }),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `test-results/${tag}-archive.png`, fullPage: true });
});

test('a data export link opened anonymously asks to sign in, and by someone else shows a clear message, never the archive', async ({
  page,
}) => {
  await page.goto('/your-data/not-this-persons-token');
  // Anonymous: the signed-in pages send them to sign in first.
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 });

  const form = page.getByRole('form', { name: 'Welcome Back' });
  await form.getByRole('textbox', { name: 'Email' }).fill(demoCustomer.email);
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await press(form.getByRole('button', { name: 'Log In' }));
  // Signed in, they are brought back to the link they opened.
  await expect(page).toHaveURL(/\/your-data\/not-this-persons-token$/, { timeout: 10_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Download your data' })).toBeVisible({
    timeout: 10_000,
  });
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await press(page.getByRole('button', { name: 'Download' }));
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'This download link is not valid for your account.' }),
  ).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: 'Download' })).toHaveCount(0);
  expect(downloaded).toBe(false);
  await settled(page);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
});
