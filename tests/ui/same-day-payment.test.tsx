import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
import { PaymentStage } from '#src/features/same-day-booking/components/payment-stage.tsx';
import { logInThroughApi } from '../support/render-app.tsx';
import { renderComponent } from '../support/render-component.tsx';
import { edmontonDate, quoteEdmontonCondo, type QuotedSameDay } from '../support/ui-same-day.ts';
import { apiUrl } from '../support/ui-api-url.ts';

const NAME_REQUIRED = "Please enter the cardholder's name.";
const TERMS_REQUIRED = 'Please accept the terms.';
const CODE_REQUIRED = 'Please Enter the Coupon Code.';
const CODE_INVALID = 'This coupon code is invalid.';
/** Spec §8, to the letter (the Apply button's own message is "Please Enter the Coupon Code."). */
const CODE_EMPTY_ON_PAY = 'Please Enter Coupon Code.';
const APPLY_FIRST = 'Please apply your coupon code first to receive your discount.';
const UNKNOWN_CARD = "Use one of Stripe's test card numbers.";
const DECLINED = 'Your card was declined.';
const TERMS = 'I agree to the Terms and Conditions and the Privacy Policy.';

// Three days ahead, so the card is held at once (not saved for later). Edmonton's one demo
// cleaner holds one paid job at a time: each test that pays has a window of its own.
const day = edmontonDate(3);
const browsing = { date: day, from: '9:00AM', until: '5:00PM' };
const paidWindows = {
  visa: { date: day, from: '1:00AM', until: '3:00AM' },
  withCoupon: { date: day, from: '4:00AM', until: '6:00AM' },
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  document.querySelectorAll('script[src^="https://js.stripe.com"]').forEach((tag) => tag.remove());
});

async function openPayment(window = browsing) {
  const booking = await quoteEdmontonCondo(window);
  const view = renderComponent(<PaymentStage {...booking} fromPath="/book-now" />);
  const form = await screen.findByRole('form', { name: 'Payment Details' });
  return { ...view, booking, form };
}

function cardGroup() {
  return screen.getByRole('group', { name: /Card Details/ });
}

function breakdownRows() {
  return within(screen.getByRole('table', { name: 'Price breakdown' }))
    .getAllByRole('row')
    .map((row) => row.textContent);
}

async function fillPayment(card: { number: string; expiry?: string; cvc?: string }) {
  await userEvent.type(screen.getByRole('textbox', { name: /Cardholder Name/ }), 'Chloe Bouchard');
  await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), card.number);
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }),
    card.expiry ?? '12/34',
  );
  await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), card.cvc ?? '123');
  await userEvent.click(screen.getByRole('checkbox', { name: TERMS }));
}

/**
 * The job as Edmonton's demo cleaner sees it on the job board. An open job shows a cleaner only
 * the customer's first name (decision 025), so it is found by its window, which is the test's own.
 */
async function edmontonJobBookedBy(booking: QuotedSameDay) {
  const { cookie } = await logInThroughApi(demoContractorEmail('Edmonton'), DEMO_PASSWORD);
  const response = await fetch(`${apiUrl()}/api/contractor/get_contractor_Job`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ eStatus: 'Open' }),
  });
  const body = (await response.json()) as {
    data: {
      vFirstName: string;
      vDate: string;
      vFrom: string;
      eStatus: string;
    }[];
  };
  const firstName = booking.contact.vFullName.split(' ')[0];
  return body.data.find(
    (job) =>
      job.vFirstName === firstName &&
      job.vDate === booking.window.date &&
      job.vFrom === booking.window.from,
  );
}

