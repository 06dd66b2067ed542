import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '#server/db/seed/accounts.ts';
import { seededCleanerEmail } from '#server/db/seed/cleaner-weeks.ts';
import { paidCalgaryBooking, type E2eCustomer } from './e2e-bookings.ts';
import { press } from './e2e-press.ts';

/*
 * What the journeys of a time asked of the assigned cleaner share (decisions 125 and 130): a
 * Calgary booking taken by the city's weekday cleaner (Emily Chen, Monday to Friday 8:00AM–4:00PM,
 * seeded), and the customer asking for the latest time of its own day outside her hours.
 */

type JobOnList = { iBookingId: number; vBookingNo: string };

export const WEEKDAY_CLEANER = seededCleanerEmail('days', 'Calgary');

export async function post<T>(api: APIRequestContext, url: string, body: object): Promise<T> {
  const response = await api.post(url, { data: body });
  const json = (await response.json()) as { message?: string } & T;
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${json.message}`);
  return json;
}

/** Calgary's date `daysAhead` from today, as a UTC midnight. */
function calgaryDate(daysAhead: number): Date {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Edmonton' }).format(
    new Date(),
  );
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + daysAhead));
}

/** The first of `from`, `from + 1`, `from + 2` days ahead that is a weekday in Calgary. */
export function weekdayFrom(from: number): number {
  for (let ahead = from; ahead < from + 3; ahead += 1) {
    const weekday = calgaryDate(ahead).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return ahead;
  }
  throw new Error('three days in a row without a weekday');
}

/** The picker's chip of the day `daysAhead` from today ("Tue, Dec 8", decision 126). */
function dayChip(daysAhead: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(calgaryDate(daysAhead));
}

/**
 * A paid Calgary booking `day` days ahead, 9:00AM to 3:00PM (inside Emily's hours), that Emily
 * accepted through the API with `cleaner`, her signed-in request context. Answers its number.
 */
export async function emilysBooking(
  api: APIRequestContext,
  cleaner: APIRequestContext,
  customer: E2eCustomer,
  day: number,
): Promise<string> {
  const bookingNo = await paidCalgaryBooking(api, customer, day, {
    from: '9:00AM',
    until: '3:00PM',
  });
  await post(cleaner, '/api/auth/login', { vEmail: WEEKDAY_CLEANER, vPassword: DEMO_PASSWORD });
  const open = await post<{ data: JobOnList[] }>(cleaner, '/api/contractor/get_contractor_Job', {
    eStatus: 'Open',
  });
  const job = open.data.find((entry) => entry.vBookingNo === bookingNo);
  if (!job) throw new Error(`${bookingNo} is not among Emily's open jobs`);
  await post(cleaner, '/api/contractor/assign_contractor_to_booking', {
    iBookingId: job.iBookingId,
  });
  return bookingNo;
}

/** The asked time, whole as the confirmation names it, and its day and start apart. */
export type AskedTime = { when: string; dayText: string; fromText: string };

/**
 * In the open "Choose a new time" dialog: chooses the booking's own day (`day` days ahead),
 * where the evening is outside Emily's hours while another cleaner is free, and presses its
 * latest time to ask for; `beforePress` sees the day's times first (axe, a screenshot). Answers
 * the time the confirmation names and the confirmation itself, not yet pressed.
 */
export async function chooseLatestTimeToAsk(
  page: Page,
  day: number,
  beforePress: (dialog: Locator) => Promise<void> = async () => {},
): Promise<AskedTime & { confirm: Locator }> {
  const dialog = page.getByRole('dialog', { name: 'Choose a new time' });
  const chip = dialog
    .getByRole('group', { name: 'Choose a day' })
    .getByRole('button', { name: dayChip(day), exact: true });
  await press(chip);
  await expect(chip).toHaveAttribute('aria-pressed', 'true');
  const askTimes = dialog.getByRole('group', { name: 'Times when a cleaner is free' });
  await expect(askTimes.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toContainText('These times are outside your cleaner’s working hours.');
  await beforePress(dialog);
  await press(askTimes.getByRole('button').last());

  const confirm = page.getByRole('dialog', { name: 'Change the time' });
  const question = confirm.getByText(/^Ask your cleaner to come on /);
  await expect(question).toBeVisible();
  const asking = (await question.textContent()) ?? '';
  const when = /^Ask your cleaner to come on (\w+day, \w+ \d{1,2}, \d{4}, .+ to .+)\?$/.exec(
    asking,
  )?.[1];
  if (!when) throw new Error(`the confirmation says: ${asking}`);
  const [, dayText = '', fromText = ''] =
    /^(\w+day, \w+ \d{1,2}, \d{4}), (\d{1,2}:\d{2}[AP]M)/.exec(when) ?? [];
  return { when, dayText, fromText, confirm };
}
