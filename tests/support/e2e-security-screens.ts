import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { totpCodeOfStep, totpStepAt } from '#server/domain/totp.ts';
import { seriousAxeViolations } from './e2e-axe.ts';
import { newCustomer, type E2eCustomer } from './e2e-bookings.ts';
import { logInOperatorThroughApi, sendWithOperatorCode, signInAsOperator } from './e2e-operator.ts';
import { onPhone, press } from './e2e-press.ts';
import { keepScreenshot } from './e2e-screenshot.ts';

/*
 * Three screens of issue 38 pressed in the browser at both widths: the console's Hide dialog for a
 * blog comment, the edit-profile form's Current Password, and a new operator's authenticator-app
 * set-up. Each works on accounts of its own (a new customer, a new operator), so the demo
 * accounts the other specs sign in with keep their passwords and their app. Run by
 * security-screens.spec.ts at both widths (desktop, and 390×844 with touch).
 */

/** A post no other spec counts the comments of. */
const POST_SLUG = 'wall-scuffs-and-marks-before-moving-out';

function shot(page: Page, name: string) {
  return keepScreenshot(page, {
    path: `test-results/screens/${test.info().project.name}/${name}.png`,
    fullPage: true,
  });
}

async function post<Data>(api: APIRequestContext, url: string, body: object) {
  const response = await api.post(url, { data: body });
  const answer = (await response.json()) as { message: string; data?: Data };
  expect(response.status(), `${url}: ${answer.message}`).toBe(200);
  return answer;
}

/** The path of the latest mailed link to `email` that starts with `prefix`, from /dev/outbox. */
async function mailedToken(api: APIRequestContext, email: string, prefix: string) {
  const outbox = await (await api.get('/dev/outbox')).text();
  const mail = outbox
    .split('<article>')
    .find((article) => article.includes(`To:</strong> ${email} `));
  const token = new RegExp(`${prefix}/([A-Za-z0-9_-]+)`).exec(mail ?? '')?.[1];
  if (!token) throw new Error(`no ${prefix} link mailed to ${email}`);
  return token;
}

/** Logs `email` in through /login, as a person types it. */
async function logInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Welcome Back' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await press(form.getByRole('button', { name: 'Log In' }));
}

const width = () => (onPhone() ? 'phone' : 'desk');

