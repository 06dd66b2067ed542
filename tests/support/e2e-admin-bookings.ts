import {
  expect,
  type APIRequestContext,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
import { seriousAxeViolations } from './e2e-axe.ts';
import { newCustomer, paidCalgaryBooking } from './e2e-bookings.ts';
import { press } from './e2e-press.ts';
import { fillOperatorCode, openConsoleSection, signInAsOperator } from './e2e-operator.ts';
import { keepScreenshot } from './e2e-screenshot.ts';

type Envelope<T> = { code: number; message: string; data?: T };
type ContractorJob = { iBookingId: number; vBookingNo: string; estimatedHour: number };
type GatewayRefund = { refundId: string; paymentId: string; amountCents: number };

async function post<T>(api: APIRequestContext, url: string, body: object): Promise<Envelope<T>> {
  const response = await api.post(url, { data: body });
  const json = (await response.json()) as Envelope<T>;
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${json.message}`);
  return json;
}

/**
 * Calgary's demo cleaner takes the booking, starts it (its time brought forward with the
 * development-only /dev/jobs/soon) and completes it once half the estimate has "passed"
 * (/dev/jobs/worked): the card hold is captured, as after a real cleaning.
 */
export async function cleanedByCalgarysCleaner(cleaner: APIRequestContext, bookingNo: string) {
  await cleanedBy(cleaner, bookingNo, {
    email: demoContractorEmail('Calgary'),
    password: DEMO_PASSWORD,
  });
}

/**
 * The cleaner signed in with `account` on the `cleaner` request context takes the booking from
 * their open jobs (signing in first); answers the job.
 */
export async function acceptedBy(
  cleaner: APIRequestContext,
  bookingNo: string,
  account: { email: string; password: string } = {
    email: demoContractorEmail('Calgary'),
    password: DEMO_PASSWORD,
  },
): Promise<ContractorJob> {
  await post(cleaner, '/api/auth/login', { vEmail: account.email, vPassword: account.password });
  const open = await post<ContractorJob[]>(cleaner, '/api/contractor/get_contractor_Job', {
    eStatus: 'Open',
  });
  const job = open.data?.find((entry) => entry.vBookingNo === bookingNo);
  if (!job) throw new Error(`${bookingNo} is not among ${account.email}'s open jobs`);
  await post(cleaner, '/api/cleaning/accept_job', { iBookingId: job.iBookingId });
  return job;
}

/**
 * The cleaner signed in with `account` on the `cleaner` request context takes the booking from
 * their open jobs, starts it and completes it, as cleanedByCalgarysCleaner does.
 */
export async function cleanedBy(
  cleaner: APIRequestContext,
  bookingNo: string,
  account: { email: string; password: string },
) {
  const job = await acceptedBy(cleaner, bookingNo, account);
  const body = { iBookingId: job.iBookingId };
  await post(cleaner, '/dev/jobs/soon', { ...body, minutes: 30 });
  await post(cleaner, '/api/contractor/start_booking', body);
  await post(cleaner, '/dev/jobs/worked', { ...body, minutes: job.estimatedHour * 30 + 1 });
  await post(cleaner, '/api/contractor/complete_booking', body);
}

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

/**
 * The "done when": an operator finds a completed booking in the console and refunds it
 * in full; the booking's page shows the refund and the test gateway recorded it. Run by
 * admin-bookings.spec.ts at both widths, each with its own Calgary day (`daysAhead`, within 5
 * days so the card is held, not only saved).
 */
export async function refundJourney(
  page: Page,
  playwright: PlaywrightWorkerArgs['playwright'],
  { tag, daysAhead, baseURL }: { tag: string; daysAhead: number; baseURL: string },
) {
  const customer = await newCustomer(page.request, tag);
  const bookingNo = await paidCalgaryBooking(page.request, customer, daysAhead);
  const cleaner = await playwright.request.newContext({ baseURL });
  try {
    await cleanedByCalgarysCleaner(cleaner, bookingNo);
  } finally {
    await cleaner.dispose();
  }

  await signInAsOperator(page);
  await openConsoleSection(page, 'Bookings', 'Bookings');
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'Booking number' }).fill(bookingNo);
  await press(filters.getByRole('button', { name: 'Apply' }));
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible({ timeout: 10_000 });
  await settled(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `test-results/${tag}-list.png`, fullPage: true });
  await press(page.getByRole('link', { name: `Open booking ${bookingNo}` }));

  await expect(page.getByRole('heading', { level: 1, name: `Booking ${bookingNo}` })).toBeVisible({
    timeout: 10_000,
  });
  const timeline = page.getByRole('region', { name: 'Lifecycle' });
  await expect(timeline).toContainText('Completed and charged · Now');
  const actions = page.getByRole('region', { name: 'Actions' });
  await expect(actions.getByRole('button')).toHaveText(['Refund']);
  await settled(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `test-results/${tag}-booking.png`, fullPage: true });

  await press(actions.getByRole('button', { name: 'Refund' }));
  const dialog = page.getByRole('dialog', { name: `Refund booking ${bookingNo}` });
  const amount = dialog.getByRole('textbox', { name: /Amount/ });
  const total = await amount.inputValue();
  expect(total).toMatch(/^\d+\.\d{2}$/);
  await dialog.getByRole('textbox', { name: /Reason/ }).fill('The customer moved out early.');
  // A refund asks for a fresh code of the operator's app (decision 078).
  await fillOperatorCode(
    page,
    dialog.getByRole('textbox', { name: /Code from your authenticator app/ }),
  );
  await expect(dialog).toHaveCSS('opacity', '1');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `test-results/${tag}-refund-dialog.png` });
  await press(dialog.getByRole('button', { name: 'Refund' }));

  await expect(page.getByText('Refund made.')).toBeVisible({ timeout: 10_000 });
  await expect(dialog).toBeHidden();
  await expect(timeline).toContainText('Refunded · Now');
  await expect(actions).toContainText('Nothing can be done to this booking in its state.');
  const payment = page.getByRole('region', { name: 'Payment' });
  const line = payment.getByText(/\(gateway refund re_test_[0-9a-f]+\): The customer moved out/);
  await expect(line).toContainText(`$${total} on`);
  const refundId = /re_test_[0-9a-f]+/.exec((await line.textContent()) ?? '')?.[0];

  const recorded = (await (await page.request.get('/dev/payments/refunds')).json()) as Envelope<
    GatewayRefund[]
  >;
  expect(recorded.data?.find((refund) => refund.refundId === refundId)).toMatchObject({
    amountCents: Math.round(Number(total) * 100),
  });
  await expect(
    page
      .getByRole('region', { name: 'E-mails' })
      .getByText(`A refund for your MapleShine booking ${bookingNo}`),
  ).toBeVisible();
  await settled(page);
  // "Refund made." fades out two seconds after it shows: axe measured its words half transparent
  // against the page (a CI run). The page is judged once the toast has gone.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await keepScreenshot(page, {
    path: `test-results/${tag}-refunded.png`,
    fullPage: true,
  });
}
