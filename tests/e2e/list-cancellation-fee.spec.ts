import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
import { seriousAxeViolations } from '#tests/support/e2e-axe.ts';
import { newCustomer, openMyBookings, paidCalgaryBooking } from '#tests/support/e2e-bookings.ts';
import { press } from '#tests/support/e2e-press.ts';
import { thisWidth } from '#tests/support/e2e-width.ts';

/*
 * Issue 42's cancel inside the fee tier, from the bookings list (decision 128), at both widths
 * (each on its own server): the list's Cancel asks the booking page's own question, so the
 * customer sees the server's fee first ("Cancel and pay $X") and is charged exactly that. The
 * booking is accepted by Calgary's demo cleaner and confirmed more than 10 minutes ago (the
 * development-only route); the charge is read from the test gateway.
 *
 * Its time keeps apart from cancellation-fee.spec.ts's (today 6 PM, or tomorrow 10 AM): today at
 * 9 PM in Calgary until 6:30 PM there (the fee tier begins 24 hours before, and 2½ hours are
 * left), otherwise tomorrow at 1 PM (under 24 hours ahead from 1 PM on).
 */
function feeTierStart(): { daysAhead: number; window: { from: string; until: string } } {
  const [hour = 0, minute = 0] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'America/Edmonton',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date())
    .split(':')
    .map(Number);
  return hour * 60 + minute < 18 * 60 + 30
    ? { daysAhead: 0, window: { from: '9:00PM', until: '11:00PM' } }
    : { daysAhead: 1, window: { from: '1:00PM', until: '3:00PM' } };
}

type Envelope<T> = { code: number; message: string; data?: T };
type ContractorJob = { iBookingId: number; vBookingNo: string };

async function post<T>(api: APIRequestContext, url: string, body: object): Promise<Envelope<T>> {
  const response = await api.post(url, { data: body });
  const json = (await response.json()) as Envelope<T>;
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${json.message}`);
  return json;
}

test('a customer cancels from the bookings list inside the fee tier, sees the fee first and is charged exactly that', async ({
  page,
  playwright,
  baseURL,
}) => {
  const tag = `list-fee-${thisWidth()}`;
  const customer = await newCustomer(page.request, tag);
  const start = feeTierStart();
  const bookingNo = await paidCalgaryBooking(page.request, customer, start.daysAhead, start.window);

  const cleaner = await playwright.request.newContext({ baseURL });
  try {
    await post(cleaner, '/api/auth/login', {
      vEmail: demoContractorEmail('Calgary'),
      vPassword: DEMO_PASSWORD,
    });
    const open = await post<ContractorJob[]>(cleaner, '/api/contractor/get_contractor_Job', {
      eStatus: 'Open',
    });
    const job = open.data?.find((entry) => entry.vBookingNo === bookingNo);
    if (!job) throw new Error(`${bookingNo} is not among Calgary's open jobs`);
    await post(cleaner, '/api/cleaning/accept_job', { iBookingId: job.iBookingId });
  } finally {
    await cleaner.dispose();
  }
  await post(page.request, '/dev/bookings/confirmed-earlier', {
    vBookingNo: bookingNo,
    minutes: 30,
  });

  await openMyBookings(page, customer);
  const upcoming = page.getByRole('region', { name: 'Upcoming bookings' });
  await press(
    upcoming.getByRole('article', { name: bookingNo }).getByRole('button', {
      name: 'Cancel Booking',
    }),
  );
  const dialog = page.getByRole('dialog', { name: 'Cancel this booking?' });
  const feeText = dialog.getByTestId('cancellation-fee');
  await expect(feeText).toContainText(
    /Cancelling now costs \$\d+\.\d{2}, which includes \$\d+\.\d{2} of tax\. It is paid in full to your cleaner\./,
  );
  await expect(feeText).toContainText(
    'It is taken from the hold on your card, and the rest of the hold is released.',
  );
  const fee = /Cancelling now costs \$(\d+\.\d{2})/.exec((await feeText.textContent()) ?? '')?.[1];
  expect(fee).toBeDefined();
  await expect(dialog.getByRole('button', { name: 'Yes, Cancel' })).toHaveCount(0);
  await expect(dialog).toHaveCSS('opacity', '1');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/leftovers-list-fee-${thisWidth()}-dialog.png` });

  await press(dialog.getByRole('button', { name: `Cancel and pay $${fee}` }));
  await expect(page.getByText('Booking cancelled.')).toBeVisible({ timeout: 10_000 });
  const cancelled = page.getByRole('region', { name: 'Cancelled bookings' });
  await expect(cancelled.getByRole('article', { name: bookingNo })).toContainText('Cancelled');
  await expect(cancelled.getByRole('article', { name: bookingNo })).toBeFocused();

  const hold = await post<{ amountCents: number; capturedCents: number; state: string }>(
    page.request,
    '/dev/payments/hold',
    { vBookingNo: bookingNo },
  );
  expect(hold.data).toMatchObject({
    state: 'captured',
    capturedCents: Math.round(Number(fee) * 100),
  });
  expect(hold.data!.amountCents).toBeGreaterThan(hold.data!.capturedCents);
  await page.screenshot({
    path: `/tmp/leftovers-list-fee-${thisWidth()}-after.png`,
    fullPage: true,
  });
});