export function securityScreensTests() {
  test('an operator hides a comment with a reason from the Hide dialog, and the blog no longer shows it', async ({
    page,
    request,
  }) => {
    const customer: E2eCustomer = await newCustomer(request, `comment.${width()}`);
    const blog = await post<{ iBlogId: number }>(request, '/api/blog/get_by_id', {
      vSlug: POST_SLUG,
    });
    const marker = `scuffline${Date.now()}`;
    await post(request, '/api/comment/create', {
      iBlogId: blog.data?.iBlogId,
      vComment: `A melamine sponge took the ${marker} off the hallway wall without dulling the paint.`,
    });

    await signInAsOperator(page);
    await page.goto(`/admin/content/comments?text=${marker}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Content' })).toBeVisible();
    await press(page.getByRole('button', { name: `Hide the comment by ${customer.fullName}` }));
    const dialog = page.getByRole('dialog', { name: 'Hide this comment?' });
    await expect(dialog).toContainText(
      'It leaves the blog post and its comment count at once. You can show it again later.',
    );
    await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Advertises a product.');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'security-comment-hide-dialog');
    await press(dialog.getByRole('button', { name: 'Hide', exact: true }));

    await expect(page.getByText('The comment is hidden from the blog.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: `Show the comment by ${customer.fullName}` }),
    ).toBeVisible();
    await expect(page.getByText('Reason: Advertises a product.')).toBeVisible();
    await shot(page, 'security-comment-hidden');

    // What a reader sees: the post without the comment, and a count without it.
    await page.goto(`/blog-detail/${POST_SLUG}`);
    await expect(page.getByRole('heading', { name: 'Comments (0)' })).toBeVisible();
    await expect(page.getByText(marker)).toHaveCount(0);
  });

  test('changing the password on Edit Profile asks for the current one, refuses a wrong one and mails the change', async ({
    page,
    request,
  }) => {
    const customer = await newCustomer(request, `profile.${width()}`);
    await logInThroughForm(page, customer.email, customer.password);
    await expect(page).not.toHaveURL(/\/login$/, { timeout: 10_000 });
    await page.goto('/profile');
    await press(page.getByRole('link', { name: 'Edit Profile' }));
    await expect(page).toHaveURL(/\/edit-profile$/);
    const form = page.getByRole('form', { name: 'Edit Profile' });
    const current = form.getByLabel(/^Current Password/);
    const save = form.getByRole('button', { name: 'Save Changes' });
    const newPassword = 'Tofino-Surf-Morning-24';

    await form.getByLabel(/^New Password/).fill(newPassword);
    await form.getByLabel(/^Confirm New Password/).fill(newPassword);
    await press(save);
    await expect(form.getByText('Please enter your current password.')).toBeVisible();
    await shot(page, 'security-profile-current-password-required');

    await current.fill('Not-My-Password-1');
    await expect(form.getByText('Please enter your current password.')).toBeHidden();
    await press(save);
    await expect(page.getByText('The current password is incorrect.')).toBeVisible();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await shot(page, 'security-profile-current-password-wrong');

    await current.fill(customer.password);
    await press(save);
    await expect(page.getByText('Profile updated successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);

    const oldOne = await request.post('/api/auth/login', {
      data: { vEmail: customer.email, vPassword: customer.password },
    });
    expect(oldOne.status()).toBe(400);
    const newOne = await request.post('/api/auth/login', {
      data: { vEmail: customer.email, vPassword: newPassword },
    });
    expect(newOne.status()).toBe(200);
    const outbox = await (await request.get('/dev/outbox')).text();
    const mails = outbox.split('<article>').filter((mail) => mail.includes(customer.email));
    expect(mails.some((mail) => mail.includes('Your MapleShine password was changed'))).toBe(true);
  });

  test("a new operator's first sign-in sets up the authenticator app: the key, a first code, ten recovery codes, then the console", async ({
    page,
    request,
    baseURL,
  }) => {
    const server = baseURL ?? '';
    const email = `e2e.totp.${width()}.${Date.now()}@example.ca`;
    const fullName = 'Léa Bouchard';
    const password = 'Fundy-Tide-Console-2026';
    await logInOperatorThroughApi(request, server);
    await sendWithOperatorCode(request, server, '/api/admin/operators/create', {
      email,
      fullName,
    });
    await post(request, '/api/auth/reset-password', {
      vUniqueCode: await mailedToken(request, email, '/reset-password'),
      vPassword: password,
    });

    await logInThroughForm(page, email, password);
    const setUp = page.getByRole('form', { name: 'Set up your authenticator app' });
    const key = setUp.getByLabel('Key', { exact: true });
    await expect(key).toHaveText(/^(?:[A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = ((await key.textContent()) ?? '').replace(/\s/g, '');
    await expect(setUp.getByLabel('Or open this address on the phone that has the app')).toHaveText(
      `otpauth://totp/MapleShine%3A${encodeURIComponent(email)}?secret=${secret}&issuer=MapleShine&algorithm=SHA1&digits=6&period=30`,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'security-second-factor-setup');
    // The page is no wider than the screen: the long address wraps.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

    const code = setUp.getByRole('textbox', { name: 'Code from the app' });
    const confirm = setUp.getByRole('button', { name: 'Confirm' });
    await code.fill('12345');
    await press(confirm);
    await expect(
      setUp.getByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeVisible();
    const right = totpCodeOfStep(secret, totpStepAt(new Date()));
    await code.fill(right === '000000' ? '111111' : '000000');
    await press(confirm);
    await expect(setUp.getByText('The code is incorrect. Please try again.')).toBeVisible();

    await code.fill(totpCodeOfStep(secret, totpStepAt(new Date())));
    await press(confirm);
    await expect(
      page.getByText('Your authenticator app is set up. Keep your recovery codes somewhere safe.'),
    ).toBeVisible();
    const recovery = page.getByRole('list', { name: 'Recovery codes' });
    await expect(recovery.getByRole('listitem')).toHaveCount(10);
    for (const item of await recovery.getByRole('listitem').allTextContents()) {
      expect(item).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'security-second-factor-recovery-codes');

    await press(page.getByRole('button', { name: 'I have saved them: open the console' }));
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByText(`Signed in as ${fullName}`)).toBeVisible();
  });
}
