import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { press } from './e2e-press.ts';

/*
 * The same-day booking wizard on /book-now as a visitor goes through it, used by
 * same-day-booking.spec.ts at both widths. Controls are pressed through `press()`: taps in the
 * phone project, clicks on a desktop.
 *
 * Each paid booking holds Edmonton's one demo cleaner for its window on its day: every test books
 * a day of its own. Days ahead taken in Edmonton: the desktop's tests of same-day-booking.spec.ts
 * 1 to 4, the phone's 8 and 9; interaction-states.spec.ts quotes day 12 in both projects and never
 * pays.
 */

const EDMONTON_ZONE = 'America/Edmonton';
/** Every booking E2E asks for Edmonton: a postal code of its province (decision 032). */
export const EDMONTON_POSTAL_CODE = 'T5J 1W4';

/** The day `daysAhead` after today in Edmonton, as the date picker's label for it. */
export function edmontonDay(daysAhead: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: EDMONTON_ZONE }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + daysAhead));
  const monthName = date.toLocaleString('en', { month: 'long', timeZone: 'UTC' });
  return { label: `${date.getUTCDate()} ${monthName} ${date.getUTCFullYear()}` };
}

export function uniqueEmail(tag: string) {
  return `e2e.${tag}.${Date.now()}@example.ca`;
}

/** Opens a select by its label and presses the option. */
export async function choose(page: Page, form: Locator, label: string, option: string) {
  await press(form.getByRole('combobox', { name: label, exact: true }));
  await expect(page.getByRole('listbox')).toBeVisible();
  await press(page.getByRole('option', { name: option, exact: true }));
}

export async function fillContact(page: Page, email: string) {
  const contact = page.getByRole('form', { name: /find a same-day cleaner now/i });
  await contact.getByRole('textbox', { name: 'Full Name' }).fill('Amelia Tremblay');
  await contact.getByRole('textbox', { name: 'Email' }).fill(email);
  await contact.getByRole('textbox', { name: 'Phone' }).fill('7805550142');
  await press(contact.getByRole('button', { name: 'Continue' }));
}

/** The details of a deep clean of a 2-bedroom house in Edmonton, `daysAhead` from today. */
export async function fillDetails(
  page: Page,
  details: Locator,
  window: { daysAhead: number; from: string; until: string },
) {
  await choose(page, details, 'Type of Residence', 'House');
  await choose(page, details, 'Bedrooms', '2');
  await choose(page, details, 'Bathrooms', '1');
  await choose(page, details, 'Service', 'Deep Cleaning');
  await choose(page, details, 'City', 'Edmonton');
  await details
    .getByRole('textbox', { name: 'Full Address' })
    .fill('10150 Jasper Ave NW, Edmonton, AB T5J 1W4');
  await details.getByRole('textbox', { name: 'Postal Code' }).fill(EDMONTON_POSTAL_CODE);
  await press(details.getByRole('button', { name: /Date/ }));
  await expect(page.getByRole('dialog')).toBeVisible();
  const day = page.getByRole('button', { name: edmontonDay(window.daysAhead).label, exact: true });
  // A booking's day is at most a year ahead: twelve pages of the calendar, never an endless hunt.
  for (let month = 0; month < 12 && !(await day.isVisible()); month += 1) {
    await press(page.getByRole('button', { name: 'Next month' }));
  }
  await press(day);
  // The calendar closes on the chosen day; a time list opened while it still fades would sit
  // under it.
  await expect(page.getByRole('dialog')).toBeHidden();
  await choose(page, details, 'From', window.from);
  await choose(page, details, 'Until', window.until);
}

/** /book-now, a new visitor's contact details, then Continue: the details form. */
export async function reachDetails(page: Page, tag: string) {
  await page.goto('/book-now');
  await fillContact(page, uniqueEmail(tag));
  const details = page.getByRole('form', { name: "Amelia Tremblay, you're almost there!" });
  await expect(details).toBeVisible({ timeout: 10_000 });
  return details;
}

/** Contact and details for a deep clean in Edmonton, then Book Now: the payment form. */
export async function reachPayment(page: Page, tag: string, daysAhead: number) {
  const details = await reachDetails(page, tag);
  await fillDetails(page, details, { daysAhead, from: '9:00AM', until: '5:00PM' });
  await press(details.getByRole('button', { name: 'Check Availability' }));

  const summary = page.getByRole('region', { name: 'Your Cleaning Summary' });
  await expect(summary).toBeVisible({ timeout: 10_000 });
  await expect(summary.getByText('Deep Cleaning')).toBeVisible();
  await expect(summary.getByText(/^\$\d+\.\d{2}$/).first()).toBeVisible();
  await press(summary.getByRole('button', { name: 'Book Now' }));
  const payment = page.getByRole('form', { name: 'Payment Details' });
  await expect(payment).toBeVisible({ timeout: 10_000 });
  return payment;
}

