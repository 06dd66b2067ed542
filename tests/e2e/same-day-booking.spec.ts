import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeFindings } from '#tests/support/e2e-axe.ts';
import { press } from '#tests/support/e2e-press.ts';
import {
  edmontonDay,
  expectThankYouBooking,
  fillCard,
  fillDetails,
  reachDetails,
  reachPayment,
  uniqueEmail,
} from '#tests/support/e2e-same-day.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';
import { onlyAt } from '#tests/support/e2e-width.ts';

// The same-day flow on the real server (offline test gateway), as a visitor meets it on /book-now.
// Each test books its own day in Edmonton (the desktop's 1 to 4 days ahead, the phone's 8 and 9):
// a paid booking holds Edmonton's one demo cleaner for its window.

test.describe(() => {
  onlyAt('desktop', 'a mouse and a keyboard; the phone books with taps below');

  test('a visitor books a deep clean in Edmonton and pays with 4242 4242 4242 4242', async ({
    page,
    request,
  }) => {
    const payment = await reachPayment(page, 'paid', 2);
    await fillCard(payment, '4242 4242 4242 4242');
    const pay = payment.getByRole('button', { name: /^Pay \$\d+\.\d{2}$/ });
    const paidAmount = ((await pay.textContent()) ?? '').replace('Pay $', '');
    await pay.click();

    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    // Two days ahead the card is held now.
    const bookingNo = await expectThankYouBooking(page, {
      daysAhead: 2,
      amount: paidAmount,
      card: 'held',
    });
    expect(await axeFindings(page)).toEqual([]);
    await keepScreenshot(page, { path: 'test-results/thank-you-desktop.png', fullPage: true });
    // The booking stays on the page when it is reloaded (it travels in the history entry).
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Your booking' }).getByRole('definition').first(),
    ).toHaveText(bookingNo);

    // The booking is authorized and open to Edmonton's cleaners: the demo cleaner sees it.
    const login = await request.post('/api/auth/login', {
      data: { vEmail: 'cleaner.edmonton@demo.mapleshine.ca', vPassword: 'Spotless-Demo-2026' },
    });
    expect(login.status()).toBe(200);
    const jobs = await request.post('/api/contractor/get_contractor_Job', {
      data: { eStatus: 'Open' },
    });
    const body = (await jobs.json()) as {
      data: {
        vFirstName: string;
        vFullName: string | null;
        vEmail: string | null;
        eStatus: string;
        vPay: string | null;
        service: { vServiceName: string };
      }[];
    };
    // Open to the city's cleaners by first name only: contact details come with acceptance.
    const job = body.data.find((entry) => entry.vFirstName === 'Amelia');
    expect(job).toMatchObject({
      eStatus: 'authorized',
      service: { vServiceName: 'Deep Cleaning' },
      vFullName: null,
      vEmail: null,
    });
    // The cleaner reads their pay, never the customer's price (decision 031).
    expect(Number(job?.vPay)).toBeGreaterThan(0);
    expect(job).not.toHaveProperty('vTotalPrice');
    expect(paidAmount).toMatch(/^\d+\.\d{2}$/);
  });

  test('a declined card shows the decline message and stays on payment', async ({ page }) => {
    const payment = await reachPayment(page, 'declined', 3);
    await fillCard(payment, '4000 0000 0000 0002');
    await payment.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(payment.getByText('Your card was declined.')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/book-now$/);
    await expect(payment.getByRole('button', { name: /^Pay \$/ })).toBeEnabled();
  });

  test('an invalid coupon shows "This coupon code is invalid."', async ({ page }) => {
    const payment = await reachPayment(page, 'coupon', 4);
    await payment.getByRole('checkbox', { name: 'I have a coupon' }).check();
    await payment.getByRole('textbox', { name: 'Coupon Code' }).fill('NOSUCHCODE');
    await payment.getByRole('button', { name: 'Apply' }).click();
    await expect(payment.getByText('This coupon code is invalid.')).toBeVisible({
      timeout: 10_000,
    });
  });

  /** Presses Tab until `target` has the focus, as a keyboard user would. */
  async function tabTo(page: Page, target: Locator) {
    for (let presses = 0; presses < 80; presses += 1) {
      if (await target.evaluate((element) => element === document.activeElement)) return;
      await page.keyboard.press('Tab');
    }
    throw new Error('Tab never reached the field');
  }

  /**
   * Opens a select from the keyboard and moves through its options to `option`, then Enter. The
   * highlighted option is read in this select's own list (its aria-controls): the list of the select
   * chosen before may still be fading out, with its own option highlighted.
   */
  async function chooseByKeyboard(page: Page, form: Locator, label: string, option: string) {
    const select = form.getByRole('combobox', { name: label, exact: true });
    await tabTo(page, select);
    for (let presses = 0; presses < 40; presses += 1) {
      await page.keyboard.press('ArrowDown');
      const list = await select.getAttribute('aria-controls');
      if (!list) continue;
      const highlighted = page.locator(`[id="${list}"] [data-combobox-selected]`);
      if ((await highlighted.count()) === 1 && (await highlighted.textContent()) === option) {
        await page.keyboard.press('Enter');
        await expect(select).toHaveValue(option);
        return;
      }
    }
    throw new Error(`${label}: option ${option} never highlighted`);
  }

  async function activeLabel(page: Page) {
    return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
  }

  test('the whole flow completes with the keyboard alone', async ({ page }) => {
    await page.goto('/book-now');
    const contact = page.getByRole('form', { name: /find a same-day cleaner now/i });
    await tabTo(page, contact.getByRole('textbox', { name: 'Full Name' }));
    await page.keyboard.type('Amelia Tremblay');
    await page.keyboard.press('Tab');
    await page.keyboard.type(uniqueEmail('keyboard'));
    await page.keyboard.press('Tab');
    await page.keyboard.type('7805550142');
    await page.keyboard.press('Enter');

    const details = page.getByRole('form', { name: "Amelia Tremblay, you're almost there!" });
    await expect(details).toBeVisible({ timeout: 10_000 });
    await chooseByKeyboard(page, details, 'Type of Residence', 'House');
    await chooseByKeyboard(page, details, 'Bedrooms', '2');
    await chooseByKeyboard(page, details, 'Bathrooms', '1');
    await chooseByKeyboard(page, details, 'Service', 'Deep Cleaning');
    await chooseByKeyboard(page, details, 'City', 'Edmonton');
    await tabTo(page, details.getByRole('textbox', { name: 'Full Address' }));
    await page.keyboard.type('10150 Jasper Ave NW, Edmonton, AB T5J 1W4');
    await tabTo(page, details.getByRole('textbox', { name: 'Postal Code' }));
    await page.keyboard.type('t5j 1w4');

    await tabTo(page, details.getByRole('button', { name: /Date/ }));
    await page.keyboard.press('Enter');
    // The calendar opens with a transition: Tab before it is there walks the page instead.
    await expect(page.getByRole('dialog')).toBeVisible();
    const day = edmontonDay(1).label;
    // Into the calendar, then along the days to tomorrow.
    for (let presses = 0; presses < 10 && !/\d{4}$/.test(await activeLabel(page)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    const monthOf = (label: string) => label.replace(/^\d+ /, '');
    if (monthOf(await activeLabel(page)) !== monthOf(day)) {
      // Run on a month's last day, tomorrow is in the next month, and a day's arrows stay in the
      // month shown: its "Next month" control turns the page, as a keyboard user would.
      await tabTo(page, page.getByRole('dialog').getByRole('button', { name: 'Next month' }));
      await page.keyboard.press('Enter');
      for (let presses = 0; presses < 10 && !/\d{4}$/.test(await activeLabel(page)); presses += 1) {
        await page.keyboard.press('Tab');
      }
    }
    for (let presses = 0; presses < 40 && (await activeLabel(page)) !== day; presses += 1) {
      await page.keyboard.press('ArrowRight');
    }
    expect(await activeLabel(page)).toBe(day);
    await page.keyboard.press('Enter');
    // The chosen day closes the calendar and leaves the focus on the date field, so the next Tab
    // goes on to From instead of starting again at the top of the page.
    const dateField = details.getByRole('button', { name: /Date/ });
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(dateField).toBeFocused();
    await expect(dateField).toHaveText(/\d{4}$/);
    await page.keyboard.press('Tab');
    await expect(details.getByRole('combobox', { name: 'From', exact: true })).toBeFocused();

    await chooseByKeyboard(page, details, 'From', '9:00AM');
    await chooseByKeyboard(page, details, 'Until', '5:00PM');
    await tabTo(page, details.getByRole('button', { name: 'Check Availability' }));
    await page.keyboard.press('Enter');

    const summary = page.getByRole('region', { name: 'Your Cleaning Summary' });
    await expect(summary).toBeVisible({ timeout: 10_000 });
    await tabTo(page, summary.getByRole('button', { name: 'Book Now' }));
    await page.keyboard.press('Enter');

    const payment = page.getByRole('form', { name: 'Payment Details' });
    await expect(payment).toBeVisible({ timeout: 10_000 });
    await tabTo(page, payment.getByRole('textbox', { name: 'Cardholder Name' }));
    await page.keyboard.type('Amelia Tremblay');
    await tabTo(page, payment.getByRole('textbox', { name: 'Card number' }));
    await page.keyboard.type('4242424242424242');
    await tabTo(page, payment.getByRole('textbox', { name: 'Expiry date (MM/YY)' }));
    await page.keyboard.type('1234');
    await tabTo(page, payment.getByRole('textbox', { name: 'CVC' }));
    await page.keyboard.type('123');
    await tabTo(page, payment.getByRole('checkbox', { name: /I agree to the Terms/ }));
    await page.keyboard.press('Space');
    await tabTo(page, payment.getByRole('button', { name: /^Pay \$/ }));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 15_000 });
  });
});

