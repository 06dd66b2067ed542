import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
import { seriousAxeViolations } from '#tests/support/e2e-axe.ts';
import { cleanedBy } from '#tests/support/e2e-admin-bookings.ts';
import { newCustomer, paidBooking, type BookingPlace } from '#tests/support/e2e-bookings.ts';
import { newCleaner } from '#tests/support/e2e-new-cleaner.ts';
import { openConsoleSection, signInAsOperator } from '#tests/support/e2e-operator.ts';
import { press } from '#tests/support/e2e-press.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

/*
 * The "done when" for closing an account (issue 44, decision 139): a customer with a past,
 * reviewed cleaning and an upcoming one closes their account through the profile's dialog, which
 * states the cost; they can no longer sign in, their review shows "Former customer", and an
 * operator still finds the receipt of the past cleaning. Each width books in a city of its own
 * (Toronto, Brampton), where no other spec books, on days of its own. The second test closes a
 * cleaner's account from their console record, on their written request: a new cleaner of its
 * own at each width (e2e-new-cleaner.ts), never a demo cleaner other specs share.
 */

type Envelope<T> = { code: number; message: string; data?: T };

async function post<T>(api: APIRequestContext, url: string, body: object): Promise<Envelope<T>> {
  const response = await api.post(url, { data: body });
  const json = (await response.json()) as Envelope<T>;
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${json.message}`);
  return json;
}

/** Signs in through the form on the page it is on (/login), as a person does. */
async function logInThroughForm(page: Page, person: { email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Welcome Back' });
  await form.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await form.getByLabel(/^Password/).fill(person.password);
  await press(form.getByRole('button', { name: 'Log In' }));
}

const widths = {
  desktop: {
    tag: 'closure-desktop',
    pastDay: 2,
    upcomingDay: 4,
    place: {
      city: 'Toronto',
      timeZone: 'America/Toronto',
      address: '100 Queen St W, Toronto, ON M5H 2N2',
      postalCode: 'M5H 2N2',
    },
  },
  phone: {
    tag: 'closure-phone',
    pastDay: 3,
    upcomingDay: 5,
    place: {
      city: 'Brampton',
      timeZone: 'America/Toronto',
      address: '2 Wellington St W, Brampton, ON L6Y 4R2',
      postalCode: 'L6Y 4R2',
    },
  },
} satisfies Record<
  string,
  { tag: string; pastDay: number; upcomingDay: number; place: BookingPlace }
>;

test('a customer closes their account from the profile, and what the law keeps is still found', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const run = atWidth(widths);
  const place = run.place;
  const customer = await newCustomer(page.request, run.tag);
  const past = await paidBooking(page.request, customer, place, run.pastDay);
  const upcoming = await paidBooking(page.request, customer, place, run.upcomingDay);
  // A second customer, whose written request an operator carries out in the console.
  const writer = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const requester = await newCustomer(writer, `${run.tag}-written`);
  const requested = await paidBooking(writer, requester, place, run.upcomingDay + 2);
  await writer.dispose();
  const cleaner = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  try {
    await cleanedBy(cleaner, past, {
      email: demoContractorEmail(place.city),
      password: DEMO_PASSWORD,
    });
  } finally {
    await cleaner.dispose();
  }
  // The customer reviews the finished cleaning, as from their bookings.
  const login = await post<{ iCustomerId: number }>(page.request, '/api/auth/login', {
    vEmail: customer.email,
    vPassword: customer.password,
  });
  const mine = await post<{ iBookingId: number; vBookingNo: string; iServiceId?: number }[]>(
    page.request,
    '/api/customer/get_all_data',
    { iCustomerId: login.data?.iCustomerId },
  );
  const pastRow = mine.data?.find((row) => row.vBookingNo === past);
  const services = await post<{ iServiceId: number; vServiceName: string }[]>(
    page.request,
    '/api/service/get_all_data',
    {},
  );
  const reviewText = `Spotless kitchen and bathroom, every corner done with care (${run.tag} ${Date.now()}).`;
  await post(page.request, '/api/review/add_review', {
    iCustomerId: login.data?.iCustomerId,
    iServiceId: services.data?.find((s) => s.vServiceName === 'Routine Clean')?.iServiceId,
    iBookingId: pastRow?.iBookingId,
    vRole: 'Customer',
    eType: 'Customer',
    iRating: 5,
    tDescription: reviewText,
  });

  // Through the form, as the customer signs in, to the profile's "Close my account".
  await page.context().clearCookies();
  await page.goto('/login');
  await logInThroughForm(page, customer);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Close my account' });
  await expect(section).toBeVisible({ timeout: 10_000 });
  await press(section.getByRole('button', { name: 'Close my account…' }));

  const dialog = page.getByRole('dialog', { name: 'Close your account' });
  // The cost first: the upcoming booking, free (no cleaner has accepted it), and the total.
  const bookings = dialog.getByRole('list', { name: 'Upcoming bookings that will be cancelled' });
  await expect(bookings).toContainText(upcoming, { timeout: 10_000 });
  await expect(bookings).toContainText('Free');
  await expect(bookings).not.toContainText(past);
  await expect(dialog.getByTestId('closure-cost')).toHaveText(
    'Closing costs nothing: no cancellation fee is due.',
  );
  await expect(dialog.getByRole('list', { name: 'What we keep, and why' })).toContainText(
    'Receipts and credit notes',
  );
  // Nothing is sent without the password and the confirmation.
  await press(dialog.getByRole('button', { name: 'Close my account' }));
  await expect(dialog.getByText('Please enter your current password.')).toBeVisible();
  await expect(dialog.getByText('Please confirm that you understand.')).toBeVisible();
  // A wrong password: the clear message, and the account stays open.
  await dialog.getByLabel(/^Current password/).fill('not-my-password');
  await press(dialog.getByRole('checkbox', { name: /cannot be undone/ }));
  await press(dialog.getByRole('button', { name: 'Close my account' }));
  await expect(dialog.getByRole('alert')).toHaveText('The current password is incorrect.');
  await expect(dialog).toHaveCSS('opacity', '1');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `test-results/${run.tag}-dialog.png` });

  await dialog.getByLabel(/^Current password/).fill(customer.password);
  await press(dialog.getByRole('button', { name: 'Close my account' }));
  await expect(page.getByText('Your account is closed.', { exact: false })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });

  // They can no longer sign in: the ordinary wrong-credentials message.
  await logInThroughForm(page, customer);
  await expect(page.getByText('The e-mail or password is incorrect.')).toBeVisible({
    timeout: 10_000,
  });

  // Their review shows "Former customer" where reviews show.
  const reviews = await post<{ vName: string; tDescription: string }[]>(
    page.request,
    '/api/review/get_all_data',
    { eType: 'Customer' },
  );
  expect(reviews.data?.find((review) => review.tDescription === reviewText)?.vName).toBe(
    'Former customer',
  );
  await page.goto('/');
  const carousel = page
    .getByRole('region', { name: 'What Our Customers Say' })
    .and(page.locator('[aria-roledescription="carousel"]'));
  await page
    .getByRole('heading', { level: 2, name: 'What Our Customers Say' })
    .scrollIntoViewIfNeeded();
  const card = carousel.getByRole('group').filter({ hasText: reviewText });
  await expect(card).toContainText('Former customer', { timeout: 10_000 });

  // An operator still finds the past cleaning and its receipt.
  await signInAsOperator(page);
  await openConsoleSection(page, 'Bookings', 'Bookings');
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'Booking number' }).fill(past);
  await press(filters.getByRole('button', { name: 'Apply' }));
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible({ timeout: 10_000 });
  await press(page.getByRole('link', { name: `Open booking ${past}` }));
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${past}` })).toBeVisible({
    timeout: 10_000,
  });
  const receipts = page.getByRole('region', { name: 'Receipts' });
  await expect(receipts.getByText(/^Receipt \d{4}-\d{6}, /)).toBeVisible({ timeout: 10_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    press(receipts.getByRole('button', { name: /^Download PDF \d{4}-\d{6}$/ })),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(page.getByRole('region', { name: 'Customer’s account' })).toContainText(
    'This customer closed their account.',
  );
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `test-results/${run.tag}-console.png`, fullPage: true });

  // The console's "Close account" on the second customer's written request: the same preview,
  // then a required note; the audit log keeps it.
  await page.goto('/admin/bookings');
  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible({
    timeout: 10_000,
  });
  await filters.getByRole('textbox', { name: 'Booking number' }).fill(requested);
  await press(filters.getByRole('button', { name: 'Apply' }));
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible({ timeout: 10_000 });
  await press(page.getByRole('link', { name: `Open booking ${requested}` }));
  const account = page.getByRole('region', { name: 'Customer’s account' });
  await press(account.getByRole('button', { name: 'Close account…' }));
  const consoleDialog = page.getByRole('dialog', { name: 'Close this customer’s account' });
  await expect(
    consoleDialog.getByRole('list', { name: 'Upcoming bookings that will be cancelled' }),
  ).toContainText(requested, { timeout: 10_000 });
  await expect(consoleDialog.getByTestId('closure-cost')).toHaveText(
    'Closing costs nothing: no cancellation fee is due.',
  );
  await press(consoleDialog.getByRole('button', { name: 'Close the account' }));
  await expect(
    consoleDialog.getByText('Please write down the request you received (for example its date).'),
  ).toBeVisible();
  await consoleDialog
    .getByRole('textbox', { name: /The written request/ })
    .fill('E-mail from the customer asking to close the account');
  await expect(consoleDialog).toHaveCSS('opacity', '1');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `test-results/${run.tag}-console-dialog.png` });
  await press(consoleDialog.getByRole('button', { name: 'Close the account' }));
  await expect(page.getByText('The account is closed.')).toBeVisible({ timeout: 10_000 });
  await expect(account).toContainText('This customer closed their account.', { timeout: 10_000 });
  await expect(page.getByRole('region', { name: 'Lifecycle' })).toContainText('Cancelled');
});

