import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeViolations } from './e2e-axe.ts';
import { newCustomer, paidCalgaryBooking } from './e2e-bookings.ts';
import { onPhone, press } from './e2e-press.ts';
import { atWidth, type PerWidth } from './e2e-width.ts';
import { consoleNavigation, openConsoleSection, signInAsOperator } from './e2e-operator.ts';
import { restoreHours } from './e2e-working-hours.ts';
import { keepScreenshot } from './e2e-screenshot.ts';
import { approveWithCheck } from './e2e-background-check.ts';

/** A 1×1 PNG: the application form wants a photo, checked by its first bytes. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function firstId(api: APIRequestContext, path: string, pick: (row: never) => boolean) {
  const answer = (await (await api.post(path, { data: {} })).json()) as { data: never[] };
  const row = answer.data.find(pick) as Record<string, unknown> | undefined;
  if (!row) throw new Error(`nothing to pick from ${path}`);
  return String(Object.values(row)[0]);
}

/** Applies to clean in Calgary through the public application operation, as the form does. */
export async function applyToClean(api: APIRequestContext, fullName: string) {
  const email = `applicant.${Date.now()}@example.ca`;
  const password = 'Fresh-Start-Cleaner-2026';
  const cityId = await firstId(
    api,
    '/api/city/get_all_data',
    (city: { vCity: string }) => city.vCity === 'Calgary',
  );
  const experienceId = await firstId(
    api,
    '/api/housecleaning_exeperience/get_all_data',
    () => true,
  );
  const response = await api.post('/api/contractor/create', {
    multipart: {
      vFullName: fullName,
      vEmail: email,
      vMobile: '4035550123',
      iCityId: cityId,
      iExperienceId: experienceId,
      vPassword: password,
      eBackgroundCheck: 'Yes',
      vImage: { name: 'me.png', mimeType: 'image/png', buffer: PHOTO },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  await confirmAddress(api, email);
  return { email, password };
}

/** Opens the link the application mailed (read from /dev/outbox), as the applicant does. */
async function confirmAddress(api: APIRequestContext, email: string) {
  const outbox = await (await api.get('/dev/outbox')).text();
  const mail = outbox.split('<article>').find((article) => article.includes(`</strong> ${email} `));
  const code = /\/account-activation\/([\w-]+)/.exec(mail ?? '')?.[1];
  if (!code) throw new Error(`no activation link mailed to ${email}`);
  const answer = await api.post('/api/auth/activate', { data: { vUniqueCode: code } });
  expect(answer.status(), await answer.text()).toBe(200);
}

function shot(page: Page, name: string) {
  return keepScreenshot(page, {
    path: `test-results/screens/${test.info().project.name}/${name}.png`,
    fullPage: true,
  });
}

/**
 * Issue 26's "done when": an operator approves an applicant in the console, who then signs in and
 * accepts a job. Run by admin-approval.spec.ts at both widths, each on a Calgary day of its own
 * (desktop 6, phone 7): days no other spec books there.
 */
export function adminApprovalTests(days: PerWidth<number>) {
  test('an operator approves an applicant, who then signs in and accepts a job', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const daysAhead = atWidth(days);
    const api = await playwright.request.newContext({ baseURL: baseURL ?? '' });
    const applicantName = onPhone() ? 'Rosa Delgado' : 'Tomasz Nowak';
    const applicant = await applyToClean(api, applicantName);
    const customer = await newCustomer(api, `approval-${daysAhead}`);
    const bookingNo = await paidCalgaryBooking(api, customer, daysAhead);
    await api.dispose();

    await test.step('the operator approves the application', async () => {
      await signInAsOperator(page);
      await openConsoleSection(page, 'Applications', 'Applications');
      const approve = page.getByRole('button', { name: `Approve ${applicantName}` });
      await expect(approve).toBeVisible({ timeout: 10_000 });
      await expect(page.getByText(applicant.email)).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, 'admin-applications');

      await press(page.getByRole('button', { name: `Reject ${applicantName}` }));
      const dialog = page.getByRole('dialog', { name: `Reject ${applicantName}` });
      await expect(dialog.getByLabel(/^Reason/)).toBeFocused();
      // No reason: the contract's sentence under the field, not the browser's bubble, and the
      // applicant stays pending (Approve is still there once the dialog is cancelled).
      await press(dialog.getByRole('button', { name: 'Reject and e-mail' }));
      await expect(dialog.getByText('Please give the reason for the rejection.')).toBeVisible();
      await expect(dialog.getByLabel(/^Reason/)).toHaveAttribute('aria-invalid', 'true');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await shot(page, 'admin-reject-dialog');
      await press(dialog.getByRole('button', { name: 'Cancel' }));
      await expect(dialog).toBeHidden();

      await press(approve);
      // Approval records the clear background check (decision 134).
      await approveWithCheck(page, applicantName);
      await expect(
        page.getByText(`Approved ${applicantName}; they have been e-mailed.`),
      ).toBeVisible({ timeout: 10_000 });
      await expect(approve).toHaveCount(0);

      await openConsoleSection(page, 'Audit log', 'Audit log');
      await expect(page.getByText('application.approve').first()).toBeVisible();
      await shot(page, 'admin-audit-log');
      await press((await consoleNavigation(page)).getByRole('link', { name: 'Log out' }));
      await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
    });

    await test.step('the approved cleaner signs in and accepts the job', async () => {
      const form = page.getByRole('form', { name: 'Welcome Back' });
      await form.getByRole('textbox', { name: 'Email' }).fill(applicant.email);
      await form.getByLabel(/^Password/).fill(applicant.password);
      await press(form.getByRole('button', { name: 'Log In' }));
      await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
      // Approval gives the weekday 9-to-5 defaults (decision 044) and the job is an evening one:
      // the new cleaner offers every day from 6:00AM to 11:00PM first, as their screen would save.
      await restoreHours(page.request, {
        aWeek: [0, 1, 2, 3, 4, 5, 6].map((iWeekday) => ({
          iWeekday,
          vFrom: '06:00',
          vUntil: '23:00',
        })),
        aDaysOff: [],
        iDailyJobCap: 6,
      });
      await page.goto('/jobs');
      const available = page.getByRole('tabpanel', { name: /^Available Jobs/ });
      const card = available.getByRole('article', { name: bookingNo });
      await expect(card).toBeVisible({ timeout: 10_000 });
      await press(card.getByRole('link', { name: `View Details: ${bookingNo}` }));
      await expect(page).toHaveURL(/\/job-details$/);
      const main = page.getByRole('main');
      const actions = main.getByRole('group', { name: 'Job actions' });
      await press(actions.getByRole('button', { name: 'Accept' }));
      await expect(main.getByRole('status')).toHaveText('Job accepted.', { timeout: 10_000 });
      await expect(main.getByText('Assigned', { exact: true })).toBeVisible();
    });
  });
}
