import { expect, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
import { cleanedByCalgarysCleaner } from './e2e-admin-bookings.ts';
import { seriousAxeViolations } from './e2e-axe.ts';
import { openMyBookings, paidCalgaryBooking, payingCustomer } from './e2e-bookings.ts';
import { press } from './e2e-press.ts';
import { keepScreenshot } from './e2e-screenshot.ts';

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * Issue 42's "done when" for tips (decision 119): a customer's Calgary booking is cleaned and
 * charged, the customer opens it, chooses 15 % in the tip panel (nothing was chosen for them) and
 * tips; then Calgary's cleaner signs in and finds the tip, with the customer's first name, on
 * their earnings. Run by tips.spec.ts at both widths, each on a Calgary day of its own (within 5
 * days, so the card is held and completing charges it).
 */
export async function tipJourney(
  page: Page,
  playwright: PlaywrightWorkerArgs['playwright'],
  {
    tag,
    daysAhead,
    baseURL,
    cleanerPage,
    bankCheck,
  }: {
    tag: string;
    daysAhead: number;
    /**
     * Paid with the card that always asks for the bank's check (decision 131): the tip opens the
     * test authentication dialog, approved in it. The booking then takes a morning window.
     */
    bankCheck?: boolean;
    baseURL: string;
    /** A page of its own for the cleaner (another browser, the same width). */
    cleanerPage: () => Promise<Page>;
  },
) {
  const customer = await payingCustomer(page.request, tag);
  const bookingNo = bankCheck
    ? await paidCalgaryBooking(
        page.request,
        customer,
        daysAhead,
        { from: '10:00AM', until: '3:00PM' },
        'pm_card_authenticationRequired',
      )
    : await paidCalgaryBooking(page.request, customer, daysAhead);
  const cleaner = await playwright.request.newContext({ baseURL });
  try {
    await cleanedByCalgarysCleaner(cleaner, bookingNo);
  } finally {
    await cleaner.dispose();
  }

  await openMyBookings(page, customer);
  await page.goto(`/booking/${bookingNo}`);
  const panel = page.getByRole('region', { name: /^Add a tip for \S+\?$/ });
  await expect(panel).toBeVisible({ timeout: 10_000 });
  const radios = panel.getByRole('radio');
  await expect(radios).toHaveCount(5);
  for (const radio of await radios.all()) await expect(radio).not.toBeChecked();
  await expect(panel.getByRole('button', { name: 'Add tip' })).toBeDisabled();
  await settled(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `test-results/${tag}-panel.png`, fullPage: true });

  const fifteen = panel.getByRole('radio', { name: /^15 % · \$\d+\.\d\d$/ });
  const amount = /\$\d+\.\d\d/.exec(
    (await panel.locator('label', { hasText: /^15 % · / }).textContent()) ?? '',
  )?.[0];
  if (!amount) throw new Error('the 15 % choice shows no amount');
  await press(fifteen);
  await expect(fifteen).toBeChecked();
  await press(panel.getByRole('button', { name: `Add tip of ${amount}` }));
  if (bankCheck) {
    const dialog = page.getByRole('dialog', { name: /Test authentication/ });
    await expect(dialog).toBeVisible({ timeout: 10_000 });
    await keepScreenshot(page, { path: `test-results/${tag}-bank-check.png` });
    await press(dialog.getByRole('button', { name: 'Complete authentication' }));
    await expect(dialog).toBeHidden({ timeout: 10_000 });
  }

  await expect(panel.getByRole('status')).toContainText(
    new RegExp(`^Thank you! Your tip of \\${amount} goes to \\S+ in full\\.`),
    { timeout: 10_000 },
  );
  await expect(panel.getByText(new RegExp(`^You tipped \\S+ \\${amount} on `))).toBeVisible();
  await settled(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `test-results/${tag}-tipped.png`, fullPage: true });

  // The customer's tip receipt went out, on its own.
  await expect
    .poll(async () => (await page.request.get('/dev/outbox')).text(), { timeout: 10_000 })
    .toContain(`Your tip receipt for booking ${bookingNo}`);

  // The cleaner signs in on their own device and sees the tip on their earnings: the amount
  // and "Noah" only.
  const theirs = await cleanerPage();
  await theirs.goto('/login');
  const form = theirs.getByRole('form', { name: 'Welcome Back' });
  await form.getByRole('textbox', { name: 'Email' }).fill(demoContractorEmail('Calgary'));
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await press(form.getByRole('button', { name: 'Log In' }));
  await expect(theirs).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  const tips = theirs.getByRole('region', { name: 'Tips' });
  await expect(tips).toBeVisible({ timeout: 10_000 });
  const row = tips.getByRole('row').filter({ hasText: amount }).filter({ hasText: 'Noah' });
  await expect(row.first()).toBeVisible();
  await expect(tips).not.toContainText('Tremblay');
  await settled(theirs);
  // "Login successful." fades out: the page is judged once the toast has gone.
  await expect(theirs.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousAxeViolations(theirs)).toEqual([]);
  await keepScreenshot(theirs, { path: `test-results/${tag}-earnings.png`, fullPage: true });
}