test('an operator closes a new cleaner’s account from their record, who can then no longer sign in', async ({
  page,
  playwright,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const width = atWidth({ desktop: 'desktop', phone: 'phone' });
  const api = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const fullName = atWidth({ desktop: 'Noémie Lavoie', phone: 'Kwame Mensah' });
  const cleaner = await newCleaner(api, { tag: 'closure-cleaner', fullName });
  await api.dispose();

  // The operator finds the cleaner's record through the Cleaners list.
  await signInAsOperator(page);
  await openConsoleSection(page, 'Cleaners', 'Cleaners');
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'Name or e-mail' }).fill(cleaner.email);
  await press(filters.getByRole('button', { name: 'Apply' }));
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible({ timeout: 10_000 });
  await press(page.getByRole('link', { name: fullName }));
  await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible({
    timeout: 10_000,
  });
  const account = page.getByRole('region', { name: 'Cleaner’s account' });
  await expect(account).toContainText(
    'On the cleaner’s written request, close their account as they could from their profile.',
  );

  // Cancel first: nothing happens, the account stays open.
  const open = account.getByRole('button', { name: 'Close account…' });
  await press(open);
  const dialog = page.getByRole('dialog', { name: 'Close this cleaner’s account' });
  await expect(dialog.getByText('No upcoming booking.')).toBeVisible({ timeout: 10_000 });
  // One button says Cancel (the footer's); the header's × is named for what it does.
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(1);
  await expect(dialog.getByRole('button', { name: 'Close this window' })).toBeVisible();
  await press(dialog.getByRole('button', { name: 'Cancel', exact: true }));
  await expect(dialog).toBeHidden();
  await expect(open).toBeVisible();
  await expect(account).not.toContainText('This cleaner closed their account.');

  // The dialog says what closing does: no booking cancelled, nothing to pay, what is deleted and
  // what is kept; it asks for the written request before it closes anything.
  await press(open);
  await expect(dialog.getByText('No upcoming booking.')).toBeVisible({ timeout: 10_000 });
  await expect(dialog.getByTestId('closure-cost')).toHaveText(
    'Closing costs nothing: no cancellation fee is due.',
  );
  // Said of the cleaner's account, in the third person, to the operator: never "your".
  await expect(dialog.getByText(/^Deleted or anonymised: their name/)).toBeVisible();
  await expect(
    dialog.getByText(/^Receipts and credit notes of the account’s paid bookings/),
  ).toBeVisible();
  await expect(dialog).not.toContainText(/\byour\b/i);
  await expect(dialog.getByRole('list', { name: 'What we keep, and why' })).toBeVisible();
  const note = dialog.getByRole('textbox', { name: /The written request/ });
  await expect(dialog).toContainText(
    'For the audit log, e.g. “E-mail of November 28, 2026 asking to close the account”.',
  );
  await press(dialog.getByRole('button', { name: 'Close the account' }));
  await expect(
    dialog.getByText('Please write down the request you received (for example its date).'),
  ).toBeVisible();
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await note.fill('E-mail from the cleaner asking to close the account');
  await expect(dialog).toHaveCSS('opacity', '1');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `test-results/closure-cleaner-dialog-${width}.png` });
  // At 390 px nothing in the dialog is wider than the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  const buttons = await dialog.getByRole('button', { name: /^(Cancel|Close the account)$/ }).all();
  const content = await dialog.boundingBox();
  for (const button of buttons) {
    const box = await button.boundingBox();
    expect(box && content && box.x + box.width <= content.x + content.width).toBe(true);
  }

  await press(dialog.getByRole('button', { name: 'Close the account' }));
  await expect(page.getByText('The account is closed.', { exact: true })).toBeVisible({
    timeout: 10_000,
  });
  await expect(dialog).toBeHidden();
  await expect(account).toContainText('This cleaner closed their account.', { timeout: 10_000 });
  // Their name is gone: the record is now headed as their reviews show them.
  await expect(page.getByRole('heading', { level: 1, name: 'Former cleaner' })).toBeVisible();
  await expect(account.getByRole('button', { name: 'Close account…' })).toHaveCount(0);
  await page.screenshot({
    path: `test-results/closure-cleaner-closed-${width}.png`,
    fullPage: true,
  });

  // The cleaner, on their own phone or desk, can no longer sign in.
  const { viewport, hasTouch, isMobile } = test.info().project.use;
  const theirs = await browser.newContext({ viewport, hasTouch, isMobile, baseURL });
  try {
    const login = await theirs.newPage();
    await login.goto('/login');
    await logInThroughForm(login, cleaner);
    await expect(login.getByText('The e-mail or password is incorrect.')).toBeVisible({
      timeout: 10_000,
    });
    await expect(login).toHaveURL(/\/login$/);
  } finally {
    await theirs.close();
  }
});