async function expectThankYouFor(booking: QuotedSameDay, router: { state: { location: unknown } }) {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Thank you for your booking!' }),
  ).toBeInTheDocument();
  expect(router.state.location).toMatchObject({
    pathname: '/thank-you',
    state: { pagePath: '/book-now', booking: { vDate: booking.window.date } },
  });
  const summary = screen.getByRole('region', { name: 'Your booking' });
  expect(summary).toHaveTextContent(`Time${`From ${booking.window.from} Until`}`);
  expect(within(summary).getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'download',
    expect.stringMatching(/^mapleshine-MS-\d+\.ics$/),
  );
  return edmontonJobBookedBy(booking);
}

describe('the payment stage', () => {
  it('shows the server’s price with the tax by name, the amount on Pay and the test-mode card field', async () => {
    await openPayment();
    expect(breakdownRows()).toEqual(['Subtotal$84.00', 'GST$4.20', 'Total$88.20']);
    expect(screen.getByRole('button', { name: 'Pay $88.20' })).toBeEnabled();
    const card = cardGroup();
    expect(within(card).getByText('Test mode')).toBeInTheDocument();
    expect(
      within(card).getByText(
        'No real card is charged. Use a Stripe test card such as 4242 4242 4242 4242.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
    // No publishable key in the tests: Stripe.js is never added to the page.
    expect(document.querySelector('script[src^="https://js.stripe.com"]')).toBeNull();
  });

  it(`says "${NAME_REQUIRED}" and "${TERMS_REQUIRED}" and stays`, async () => {
    const { form } = await openPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $88.20' }));
    expect(screen.getByRole('textbox', { name: /Cardholder Name/ })).toHaveAccessibleDescription(
      NAME_REQUIRED,
    );
    expect(within(form).getByText(TERMS_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $88.20' })).toBeEnabled();
  });

  it('brings the first field in error into view with the focus when Pay is refused', async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    await openPayment();
    const pay = screen.getByRole('button', { name: 'Pay $88.20' });
    await userEvent.click(pay);
    const name = screen.getByRole('textbox', { name: /Cardholder Name/ });
    expect(name).toHaveAccessibleDescription(NAME_REQUIRED);
    await waitFor(() => expect(name).toHaveFocus());
    expect(scrolled.mock.contexts.at(-1)).toBe(name);
    expect(scrolled).toHaveBeenLastCalledWith({ block: 'center' });

    await userEvent.type(name, 'Chloe Bouchard');
    await userEvent.click(pay);
    const terms = screen.getByRole('checkbox', { name: TERMS });
    expect(terms).toHaveAccessibleDescription(TERMS_REQUIRED);
    expect(terms).toBeInvalid();
    await waitFor(() => expect(terms).toHaveFocus());
    expect(scrolled.mock.contexts.at(-1)).toBe(terms);
  });

  it('groups the card number as it is typed and keeps only the digits of expiry and CVC', async () => {
    await openPayment();
    const number = screen.getByRole('textbox', { name: 'Card number' });
    await userEvent.type(number, '4242-4242 4242424299');
    expect(number).toHaveValue('4242 4242 4242 4242');
    const expiry = screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' });
    await userEvent.type(expiry, '1a2345');
    expect(expiry).toHaveValue('12/34');
    const cvc = screen.getByRole('textbox', { name: 'CVC' });
    await userEvent.type(cvc, '12x345');
    expect(cvc).toHaveValue('1234');
  });

  it.each([
    [
      'a number that fails the Luhn check',
      { number: '4242424242424241' },
      'Card number',
      'Your card number is invalid.',
    ],
    [
      'a number that is not a Stripe test card',
      { number: '4111111111111111' },
      'Card number',
      UNKNOWN_CARD,
    ],
    ['a short number', { number: '424242' }, 'Card number', 'Your card number is incomplete.'],
    [
      'an expiry in the past',
      { number: '4242424242424242', expiry: '01/25' },
      'Expiry date (MM/YY)',
      "Your card's expiration date is in the past.",
    ],
    [
      'a two-digit CVC',
      { number: '4242424242424242', cvc: '12' },
      'CVC',
      "Your card's security code is incomplete.",
    ],
  ])('shows the card message under the card field for %s', async (_, card, field, message) => {
    await openPayment();
    await fillPayment(card);
    await userEvent.click(screen.getByRole('button', { name: 'Pay $88.20' }));
    expect(await within(cardGroup()).findByRole('alert')).toHaveTextContent(message);
    expect(cardGroup()).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getByRole('textbox', { name: field })).toBeInvalid();
    // The input the message is about takes the focus, so it is in view on a phone.
    await waitFor(() => expect(screen.getByRole('textbox', { name: field })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Pay $88.20' })).toBeEnabled();
  });

  it(`shows Loading while the card is authorized, then "${DECLINED}" under the card field for 4000 0000 0000 0002`, async () => {
    const { router } = await openPayment();
    await fillPayment({ number: '4000000000000002' });
    // Without pauses between pointer events the click settles before any answer can arrive.
    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Pay $88.20' }));
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    expect(await within(cardGroup()).findByRole('alert')).toHaveTextContent(DECLINED);
    expect(screen.getByRole('button', { name: 'Pay $88.20' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/component-under-test');
    // What the customer typed stays, ready for another card.
    expect(screen.getByRole('textbox', { name: /Cardholder Name/ })).toHaveValue('Chloe Bouchard');
  });

  it('says a payment that got no answer in words the customer can act on, and lets them pay again', async () => {
    const { router } = await openPayment();
    await fillPayment({ number: '4242 4242 4242 4242' });
    const realFetch = globalThis.fetch;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      return url.endsWith('/api/cleaning/payment_autorization')
        ? Promise.reject(new TypeError('Failed to fetch'))
        : realFetch(input, init);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $88.20' }));
    expect(await within(cardGroup()).findByRole('alert')).toHaveTextContent(
      'We could not reach MapleShine. Please check your connection and try again.',
    );
    expect(screen.queryByText('Failed to fetch')).not.toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/component-under-test');
    expect(screen.getByRole('button', { name: 'Pay $88.20' })).toBeEnabled();
  });

  it('pays with 4242 4242 4242 4242, goes to /thank-you with the path it came from, and the job opens to Edmonton’s cleaners', async () => {
    const { booking, router } = await openPayment(paidWindows.visa);
    await fillPayment({ number: '4242 4242 4242 4242' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $88.20' }));
    const job = await expectThankYouFor(booking, router);
    // The hold is the customer's to read; the cleaners see the job open, not its price.
    expect(screen.getByRole('region', { name: 'Your booking' })).toHaveTextContent(
      'Amount held$88.20',
    );
    expect(job).toMatchObject({ eStatus: 'authorized' });
    expect(job).not.toHaveProperty('vTotalPrice');
  });
});

describe('the coupon box', () => {
  async function tickCoupon() {
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have a coupon' }));
    return screen.getByRole('textbox', { name: 'Coupon Code' });
  }

  it(`shows no coupon box until ticked, and "${CODE_REQUIRED}" for an empty code`, async () => {
    await openPayment();
    expect(screen.queryByRole('textbox', { name: 'Coupon Code' })).not.toBeInTheDocument();
    const code = await tickCoupon();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(code).toHaveAccessibleDescription(CODE_REQUIRED);
  });

  it(`says "${CODE_INVALID}" when the server refuses the code, and keeps the price`, async () => {
    await openPayment();
    const code = await tickCoupon();
    await userEvent.type(code, 'NOT-A-CODE');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(CODE_INVALID));
    expect(breakdownRows()).toEqual(['Subtotal$84.00', 'GST$4.20', 'Total$88.20']);
  });

  it(`refuses to pay with the coupon box ticked and empty: "${CODE_EMPTY_ON_PAY}"`, async () => {
    const { router } = await openPayment();
    await fillPayment({ number: '4242424242424242' });
    const code = await tickCoupon();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $88.20' }));
    expect(code).toHaveAccessibleDescription(CODE_EMPTY_ON_PAY);
    expect(router.state.location.pathname).toBe('/component-under-test');
    // Spec §3's click flag for pay is written when Pay is pressed.
    expect(sessionStorage.getItem('book_is_pay')).toBe('true');
    expect(screen.getByRole('button', { name: 'Pay $88.20' })).toBeEnabled();

    // A typed code replaces the message with the one for an unapplied code.
    await userEvent.type(code, 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $88.20' }));
    expect(code).toHaveAccessibleDescription(APPLY_FIRST);
  });

  it(`refuses to pay with a typed but unapplied code: "${APPLY_FIRST}"`, async () => {
    const { router } = await openPayment();
    await fillPayment({ number: '4242424242424242' });
    const code = await tickCoupon();
    await userEvent.type(code, 'WELCOME10');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $88.20' }));
    expect(code).toHaveAccessibleDescription(APPLY_FIRST);
    expect(router.state.location.pathname).toBe('/component-under-test');
    expect(screen.getByRole('button', { name: 'Pay $88.20' })).toBeEnabled();
  });

  it('applies a valid coupon (Enter in the box), shows the discount and the new total, and pays that total', async () => {
    const { booking, router } = await openPayment(paidWindows.withCoupon);
    const code = await tickCoupon();
    await userEvent.type(code, 'welcome10{Enter}');
    expect(await screen.findByRole('button', { name: 'Pay $79.38' })).toBeInTheDocument();
    expect(breakdownRows()).toEqual([
      'Subtotal$84.00',
      'Discount (WELCOME10)-$8.40',
      'GST$3.78',
      'Total$79.38',
    ]);
    expect(code).not.toHaveAccessibleDescription(APPLY_FIRST);

    await fillPayment({ number: '5555555555554444' });
    await userEvent.click(screen.getByRole('button', { name: 'Pay $79.38' }));
    const job = await expectThankYouFor(booking, router);
    expect(screen.getByRole('region', { name: 'Your booking' })).toHaveTextContent(
      'Amount held$79.38',
    );
    expect(job).toMatchObject({ eStatus: 'authorized' });
  });
});

describe('with a Stripe publishable key', () => {
  function stripeScript() {
    return document.querySelector<HTMLScriptElement>('script[src^="https://js.stripe.com"]');
  }

  /** Stripe.js tries twice (a new script tag) before it gives up; both attempts fail here. */
  async function failStripeLoad() {
    await waitFor(() => expect(stripeScript()).not.toBeNull());
    const first = stripeScript()!;
    first.dispatchEvent(new Event('error'));
    await waitFor(() => expect(stripeScript()).not.toBe(first));
    stripeScript()!.dispatchEvent(new Event('error'));
  }

  it('loads Stripe.js on the payment stage only, and outside production falls back to the test-mode field with a warning when it fails', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_test_mapleshine');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openPayment();
    await waitFor(() => expect(stripeScript()).not.toBeNull());
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();

    await failStripeLoad();
    const card = await screen.findByRole('group', { name: /Card Details/ });
    expect(within(card).getByText('Test mode')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Stripe.js could not be loaded, so cards cannot be taken:',
      expect.any(Error),
    );
  });

  it('in a production build never offers test cards when Stripe.js fails: paying says the card cannot be processed', async () => {
    vi.stubEnv('VITE_STRIPE_PUBLISHABLE_KEY', 'pk_live_mapleshine');
    vi.stubEnv('PROD', true);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openPayment();
    await failStripeLoad();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await userEvent.type(
      screen.getByRole('textbox', { name: /Cardholder Name/ }),
      'Chloe Bouchard',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: TERMS }));
    await userEvent.click(screen.getByRole('button', { name: 'Pay $88.20' }));
    expect(
      await screen.findByText('The card could not be processed right now. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Card number' })).not.toBeInTheDocument();
  });
});
