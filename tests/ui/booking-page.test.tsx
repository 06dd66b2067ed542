import type { ReactElement } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiClientContext, createApiClient } from '#src/api/client.ts';
import { renderApp } from '../support/render-app.tsx';
import { apiUrl } from '../support/ui-api-url.ts';
import { DEMO_PASSWORD } from '#server/db/seed/accounts.ts';
import { findToast } from '../support/toasts.ts';
import { actAs, newCustomerThroughApi, signInAs, type SignedIn } from '../support/ui-accounts.ts';
import { uiOperators } from '../support/ui-operators.ts';
import {
  bookingLinkPath,
  paidBooking,
  paidGuestBooking,
  slotInDays,
  type Customer,
} from '../support/ui-bookings.ts';

// Issue 40: a booking's own page, opened by a guest from an e-mail's link and by a signed-in
// customer from their bookings; the same sections either way.

const CITY = 'Ottawa';
const NOT_FOUND = 'This link does not open a booking';
// Days of their own, so these bookings do not meet the other test files' bookings of the city.
let nextDay = 30 + Math.floor(Math.random() * 200);
function slot() {
  nextDay += 1;
  return slotInDays(CITY, nextDay);
}
let guests = 0;
function guest() {
  guests += 1;
  return {
    fullName: 'Maïka Gagnon',
    email: `ui.guest.${Date.now()}.${guests}@example.ca`,
  };
}

let signedIn: SignedIn;
let customer: Customer;

beforeAll(async () => {
  const person = await newCustomerThroughApi('Noor', 'Haddad');
  signedIn = await signInAs(person.email, person.password);
  customer = { cookie: signedIn.cookie, fullName: person.fullName, email: person.email };
});

async function openLink(path: string, wrap?: (app: ReactElement) => ReactElement) {
  const view = renderApp(path, { timings: { toastMs: 50 }, ...(wrap ? { wrap } : {}) });
  return view;
}

async function section(name: string) {
  return screen.findByRole('region', { name });
}

