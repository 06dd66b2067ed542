import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { demoContractorEmail, DEMO_PASSWORD } from '#server/db/seed/accounts.ts';
import { gatineauCity, gatineauDemoCleaner } from '#server/db/seed/quebec.ts';
import * as enJobMail from '#shared/catalogue/en-CA/mail-jobs.ts';
import * as frBooking from '#shared/catalogue/fr-CA/booking.ts';
import * as frWizard from '#shared/catalogue/fr-CA/booking-wizard.ts';
import * as frNews from '#shared/catalogue/fr-CA/mail-booking-news.ts';
import * as frPayments from '#shared/catalogue/fr-CA/mail-payments.ts';
import * as frQuebec from '#shared/catalogue/fr-CA/quebec.ts';
import * as frTerms from '#shared/catalogue/fr-CA/quebec-terms.ts';
import { formatDay, formatMoney, formatWeekdayDay, plainSpaces } from '#shared/i18n/format.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import { axeFindings } from '#tests/support/e2e-axe.ts';
import { watchHydration } from '#tests/support/e2e-hydration.ts';
import { onPhone, press } from '#tests/support/e2e-press.ts';
import { choose, uniqueEmail } from '#tests/support/e2e-same-day.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

/*
 * Issue 41's done-when journey at both widths: a visitor on the English home page switches to
 * French, books a deep clean in Gatineau through the French wizard (TPS and TVQ on their own
 * lines, the terms in French first), pays and reads the French thank-you page; the confirmation
 * e-mail is French and links to the French booking page. Gatineau's English-speaking demo
 * cleaner (Owen) accepts through the cleaners' API: the customer is told in French, Owen in
 * English. Each project has its own server; no other spec books Gatineau's demo cleaner on these
 * days (quebec-booking.spec.ts books 2 and 3 days ahead): the desktop books 7 days ahead, the
 * phone 6, 9 h to 17 h, within Owen's every-day hours (6 h to 23 h); that far ahead the card is
 * saved at once and held the day before.
 *
 * Not checked, because the product does not do it yet (reported with this test): a service's
 * name outside the wizard's lists (thank-you page, e-mails, booking page) is its English name.
 * The booking page's server-written texts (status, date, window, where the money stands) are
 * French on /fr/booking-link/… (decision 113; tests/api/booking-link.test.ts checks them).
 */

const FR = 'fr-CA';
const ZONE = gatineauCity.timeZone;
const GUEST = { fullName: 'Geneviève Tremblay', phone: '8195550147' };
const ADDRESS = '25 rue Laurier, Gatineau, QC J8X 4C8';
const POSTAL_CODE = 'J8X 4C8';
/** A deep clean of a 2-bedroom house: 3.5 h at 50 $ = 175,00 $, TPS 8,75 $, TVQ 17,46 $. */
const PRICES = { subtotal: 175, gst: 8.75, qst: 17.46, total: 201.21 };
const OWEN = gatineauDemoCleaner.fullName.split(' ')[0] ?? '';

const wizard = frBooking.sameDayWizardLabels;
const payLabels = frBooking.sameDayPaymentLabels;
const { paymentTexts, bookedTexts, wizardTexts } = frWizard;
const money = (amount: number) => formatMoney(amount, FR);

/** Gatineau's date `daysAhead` after today, 'YYYY-MM-DD'. */
function gatineauDay(daysAhead: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + daysAhead)).toISOString().slice(0, 10);
}

/** The French date picker's label of a day: « vendredi 4 décembre 2026 ». */
function pickerDayLabel(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const weekday = date.toLocaleString('fr-CA', { weekday: 'long', timeZone: 'UTC' });
  const month = date.toLocaleString('fr-CA', { month: 'long', timeZone: 'UTC' });
  return `${weekday} ${date.getUTCDate()} ${month} ${date.getUTCFullYear()}`;
}

/** A text with its invisible spaces made plain, for a page's text compared with a catalogue's. */
async function plainText(locator: Locator): Promise<string> {
  return plainSpaces((await locator.textContent()) ?? '').replace(/\s+/g, ' ');
}

