import { expect, test, type Locator, type Page } from '@playwright/test';
import { plainSpaces } from '#shared/i18n/format.ts';
import * as frTerms from '#shared/catalogue/fr-CA/quebec-terms.ts';
import * as labels from '#shared/catalogue/en-CA/quebec.ts';
import { press } from '#tests/support/e2e-press.ts';
import { choose, reachDetails } from '#tests/support/e2e-same-day.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

/*
 * Quebec-ready (issue 41, decision 110) at both widths: a visitor books a deep clean in Gatineau
 * up to the payment step, reads GST and QST on their own lines, finds the terms in French first,
 * accepts them and pays with Stripe's test Visa. Each project has its own server, and no other
 * spec books in Gatineau: the desktop books 2 days ahead, the phone 3.
 */

const GATINEAU_ZONE = 'America/Toronto';
const { quebecTermsLabels } = labels;

/** The day `daysAhead` after today in Gatineau, as the date picker labels it. */
function gatineauDay(daysAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: GATINEAU_ZONE }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day + daysAhead));
  const monthName = date.toLocaleString('en', { month: 'long', timeZone: 'UTC' });
  return `${date.getUTCDate()} ${monthName} ${date.getUTCFullYear()}`;
}

/** A deep clean of a 2-bedroom house in Gatineau: 3.5 h at $50 = $175.00. */
async function fillGatineauDetails(page: Page, details: Locator, daysAhead: number) {
  await choose(page, details, 'Type of Residence', 'House');
  await choose(page, details, 'Bedrooms', '2');
  await choose(page, details, 'Bathrooms', '1');
  await choose(page, details, 'Service', 'Deep Cleaning');
  await choose(page, details, 'City', 'Gatineau');
  await details
    .getByRole('textbox', { name: 'Full Address' })
    .fill('25 rue Laurier, Gatineau, QC J8X 4C8');
  await details.getByRole('textbox', { name: 'Postal Code' }).fill('J8X 4C8');
  await press(details.getByRole('button', { name: /Date/ }));
  await expect(page.getByRole('dialog')).toBeVisible();
  const day = page.getByRole('button', { name: gatineauDay(daysAhead), exact: true });
  for (let month = 0; month < 12 && !(await day.isVisible()); month += 1) {
    await press(page.getByRole('button', { name: 'Next month' }));
  }
  await press(day);
  await expect(page.getByRole('dialog')).toBeHidden();
  await choose(page, details, 'From', '9:00AM');
  await choose(page, details, 'Until', '5:00PM');
}

test('a visitor books in Gatineau: GST and QST on their own lines, the terms in French first, paid', async ({
  page,
}) => {
  test.setTimeout(2 * 60_000);
  const { tag, daysAhead } = atWidth({
    desktop: { tag: 'quebec-desktop', daysAhead: 2 },
    phone: { tag: 'quebec-phone', daysAhead: 3 },
  });
  const details = await reachDetails(page, tag);
  await fillGatineauDetails(page, details, daysAhead);
  await press(details.getByRole('button', { name: 'Check Availability' }));

  // The summary: each tax with its rate, then the total.
  const summary = page.getByRole('region', { name: 'Your Cleaning Summary' });
  await expect(summary).toBeVisible({ timeout: 10_000 });
  await expect(summary.getByRole('row', { name: /^GST \(5%\)/ })).toContainText('$8.75');
  await expect(summary.getByRole('row', { name: /^QST \(9\.975%\)/ })).toContainText('$17.46');
  await expect(summary.getByText('$201.21')).toBeVisible();
  await press(summary.getByRole('button', { name: 'Book Now' }));

  const payment = page.getByRole('form', { name: 'Payment Details' });
  await expect(payment).toBeVisible({ timeout: 10_000 });
  const breakdown = payment.getByRole('table', { name: 'Price breakdown' });
  await expect(breakdown.getByRole('row')).toHaveText([
    'Subtotal$175.00',
    'GST (5%)$8.75',
    'QST (9.975%)$17.46',
    'Total$201.21',
  ]);

  // The terms: French first, English only on the express choice, no English checkbox.
  const block = payment.getByRole('group', { name: quebecTermsLabels.HEADING });
  await expect(block).toBeVisible();
  const french = block.getByRole('region', { name: quebecTermsLabels.FRENCH_VERSION });
  await expect(french).toHaveAttribute('lang', 'fr-CA');
  await expect(
    french.getByRole('heading', { name: frTerms.quebecTermsDocument.title }),
  ).toBeVisible();
  expect(plainSpaces((await french.textContent()) ?? '')).toContain(
    plainSpaces(frTerms.quebecTermsDocument.updated),
  );
  await expect(block.getByRole('region', { name: quebecTermsLabels.ENGLISH_VERSION })).toHaveCount(
    0,
  );
  await expect(payment.getByRole('checkbox', { name: /I agree to the Terms/ })).toHaveCount(0);
  await keepScreenshot(page, {
    path: `test-results/screens/quebec-terms-${tag}.png`,
    fullPage: true,
  });

  await payment.getByRole('textbox', { name: 'Cardholder Name' }).fill('Geneviève Tremblay');
  await payment.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await payment.getByRole('textbox', { name: 'Expiry date (MM/YY)' }).fill('12/34');
  await payment.getByRole('textbox', { name: 'CVC' }).fill('123');

  // Pay without accepting: refused on the page, nothing sent.
  await press(payment.getByRole('button', { name: 'Pay $201.21' }));
  const accept = block.getByRole('checkbox', { name: quebecTermsLabels.ACCEPT_FRENCH });
  await expect(accept).toHaveAttribute('aria-invalid', 'true');

  await press(accept);
  await expect(accept).toBeChecked();
  await press(payment.getByRole('button', { name: 'Pay $201.21' }));

  await expect(
    page.getByRole('heading', { level: 1, name: 'Thank you for your booking!' }),
  ).toBeVisible({ timeout: 20_000 });
  const booked = page.getByRole('region', { name: 'Your booking' });
  await expect(booked.getByRole('definition').nth(4)).toHaveText(
    '25 rue Laurier, Gatineau, QC J8X 4C8',
  );
  await keepScreenshot(page, {
    path: `test-results/screens/quebec-paid-${tag}.png`,
    fullPage: true,
  });
});
