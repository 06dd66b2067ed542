import { expect, test, type APIRequestContext } from '@playwright/test';
import { cleanedByCalgarysCleaner } from '#tests/support/e2e-admin-bookings.ts';
import { seriousAxeViolations } from '#tests/support/e2e-axe.ts';
import { paidCalgaryBooking, type E2eCustomer } from '#tests/support/e2e-bookings.ts';
import { press } from '#tests/support/e2e-press.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

/*
 * Issue 44's consent (decision 142): a new customer registers with the e-mail box ticked; after
 * a cleaning, the book-again job (run through the development route, four weeks ahead) e-mails
 * them a reminder; signed out, they open its unsubscribe link from /dev/outbox, press
 * Unsubscribe and see it done; signed in again, their profile shows the reminders switched off.
 * Each width books a Calgary morning no other spec books (held card: within 5 days).
 */

const DAY = 24 * 60 * 60 * 1000;

async function post(api: APIRequestContext, url: string, body: object) {
  const response = await api.post(url, { data: body });
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
  return response.json() as Promise<{ data?: unknown }>;
}

test('a customer who opted in gets the book-again reminder and unsubscribes from its link, signed out', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // The desktop stops the link's topic; the phone stops every kind at once (CASL s. 11(2)).
  const { tag, daysAhead, all } = atWidth({
    desktop: { tag: 'consent-desktop', daysAhead: 3, all: false },
    phone: { tag: 'consent-phone', daysAhead: 4, all: true },
  });
  const customer: E2eCustomer = {
    email: `e2e.${tag}.${Date.now()}@example.ca`,
    password: 'Maple-Opt-In-2026',
    fullName: 'Léa Roy',
  };

  await test.step('register with the e-mail box ticked', async () => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Create Your Account' });
    await form.getByRole('textbox', { name: 'First Name' }).fill('Léa');
    await form.getByRole('textbox', { name: 'Last Name' }).fill('Roy');
    await form.getByRole('textbox', { name: 'Email' }).fill(customer.email);
    await form.getByRole('textbox', { name: 'Phone' }).fill('4035550177');
    await form.getByLabel(/^Password/).fill(customer.password);
    await form.getByLabel(/^Confirm Password/).fill(customer.password);
    const box = form.getByRole('checkbox', {
      name: 'Send me reminders to book again and MapleShine offers by e-mail. You can unsubscribe at any time.',
    });
    await expect(box).not.toBeChecked();
    await press(box);
    await expect(box).toBeChecked();
    await press(form.getByRole('button', { name: 'Sign Up' }));
    await expect(page).toHaveURL(/\/success-registration$/, { timeout: 10_000 });

    const outbox = await (await page.request.get('/dev/outbox')).text();
    const mail = outbox
      .split('<article>')
      .find((article) => article.includes(`To:</strong> ${customer.email} `));
    const code = /\/account-activation\/([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
    if (!code) throw new Error(`no activation link for ${customer.email}`);
    await post(page.request, '/api/auth/activate', { vUniqueCode: code });
    await post(page.request, '/api/auth/login', {
      vEmail: customer.email,
      vPassword: customer.password,
    });
  });

  await test.step('a cleaning is done, and four weeks later the reminder is written', async () => {
    const bookingNo = await paidCalgaryBooking(page.request, customer, daysAhead, {
      from: '6:00AM',
      until: '10:00AM',
    });
    const cleaner = await playwright.request.newContext({ baseURL: baseURL ?? '' });
    try {
      await cleanedByCalgarysCleaner(cleaner, bookingNo);
    } finally {
      await cleaner.dispose();
    }
    const at = new Date(Date.now() + 29 * DAY).toISOString();
    await post(page.request, '/dev/marketing/book-again', { at });
  });

  await test.step('signed out, open the link of the reminder and unsubscribe', async () => {
    await page.context().clearCookies();
    await page.goto('/dev/outbox');
    const mail = page
      .locator('article')
      .filter({ hasText: `To: ${customer.email} ` })
      .filter({ hasText: 'Time for another cleaning, Léa?' });
    await expect(mail).toHaveCount(1);
    await press(mail.getByRole('link', { name: /\/unsubscribe\?k=/ }));
    await expect(page).toHaveURL(/\/unsubscribe\?k=[A-Za-z0-9_-]+&t=bookAgain$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(
      page.getByText(
        'Press Unsubscribe and MapleShine will stop sending you reminders to book again by e-mail.',
      ),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `test-results/${tag}-unsubscribe.png`, fullPage: true });

    await press(
      all
        ? page.getByRole('button', { name: 'Unsubscribe from all promotional e-mails' })
        : page.getByRole('button', { name: 'Unsubscribe', exact: true }),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible(
      { timeout: 10_000 },
    );
    await expect(
      page.getByText(
        all
          ? 'MapleShine will not send you any reminders, offers or news by e-mail any more.'
          : 'MapleShine will not send you reminders to book again by e-mail any more.',
      ),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `test-results/${tag}-unsubscribed.png`, fullPage: true });
  });

  await test.step('signed in again, the profile shows the reminders off, and the offers as chosen', async () => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Welcome Back' });
    await form.getByRole('textbox', { name: 'Email' }).fill(customer.email);
    await form.getByLabel(/^Password/).fill(customer.password);
    await press(form.getByRole('button', { name: 'Log In' }));
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'E-mail preferences' });
    await expect(section).toBeVisible({ timeout: 10_000 });
    await expect(
      section.getByText(
        'E-mails about your bookings, your receipts and the security of your account are always sent.',
      ),
    ).toBeVisible();
    const reminders = section.getByRole('switch', { name: 'Reminders to book again' });
    const offers = section.getByRole('switch', { name: 'Offers and news' });
    await expect(reminders).not.toBeChecked({ timeout: 10_000 });
    if (all) await expect(offers).not.toBeChecked();
    else await expect(offers).toBeChecked();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `test-results/${tag}-preferences.png`, fullPage: true });

    // The switch turns it back on, and the server keeps it.
    await press(reminders);
    await expect(reminders).toBeChecked();
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'E-mail preferences' }).getByRole('switch', {
        name: 'Reminders to book again',
      }),
    ).toBeChecked({ timeout: 10_000 });
  });
});