/** The catalogue's message with its values, its spaces plain. */
function say(message: string, values: Record<string, string | number> = {}): string {
  return plainSpaces(formatMessage(FR, message, values));
}

/** The language switcher: in the header on a desktop, in the burger's menu on a phone. */
async function switcher(page: Page, name: 'Français' | 'English'): Promise<Locator> {
  if (onPhone()) {
    const link = page.getByRole('dialog').getByRole('link', { name, exact: true });
    const burger = page.getByRole('banner').getByRole('button', { name: /menu/i });
    // A press before the app has taken the page over opens nothing: pressed again until the burger
    // says the menu is open, and never once it does (the drawer's code may still be on its way on
    // a busy machine, and a second press would close the menu it is about to show).
    await expect(async () => {
      if ((await burger.getAttribute('aria-expanded')) !== 'true') await press(burger);
      await expect(burger).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(link).toBeVisible();
    return link;
  }
  return page.getByRole('banner').getByRole('link', { name, exact: true });
}

async function expectNoAxeFindings(page: Page, where: string) {
  expect(await axeFindings(page), where).toEqual([]);
}

/**
 * Where this project's screenshots go (looked at by hand; not committed): the whole page, or its
 * first screen for the outbox, which holds every e-mail of the run and grows past what Chromium
 * can capture in one picture.
 */
function shot(page: Page, name: string, { fullPage = true } = {}) {
  return page.screenshot({
    path: `/tmp/i41-journey-${test.info().project.name}-${name}.png`,
    fullPage,
  });
}

async function post<T>(api: APIRequestContext, url: string, body: object): Promise<T> {
  const response = await api.post(url, { data: body });
  const json = (await response.json()) as { message?: string } & T;
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}: ${json.message}`);
  return json;
}

/** The one e-mail of /dev/outbox to `to` whose subject is `subject`. */
async function openMail(page: Page, to: string, subject: string): Promise<Locator> {
  await page.goto('/dev/outbox');
  const mail = page
    .locator('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: subject, exact: true }) })
    .filter({ hasText: `To: ${to} ` });
  await expect(mail).toHaveCount(1);
  return mail;
}

test('a visitor switches to French, books and pays in Gatineau; the mail is French, the English-speaking cleaner is told in English', async ({
  page,
  playwright,
}) => {
  test.setTimeout(3 * 60_000);
  // More than five days ahead whatever the hour the test runs (the thank-you page says the card
  // is saved), and a different day at each width so the two runs do not take one cleaner's slot.
  const { tag, daysAhead } = atWidth({
    desktop: { tag: 'french-desktop', daysAhead: 7 },
    phone: { tag: 'french-phone', daysAhead: 6 },
  });
  const email = uniqueEmail(tag);
  const day = gatineauDay(daysAhead);
  const hydrated = await watchHydration(page);

  await test.step('the English home page’s switcher leads to /fr, in French', async () => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
    await press(await switcher(page, 'Français'));
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await hydrated();
    await expectNoAxeFindings(page, 'the French home page');
    await shot(page, 'home');
  });

  const details = await test.step('the French home page’s form: contact, in French', async () => {
    // The home page's form loads once it is near the view (far below the fold on a phone).
    await page
      .getByRole('region', { name: wizard.SAME_DAY_HEADING })
      .getByRole('heading', { level: 2 })
      .scrollIntoViewIfNeeded();
    const contact = page.getByRole('form', { name: wizard.SAME_DAY_HEADING });
    await expect(contact).toBeVisible();
    await expect(contact.getByRole('button', { name: wizard.CONTINUE, exact: true })).toBeVisible();
    await contact.getByRole('textbox', { name: wizard.FULL_NAME_LABEL }).fill(GUEST.fullName);
    await contact.getByRole('textbox', { name: wizard.EMAIL_LABEL }).fill(email);
    await contact.getByRole('textbox', { name: wizard.PHONE_LABEL }).fill(GUEST.phone);
    await press(contact.getByRole('button', { name: wizard.CONTINUE, exact: true }));

    const details = page.getByRole('form', {
      name: say(wizard.DETAILS_HEADING, { name: GUEST.fullName }),
    });
    await expect(details).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    return details;
  });

  await test.step('the details in French: a deep clean of a house in Gatineau', async () => {
    await expect(
      details.getByRole('button', { name: wizard.CHECK_AVAILABILITY, exact: true }),
    ).toBeVisible();
    await expectNoAxeFindings(page, 'the French details form');
    await choose(page, details, wizard.RESIDENCE_TYPE_LABEL, 'Maison');
    await choose(
      page,
      details,
      wizard.BEDROOMS_LABEL,
      say(wizardTexts.BEDROOM_OPTION, { count: 2 }),
    );
    await choose(
      page,
      details,
      wizard.BATHROOMS_LABEL,
      say(wizardTexts.BATHROOM_OPTION, { count: 1 }),
    );
    await choose(page, details, wizard.SERVICE_LABEL, 'Grand ménage');
    await choose(page, details, wizard.CITY_LABEL, gatineauCity.name);
    await details.getByRole('textbox', { name: wizard.ADDRESS_LABEL, exact: true }).fill(ADDRESS);
    await details.getByRole('textbox', { name: wizard.POSTAL_CODE_LABEL }).fill(POSTAL_CODE);
    await press(details.getByRole('button', { name: new RegExp(`^${wizard.DATE_LABEL}`) }));
    await expect(page.getByRole('dialog')).toBeVisible();
    const dayButton = page.getByRole('button', { name: pickerDayLabel(day), exact: true });
    for (let month = 0; month < 12 && !(await dayButton.isVisible()); month += 1) {
      await press(page.getByRole('button', { name: wizardTexts.NEXT_MONTH }));
    }
    await press(dayButton);
    await expect(page.getByRole('dialog')).toBeHidden();
    await choose(page, details, wizard.FROM_TIME_LABEL, '9 h');
    await choose(page, details, wizard.UNTIL_TIME_LABEL, '17 h');
    await shot(page, 'details');
    await press(details.getByRole('button', { name: wizard.CHECK_AVAILABILITY, exact: true }));
  });

  await test.step('the French summary: TPS and TVQ on their own lines, French money', async () => {
    const summary = page.getByRole('region', { name: wizard.SUMMARY_HEADING });
    await expect(summary).toBeVisible();
    await expect(summary.getByRole('row', { name: /^TPS \(5\s%\)/ })).toContainText(
      money(PRICES.gst),
    );
    await expect(summary.getByRole('row', { name: /^TVQ \(9,975\s%\)/ })).toContainText(
      money(PRICES.qst),
    );
    await expect(summary.getByText(money(PRICES.total))).toBeVisible();
    await expectNoAxeFindings(page, 'the French summary');
    await shot(page, 'summary');
    await press(summary.getByRole('button', { name: wizard.BOOK_NOW, exact: true }));
  });

  await test.step('the French payment: the terms in French first, accepted, paid', async () => {
    const payment = page.getByRole('form', { name: payLabels.PAYMENT_HEADING });
    await expect(payment).toBeVisible();
    const breakdown = payment.getByRole('table', { name: paymentTexts.PRICE_BREAKDOWN });
    const rows = await breakdown.getByRole('row').allTextContents();
    expect(rows.map((row) => plainSpaces(row))).toEqual(
      [
        `${payLabels.SUBTOTAL_LABEL}${money(PRICES.subtotal)}`,
        `${frQuebec.taxLineLabels.GST} (5 %)${money(PRICES.gst)}`,
        `${frQuebec.taxLineLabels.QST} (9,975 %)${money(PRICES.qst)}`,
        `${payLabels.AMOUNT_DUE_LABEL}${money(PRICES.total)}`,
      ].map((row) => plainSpaces(row)),
    );

    const terms = payment.getByRole('group', { name: frQuebec.quebecTermsLabels.HEADING });
    await expect(terms).toBeVisible();
    const french = terms.getByRole('region', { name: frQuebec.quebecTermsLabels.FRENCH_VERSION });
    await expect(french).toHaveAttribute('lang', 'fr-CA');
    await expect(
      french.getByRole('heading', { name: frTerms.quebecTermsDocument.title }),
    ).toBeVisible();
    await expectNoAxeFindings(page, 'the French payment form');
    await shot(page, 'payment');

    await payment
      .getByRole('textbox', { name: payLabels.CARDHOLDER_NAME_LABEL })
      .fill(GUEST.fullName);
    await payment
      .getByRole('textbox', { name: paymentTexts.CARD_NUMBER_LABEL })
      .fill('4242 4242 4242 4242');
    await payment.getByRole('textbox', { name: paymentTexts.EXPIRY_LABEL }).fill('12/34');
    await payment.getByRole('textbox', { name: paymentTexts.CVC_LABEL }).fill('123');
    const accept = terms.getByRole('checkbox', { name: frQuebec.quebecTermsLabels.ACCEPT_FRENCH });
    await press(accept);
    await expect(accept).toBeChecked();
    const pay = payment.getByRole('button', {
      name: say(payLabels.PAY, { amount: money(PRICES.total) }),
    });
    await press(pay);
  });

  const bookingNo =
    await test.step('the French thank-you page: French money and a French date', async () => {
      await expect(page).toHaveURL(/\/fr\/thank-you$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(
        page.getByRole('heading', { level: 1, name: frBooking.thankYouLabels.HEADING }),
      ).toBeVisible();
      const booked = page.getByRole('region', { name: bookedTexts.HEADING });
      await expect(booked.getByRole('term')).toHaveText([
        bookedTexts.BOOKING_NUMBER,
        bookedTexts.SERVICE,
        bookedTexts.DATE,
        bookedTexts.TIME,
        bookedTexts.ADDRESS,
        bookedTexts.PAYMENT,
      ]);
      const values = booked.getByRole('definition');
      await expect(values.nth(0)).toHaveText(/^MS-\d+$/);
      // values.nth(1), the service, is not checked: it shows the service's English name (a gap
      // reported with this test: only the wizard's lists name services in French).
      expect(await plainText(values.nth(2))).toBe(plainSpaces(formatDay(day, FR)));
      expect(await plainText(values.nth(3))).toMatch(/^De 9 h à \d{1,2} h( \d{2})?$/);
      await expect(values.nth(4)).toHaveText(ADDRESS);
      // More than five days ahead: the card is saved now and held the day before.
      expect(await plainText(values.nth(5))).toBe(
        say(bookedTexts.CARD_SAVED, { amount: money(PRICES.total) }),
      );
      await expectNoAxeFindings(page, 'the French thank-you page');
      await shot(page, 'thank-you');
      return (await values.nth(0).textContent()) ?? '';
    });

  const bookingLink =
    await test.step('the confirmation e-mail is French and links to the French booking page', async () => {
      const mail = await openMail(page, email, say(frPayments.confirmation.subject, { bookingNo }));
      const text = plainSpaces((await mail.locator(':scope > pre').textContent()) ?? '');
      expect(text).toContain(say(frPayments.paymentParts.greeting, { name: GUEST.fullName }));
      expect(text).toContain(
        say(frPayments.confirmation.body.split('\n')[2] ?? 'missing line of the body'),
      );
      expect(text).toContain(say(frPayments.bookingSummary.bookingNumber, { bookingNo }));
      expect(text).toContain(
        say(frPayments.bookingSummary.date, { day: formatWeekdayDay(day, FR) }),
      );
      expect(text).toContain(
        say(frPayments.confirmation.cardSaved, { amount: money(PRICES.total) }),
      );
      expect(text).toContain(say(frPayments.bookingSummary.total, { amount: money(PRICES.total) }));
      // Issue 41's bug found here: the tax line read « GST + QST : 26,21 $ » in French.
      expect(text).toContain(
        say(frPayments.bookingSummary.tax, {
          tax: `${frQuebec.taxLineLabels.GST} + ${frQuebec.taxLineLabels.QST}`,
          amount: money(PRICES.gst + PRICES.qst),
        }),
      );
      expect(text).not.toContain('Hi ');
      const seeYourBooking = say(frNews.parts.seeYourBooking, { link: '' });
      expect(text).toContain(seeYourBooking);
      const link = mail.getByRole('link', { name: /\/booking-link\// });
      await expect(link).toHaveCount(1);
      const href = (await link.getAttribute('href')) ?? '';
      expect(new URL(href).pathname).toMatch(/^\/fr\/booking-link\/[A-Za-z0-9_-]{20,}$/);

      await press(link);
      await expect(page).toHaveURL(href);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(
        page.getByRole('heading', { level: 1, name: bookedTexts.HEADING }),
      ).toBeVisible();
      await shot(page, 'booking-page');
      return href;
    });

  const cleaner = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
  });
  try {
    await test.step('Owen, who reads English, accepts: the customer is told in French, Owen in English', async () => {
      const cleanerEmail = demoContractorEmail(gatineauCity.name);
      await post(cleaner, '/api/auth/login', { vEmail: cleanerEmail, vPassword: DEMO_PASSWORD });
      const open = await post<{ data: { iBookingId: number; vBookingNo: string }[] }>(
        cleaner,
        '/api/contractor/get_contractor_Job',
        { eStatus: 'Open' },
      );
      const job = open.data.find((entry) => entry.vBookingNo === bookingNo);
      if (!job) throw new Error(`${bookingNo} is not among Gatineau's open jobs`);
      await post(cleaner, '/api/contractor/assign_contractor_to_booking', {
        iBookingId: job.iBookingId,
      });

      const toCustomer = await openMail(
        page,
        email,
        say(frNews.accepted.subject, { cleaner: OWEN, bookingNo }),
      );
      const customerText = plainSpaces(
        (await toCustomer.locator(':scope > pre').textContent()) ?? '',
      );
      expect(customerText).toContain(say(frNews.parts.greeting, { name: GUEST.fullName }));
      expect(customerText).toMatch(
        new RegExp(`Bonne nouvelle : ${OWEN} a accepté votre réservation ${bookingNo} \\(`),
      );
      expect(customerText).toContain(say(frNews.accepted.nothingCharged));
      // Each e-mail carries a link of its own, to the French booking page.
      const acceptedLink = toCustomer.getByRole('link', { name: /\/booking-link\// });
      await expect(acceptedLink).toHaveAttribute('href', /\/fr\/booking-link\/[A-Za-z0-9_-]{20,}$/);

      const toOwen = await openMail(
        page,
        cleanerEmail,
        formatMessage('en-CA', enJobMail.jobAccepted.subject, { bookingNo }),
      );
      const owenText = (await toOwen.locator(':scope > pre').textContent()) ?? '';
      expect(owenText).toContain(`Hi ${gatineauDemoCleaner.fullName},`);
      expect(owenText).toContain('You accepted this job:');
      expect(owenText).toContain(`Booking number: ${bookingNo}`);
      expect(owenText).toContain('Service: Deep Cleaning');
      expect(owenText).toContain(`City: ${gatineauCity.name}`);
      expect(owenText).toContain('Time: 9:00AM–12:30PM (3.5 hours)');
      expect(owenText).toContain(`Date: ${formatWeekdayDay(day, 'en-CA')}`);
      expect(owenText).toContain('You are paid within 48 hours of completing the job.');
      expect(owenText).not.toMatch(/Bonjour|réservation|ménage/);
      await shot(page, 'outbox', { fullPage: false });

      // The customer's booking page, from the same French link, names Owen.
      await page.goto(bookingLink);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
      await expect(page.getByRole('main').getByText(OWEN, { exact: true })).toBeVisible();
    });
  } finally {
    await cleaner.dispose();
  }
});
