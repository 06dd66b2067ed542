import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousAxeViolations } from '#tests/support/e2e-axe.ts';
import { onPhone, press } from '#tests/support/e2e-press.ts';
import {
  EDMONTON_POSTAL_CODE,
  choose,
  fillDetails,
  reachDetails,
} from '#tests/support/e2e-same-day.ts';

/*
 * axe over the states a page reaches only by interaction (decision 029): each step of the booking
 * wizard, its pickers and errors, the menus and drawers open, and the forms' errors shown. Runs in
 * the desktop and the phone project; a serious or critical violation fails the test.
 */

async function expectAccessible(page: Page, state: string) {
  expect(await seriousAxeViolations(page), state).toEqual([]);
}

/** Presses `submit` on an empty form and waits until at least one field says what is wrong. */
async function showErrors(form: Locator, submit: string | RegExp) {
  await press(form.getByRole('button', { name: submit }));
  await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
}

test('every step of the booking wizard, with its errors, pickers and lists open', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/book-now');
  const contact = page.getByRole('form', { name: /find a same-day cleaner now/i });
  await showErrors(contact, 'Continue');
  await expectAccessible(page, 'contact step with errors');

  await contact.getByRole('textbox', { name: 'Full Name' }).fill('Amelia Tremblay');
  await contact.getByRole('textbox', { name: 'Email' }).fill(`e2e.states.${Date.now()}@example.ca`);
  await contact.getByRole('textbox', { name: 'Phone' }).fill('7805550142');
  await press(contact.getByRole('button', { name: 'Continue' }));

  const details = page.getByRole('form', { name: "Amelia Tremblay, you're almost there!" });
  await expect(details).toBeVisible({ timeout: 10_000 });
  await expectAccessible(page, 'details step');
  await showErrors(details, 'Check Availability');
  await expectAccessible(page, 'details step with errors');

  await press(details.getByRole('combobox', { name: 'Service', exact: true }));
  await expect(page.getByRole('listbox')).toBeVisible();
  await expectAccessible(page, 'details step with the service list open');
  await press(page.getByRole('option', { name: 'Deep Cleaning', exact: true }));

  await choose(page, details, 'Type of Residence', 'House');
  await choose(page, details, 'Bedrooms', '2');
  await choose(page, details, 'Bathrooms', '1');
  await choose(page, details, 'City', 'Edmonton');
  await details
    .getByRole('textbox', { name: 'Full Address' })
    .fill('10150 Jasper Ave NW, Edmonton, AB T5J 1W4');
  await details.getByRole('textbox', { name: 'Postal Code' }).fill(EDMONTON_POSTAL_CODE);

  await press(details.getByRole('button', { name: /Date/ }));
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page, 'details step with the calendar open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the quote and the payment step, with its errors and the coupon box', async ({ page }) => {
  test.setTimeout(120_000);
  const details = await reachDetails(page, 'states');
  // Never paid, so the window holds no cleaner another test needs.
  await fillDetails(page, details, { daysAhead: 12, from: '9:00AM', until: '5:00PM' });
  await press(details.getByRole('button', { name: 'Check Availability' }));

  const summary = page.getByRole('region', { name: 'Your Cleaning Summary' });
  await expect(summary).toBeVisible({ timeout: 10_000 });
  await expectAccessible(page, 'quote summary');
  await press(summary.getByRole('button', { name: 'Book Now' }));

  const payment = page.getByRole('form', { name: 'Payment Details' });
  await expect(payment).toBeVisible({ timeout: 10_000 });
  await expectAccessible(page, 'payment step');
  await payment.getByRole('checkbox', { name: 'I have a coupon' }).check();
  await expect(payment.getByRole('textbox', { name: 'Coupon Code' })).toBeVisible();
  await showErrors(payment, /^Pay \$/);
  await expectAccessible(page, 'payment step with errors and the coupon box');
});

test('the header menu open: the drawer on a phone, the Services list on a desktop', async ({
  page,
}) => {
  await page.goto('/about-us');
  if (onPhone()) {
    await press(page.getByRole('button', { name: 'Open menu' }));
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'header drawer open');
  } else {
    await press(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }),
    );
    await expect(page.getByRole('menu')).toBeVisible();
    await expectAccessible(page, 'Services menu open');
  }
});

const forms: { path: string; form: string; submit: string }[] = [
  { path: '/login', form: 'Welcome Back', submit: 'Log In' },
  { path: '/register', form: 'Create Your Account', submit: 'Sign Up' },
  { path: '/forgot-password', form: 'Forgot Your Password?', submit: 'Send Reset Link' },
  { path: '/contact-us', form: 'Send Us a Message', submit: 'Send Message' },
  { path: '/contractor-application', form: 'Contractor Application', submit: 'Submit Application' },
];

for (const entry of forms) {
  test(`${entry.path} with its errors shown`, async ({ page }) => {
    await page.goto(entry.path);
    const form = page.getByRole('form', { name: entry.form });
    await expect(form).toBeVisible({ timeout: 10_000 });
    await showErrors(form, entry.submit);
    await expectAccessible(page, `${entry.path} with errors`);
  });
}