describe('/booking-link/:token (a guest)', () => {
  it('shows the status, the visit, the money in plain words and the account invitation', async () => {
    const person = guest();
    const bookingNo = await paidGuestBooking(person, slotInDays(CITY, 2));
    const path = await bookingLinkPath(bookingNo);
    expect(path).toMatch(/^\/booking-link\/[A-Za-z0-9_-]{43}$/);

    await openLink(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    expect(screen.getByText(`Booking ${bookingNo}`)).toBeInTheDocument();
    expect(screen.getByText('Finding a cleaner')).toBeInTheDocument();
    const visit = await section('Your cleaning');
    expect(within(visit).getByText('Routine Clean')).toBeInTheDocument();
    expect(within(visit).getByText(/^9:00AM–11:00AM/)).toBeInTheDocument();
    expect(within(visit).getByText('(Ottawa time)')).toBeInTheDocument();
    const money = await section('Payment');
    expect(
      within(money).getByText(
        /^\$[\d,]+\.\d\d is held on your card\. You are charged only when the cleaning is done\.$/,
      ),
    ).toBeInTheDocument();
    expect(
      within(await section('Your cleaner')).getByText(/We are finding a cleaner/),
    ).toBeVisible();
    const invite = await section('Create an account to keep your bookings');
    expect(within(invite).getByText(new RegExp(person.email.replace(/\./g, '\\.')))).toBeVisible();
    expect(within(invite).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await waitFor(() => expect(document.title).toBe('Your booking | MapleShine'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('takes the guest to /register with their e-mail filled in', async () => {
    const person = guest();
    const bookingNo = await paidGuestBooking(person, slot());
    const { router } = await openLink(await bookingLinkPath(bookingNo));
    await userEvent.click(await screen.findByRole('link', { name: 'Create an account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    const form = await screen.findByRole('form', { name: 'Create Your Account' });
    expect(within(form).getByRole('textbox', { name: /Email/ })).toHaveValue(person.email);
  });

  it('cancels only once confirmed, and then shows the booking cancelled and the hold released', async () => {
    const bookingNo = await paidGuestBooking(guest(), slotInDays(CITY, 3));
    await openLink(await bookingLinkPath(bookingNo));

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent(`Routine Clean, booking ${bookingNo}`);
    expect(dialog).toHaveTextContent(/The hold of \$[\d,]+\.\d\d on your card will be released\./);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Finding a cleaner')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, Cancel' }),
    );

    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(await section('Payment')).getByText(
        'Nothing was charged. The hold on your card has been released.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it('shows the refusal in the dialog when the booking was cancelled meanwhile', async () => {
    const bookingNo = await paidGuestBooking(guest(), slot());
    const path = await bookingLinkPath(bookingNo);
    await openLink(path);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    // Cancelled from another tab, through the same link.
    const token = path.split('/').at(-1);
    const other = await fetch(`${apiUrl()}/api/booking-link/cancel`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(other.status).toBe(200);

    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking can no longer be cancelled.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Yes, Cancel' })).not.toBeInTheDocument();
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
  });

  it('says so in a sentence for a link that opens nothing', async () => {
    await openLink('/booking-link/not-a-link-of-ours');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
    expect(screen.getByText(/Each e-mail about your booking carries a working link/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('stops every link of the booking once confirmed; the link then opens nothing', async () => {
    const bookingNo = await paidGuestBooking(guest(), slot());
    const path = await bookingLinkPath(bookingNo);
    const other = await bookingLinkPath(bookingNo);
    const first = await openLink(path);

    await userEvent.click(await screen.findByRole('button', { name: 'Stop this link working' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop the links to this booking?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, stop the links' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link no longer works' }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Any e-mail we send you about this booking from now on carries a new link.',
    );
    first.unmount();
    await openLink(other);
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  });

  it('shows the page loading until the booking arrives', async () => {
    const bookingNo = await paidGuestBooking(guest(), slot());
    const path = await bookingLinkPath(bookingNo);
    let arrive: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const slow: typeof fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.endsWith('/api/booking-link')) await held;
      return fetch(input, init);
    };
    const client = createApiClient(apiUrl(), { fetch: slow });
    await openLink(path, (app) => (
      <ApiClientContext.Provider value={client}>{app}</ApiClientContext.Provider>
    ));

    expect(await screen.findByRole('status', { name: 'Loading your booking' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    arrive();
    expect(await screen.findByText(`Booking ${bookingNo}`)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your booking' })).not.toBeInTheDocument();
  });

  it('offers a retry when the booking cannot be loaded', async () => {
    const bookingNo = await paidGuestBooking(guest(), slot());
    const path = await bookingLinkPath(bookingNo);
    let failing = true;
    const flaky: typeof fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (failing && url.endsWith('/api/booking-link')) {
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return fetch(input, init);
    };
    const client = createApiClient(apiUrl(), { fetch: flaky });
    await openLink(path, (app) => (
      <ApiClientContext.Provider value={client}>{app}</ApiClientContext.Provider>
    ));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not load your booking' }),
    ).toBeVisible();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(`Booking ${bookingNo}`)).toBeInTheDocument();
  });
});

describe('/booking/:bookingNo (a signed-in customer)', () => {
  it('opens from the bookings list and shows the same page, without the guest-only parts', async () => {
    const job = await paidBooking(customer, slot());
    actAs(signedIn);
    const { router } = renderApp('/booking', { cookie: customer.cookie });
    const card = await within(
      await screen.findByRole('region', { name: 'Upcoming bookings' }),
    ).findByRole('article', { name: job.vBookingNo });
    await userEvent.click(
      within(card).getByRole('link', { name: `View booking ${job.vBookingNo}` }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe(`/booking/${job.vBookingNo}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    expect(screen.getByText(`Booking ${job.vBookingNo}`)).toBeInTheDocument();
    expect(await section('Your cleaning')).toHaveTextContent(job.vAddress);
    expect(screen.queryByRole('region', { name: /Create an account/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Stop this link working' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my bookings' })).toHaveAttribute(
      'href',
      '/booking',
    );
  });

  it('cancels through the same question', async () => {
    const job = await paidBooking(customer, slot());
    actAs(signedIn);
    renderApp(`/booking/${job.vBookingNo}`, { cookie: customer.cookie, timings: { toastMs: 50 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Cancel this booking?' })).getByRole(
        'button',
        { name: 'Yes, Cancel' },
      ),
    );
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
  });

  it("says another customer's booking is not among theirs", async () => {
    const theirs = await paidGuestBooking(guest(), slot());
    actAs(signedIn);
    renderApp(`/booking/${theirs}`, { cookie: customer.cookie });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Booking not found' }),
    ).toBeVisible();
    expect(screen.getByText('We could not find this booking among yours.')).toBeVisible();
  });
});

describe("the console's booking page", () => {
  it("stops the booking's links after the dialog confirms it; the guest's link then opens nothing", async () => {
    const job = await paidBooking(customer, slot());
    const path = await bookingLinkPath(job.vBookingNo);
    const operator = await signInAs(uiOperators.bookings.email, DEMO_PASSWORD);
    actAs(operator);
    const consolePage = renderApp(`/admin/bookings/${job.iBookingId}`, {
      cookie: operator.cookie,
      timings: { toastMs: 50 },
    });
    const links = await screen.findByRole('region', { name: 'Booking page links' });
    await userEvent.click(within(links).getByRole('button', { name: 'Stop the booking’s links' }));
    const dialog = await screen.findByRole('dialog', {
      name: `Stop the links to booking ${job.vBookingNo}?`,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop the links' }));
    await findToast(
      'Every link to this booking’s page has stopped working; e-mails sent from now on carry a new one.',
      'success',
    );
    consolePage.unmount();

    await openLink(path);
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  });
});
