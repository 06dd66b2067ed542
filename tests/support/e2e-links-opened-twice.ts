import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './e2e-axe.ts';
import { onPhone, press } from './e2e-press.ts';
import { keepScreenshot } from './e2e-screenshot.ts';

/**
 * E-mailed links opened a second time, and the booking contact step with a name and a phone
 * number as Canadians write them (decision 033). Defined once, run by links-opened-twice.spec.ts
 * at both widths (desktop, and 390×844 with touch; the contact step only on the phone).
 * With SCREENS=1, screenshots of the new states go to test-results/screens.
 */
let people = 0;

async function register(page: Page): Promise<string> {
  people += 1;
  const email = `twice.${test.info().project.name}.${Date.now()}.${people}@example.ca`;
  const answer = await page.request.post('/api/auth/register', {
    data: {
      vFirstName: 'Zoë',
      vLastName: "O'Connor-Roy",
      vEmail: email,
      vMobile: '+1 (780) 555-0123',
      vPassword: 'Peggys-Cove-Fog-2026',
    },
  });
  expect(answer.status()).toBe(200);
  return email;
}

/** The link of the latest mail to `email` whose path starts with `path`, from /dev/outbox. */
async function mailedLink(page: Page, email: string, path: string): Promise<string> {
  await page.goto('/dev/outbox');
  const link = page
    .locator('article')
    .filter({ hasText: `To: ${email} ` })
    .getByRole('link', { name: new RegExp(path) })
    .first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no ${path} link mailed to ${email}`);
  return new URL(href).pathname;
}

async function screenshot(page: Page, name: string) {
  await keepScreenshot(page, {
    path: `test-results/screens/${name}-${test.info().project.name}.png`,
    fullPage: true,
  });
}

export function linksOpenedTwiceTests() {
  test('an activation link opened a second time says the account is already active and offers Log In', async ({
    page,
  }) => {
    const email = await register(page);
    const link = await mailedLink(page, email, '/account-activation/');
    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Account Is Verified' }),
    ).toBeVisible();

    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your Account Is Already Active' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText('Your account is already active. Please log in.')).toBeVisible();
    await expect(page.getByText(/invalid or has expired/)).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'activation-already-active');

    await press(main.getByRole('link', { name: 'Log In' }));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('form', { name: 'Welcome Back' })).toBeVisible();
  });

  test('a used password-reset link says so and offers a new one instead of the form', async ({
    page,
  }) => {
    const email = await register(page);
    expect(
      (await page.request.post('/api/auth/forgot-password', { data: { vEmail: email } })).status(),
    ).toBe(200);
    const link = await mailedLink(page, email, '/reset-password/');

    await page.goto(link);
    const form = page.getByRole('form', { name: 'Choose a New Password' });
    await form.getByLabel(/^New Password/).fill('Cabot-Trail-Maple-7');
    await form.getByLabel(/^Confirm New Password/).fill('Cabot-Trail-Maple-7');
    await press(form.getByRole('button', { name: 'Reset Password' }));
    await expect(page).toHaveURL(/\/success-reset-password$/, { timeout: 10_000 });

    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This Reset Link Was Used or Has Expired' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(
      main.getByText('This reset link has already been used or has expired.'),
    ).toBeVisible();
    await expect(page.getByRole('form', { name: 'Choose a New Password' })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await screenshot(page, 'reset-link-used');

    await press(main.getByRole('link', { name: 'Send Me a New Link' }));
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('form', { name: 'Forgot Your Password?' })).toBeVisible();
  });

  test('the booking contact step takes "Zoë O\'Connor-Roy" and "+1 (780) 555-0123"', async ({
    page,
  }) => {
    // Typed text and what the step keeps of it are the same at every width, and the step's page
    // is swept at both (every-route.spec.ts): the phone's run types them.
    test.skip(
      !onPhone(),
      'the same keys and the same answer at every width: the phone run types them',
    );
    await page.goto('/book-now');
    const form = page.getByRole('form', { name: 'find a same-day cleaner now' });
    await form.getByRole('textbox', { name: 'Full Name' }).pressSequentially("Zoë O'Connor-Roy");
    await form
      .getByRole('textbox', { name: 'Email' })
      .fill(`zoe.${test.info().project.name}.${Date.now()}@example.ca`);
    const phone = form.getByRole('textbox', { name: 'Phone' });
    await phone.pressSequentially('+1 (780) 555-0123');
    await expect(phone).toHaveValue('+1 (780) 555-0123');
    await screenshot(page, 'contact-step-phone-as-written');
    await press(form.getByRole('button', { name: 'Continue' }));

    await expect(
      page.getByRole('heading', { level: 2, name: "Zoë O'Connor-Roy, you're almost there!" }),
    ).toBeVisible({ timeout: 10_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('book_phone'))).toBe('7805550123');
  });
}