/*
 * A guest's same-day booking on a phone (decision 029), at 390×844 with touch: every control is
 * tapped, and an answer must come into the phone's short view.
 */
test.describe(() => {
  onlyAt('phone', 'taps, and answers that must come into a 390×844 view');

  test('a guest books a deep clean from /book-now to /thank-you with taps, paying with 4242 4242 4242 4242', async ({
    page,
  }) => {
    const payment = await reachPayment(page, 'phone-paid', 8);
    await fillCard(payment, '4242 4242 4242 4242');
    // Side by side, the expiry's two-line label must not push its box below the CVC's.
    const bottom = async (name: string) => {
      const box = await payment.getByRole('textbox', { name }).boundingBox();
      return Math.round((box?.y ?? 0) + (box?.height ?? 0));
    };
    expect(await bottom('Expiry date (MM/YY)')).toBe(await bottom('CVC'));
    const pay = payment.getByRole('button', { name: /^Pay \$\d+\.\d{2}$/ });
    const amount = ((await pay.textContent()) ?? '').replace('Pay $', '');
    await press(pay);

    await expect(page).toHaveURL(/\/thank-you$/, { timeout: 15_000 });
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you for your booking!' }),
    ).toBeVisible();
    // Eight days ahead the card is only saved, and held 24 hours before the cleaning.
    await expectThankYouBooking(page, { daysAhead: 8, amount, card: 'saved' });
    expect(await axeFindings(page)).toEqual([]);
    await keepScreenshot(page, { path: 'test-results/thank-you-phone.png', fullPage: true });
  });

  test('a window too short for the job is answered in view, beside Check Availability, and focused', async ({
    page,
  }) => {
    const details = await reachDetails(page, 'too-short');
    await fillDetails(page, details, { daysAhead: 9, from: '9:00AM', until: '10:00AM' });
    const check = details.getByRole('button', { name: 'Check Availability' });
    await press(check);

    const refusal = details.getByRole('alert');
    await expect(refusal).toHaveText(
      'This cleaning takes about 3.5 hours, so please choose a window of at least 3.5 hours (for example 9:00AM to 1:00PM).',
      { timeout: 10_000 },
    );
    await expect(refusal).toBeInViewport();
    await expect(refusal).toBeFocused();
    await expect(check).toBeInViewport();
  });

  test('a Check Availability pressed with nothing chosen brings the first missing choice into view, focused', async ({
    page,
  }) => {
    const details = await reachDetails(page, 'missing');
    const residence = details.getByRole('combobox', { name: 'Type of Residence', exact: true });
    const check = details.getByRole('button', { name: 'Check Availability' });
    await check.scrollIntoViewIfNeeded();
    await expect(residence).not.toBeInViewport();
    await press(check);

    await expect(details.getByText('Please select the type of residence.')).toBeInViewport();
    await expect(residence).toBeFocused();
    await expect(residence).toBeInViewport();
  });
});