/** The cardholder, the card `number` (expiry 12/34, CVC 123) and the terms accepted. */
export async function fillCard(payment: Locator, number: string) {
  await payment.getByRole('textbox', { name: 'Cardholder Name' }).fill('Amelia Tremblay');
  await payment.getByRole('textbox', { name: 'Card number' }).fill(number);
  await payment.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/34');
  await payment.getByRole('textbox', { name: 'CVC' }).fill('123');
  const terms = payment.getByRole('checkbox', { name: /I agree to the Terms/ });
  await press(terms);
  await expect(terms).toBeChecked();
}

/** The day `daysAhead` after today in Edmonton as pages show it: "November 27, 2026". */
export function edmontonLongDate(daysAhead: number) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: EDMONTON_ZONE }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + daysAhead));
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * The thank-you page after paying for `reachPayment`'s deep clean `daysAhead` in Edmonton: the
 * booking's number, date, window, address and what the card does, and Add to calendar (a tap on
 * the phone) downloads the booking's .ics at 9:00AM Edmonton time. Answers the booking number.
 */
export async function expectThankYouBooking(
  page: Page,
  { daysAhead, amount, card }: { daysAhead: number; amount: string; card: 'held' | 'saved' },
): Promise<string> {
  const summary = page.getByRole('region', { name: 'Your booking' });
  await expect(summary).toBeVisible();
  const terms = summary.getByRole('term');
  const values = summary.getByRole('definition');
  await expect(terms).toHaveText([
    'Booking number',
    'Service',
    'Date',
    'Time',
    'Address',
    card === 'held' ? 'Amount held' : 'Payment',
  ]);
  const bookingNo = (await values.nth(0).textContent()) ?? '';
  expect(bookingNo).toMatch(/^MS-\d+$/);
  await expect(values.nth(1)).toHaveText('Deep Cleaning');
  await expect(values.nth(2)).toHaveText(edmontonLongDate(daysAhead));
  await expect(values.nth(3)).toHaveText(/^From 9:00AM Until \d{1,2}:\d{2}(AM|PM)$/);
  // The address was typed with its city: the city is not named twice.
  await expect(values.nth(4)).toHaveText('10150 Jasper Ave NW, Edmonton, AB T5J 1W4');
  await expect(values.nth(5)).toHaveText(
    card === 'held'
      ? `$${amount}`
      : `Card saved; $${amount} will be held 24 hours before your cleaning`,
  );

  const downloading = page.waitForEvent('download');
  await press(summary.getByRole('link', { name: 'Add to calendar' }));
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`mapleshine-${bookingNo}.ics`);
  const file = await download.path();
  const calendar = (await readFile(file, 'utf8')).replace(/\r\n[ \t]/g, '');
  const lines = calendar.split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain(`UID:booking-${bookingNo}@mapleshine.ca`);
  expect(lines).toContain(`SUMMARY:MapleShine Deep Cleaning (${bookingNo})`);
  // 9:00AM in Edmonton, written in UTC: 15:00Z (MDT, UTC-6), all year since Alberta stopped
  // changing clocks in 2026 (decision 137); 16:00Z on a day that was MST (UTC-7) before.
  // Read in Node, on the committed time-zone data the server also reads.
  const day = edmontonIsoDay(daysAhead);
  const utcHour = String(9 - edmontonOffsetHours(day)).padStart(2, '0');
  expect(lines).toContain(`DTSTART:${day.replaceAll('-', '')}T${utcHour}0000Z`);
  return bookingNo;
}

function edmontonIsoDay(daysAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: EDMONTON_ZONE }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + daysAhead)).toISOString().slice(0, 10);
}

/** Edmonton's offset from UTC at noon of a day: -6 (MDT) since 2026, -7 on an earlier MST day. */
function edmontonOffsetHours(isoDay: string): number {
  const noon = new Date(`${isoDay}T19:00:00Z`);
  const localHour = Number(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: EDMONTON_ZONE,
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(noon),
  );
  return localHour - 19;
}
