import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import {
  actAs,
  newCustomerThroughApi,
  postToApi,
  signInAs,
  type SignedIn,
} from '../support/ui-accounts.ts';
import {
  bringForward,
  cancelThroughApi,
  moveJob,
  paidBooking,
  slotInDays,
  type Customer,
  type Job,
} from '../support/ui-bookings.ts';

const CITY = 'Winnipeg';

let signedIn: SignedIn;
let customer: Customer;
// Days of their own, so these bookings do not meet the other test files' bookings of the city.
let nextDay = 40 + Math.floor(Math.random() * 200);

beforeAll(async () => {
  const person = await newCustomerThroughApi('Olivia', 'Chen');
  signedIn = await signInAs(person.email, person.password);
  customer = { cookie: signedIn.cookie, fullName: person.fullName, email: person.email };
});

function upcomingBooking(): Promise<Job> {
  nextDay += 1;
  return paidBooking(customer, slotInDays(CITY, nextDay));
}

function longDate(day: string) {
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

async function openBookings() {
  actAs(signedIn);
  const view = renderApp('/booking', { cookie: customer.cookie, timings: { toastMs: 50 } });
  await screen.findByRole('heading', { level: 1, name: 'My Bookings' });
  return view;
}

async function cardOf(
  job: Job,
  list: 'Upcoming bookings' | 'Past bookings' | 'Cancelled bookings',
) {
  const region = await screen.findByRole('region', { name: list });
  return within(region).findByRole('article', { name: job.vBookingNo });
}

describe('/booking', () => {
  // First: the new customer has no bookings yet.
  it('says No Data Found while the customer has no bookings', async () => {
    await openBookings();
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book-now');
  });

  it('says No Data Found on /reviews while the customer has written none', async () => {
    actAs(signedIn);
    renderApp('/reviews', { cookie: customer.cookie });
    expect(
      await screen.findByText('The reviews you have written about your cleanings.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('lists an upcoming booking with its status, date, window, service, address and total', async () => {
    const job = await upcomingBooking();
    await openBookings();
    const card = await cardOf(job, 'Upcoming bookings');

    expect(within(card).getByRole('heading', { name: 'Routine Clean' })).toBeInTheDocument();
    expect(within(card).getByText(`Booking ${job.vBookingNo}`)).toBeInTheDocument();
    expect(within(card).getByText('Finding a cleaner')).toBeInTheDocument();
    expect(
      within(card).getByText(`${longDate(job.vDate)} · From 9:00AM Until 11:00AM`),
    ).toBeInTheDocument();
    expect(within(card).getByText(`${job.vAddress}, ${CITY}`)).toBeInTheDocument();
    expect(within(card).getByText(/^Total \$\d+\.\d{2}$/)).toHaveTextContent(
      `Total $${job.vTotalPrice}`,
    );
    expect(within(card).getByRole('button', { name: 'Cancel Booking' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Add Review' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Book again' })).not.toBeInTheDocument();
  });

  it("says a held booking's hold of its total will be released when cancelled", async () => {
    // Within 5 days, so the card is held now (further ahead it is only saved).
    const job = await paidBooking(customer, slotInDays(CITY, 3));
    expect(job.ePaymentStatus).toBe('authorized');
    await openBookings();

    await userEvent.click(
      within(await cardOf(job, 'Upcoming bookings')).getByRole('button', {
        name: 'Cancel Booking',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent(
      `The hold of $${job.vTotalPrice} on your card will be released.`,
    );
    expect(dialog).not.toHaveTextContent('saved card');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('cancels only once confirmed; the booking then shows Cancelled under Cancelled bookings, with Book again', async () => {
    const job = await upcomingBooking();
    const { router } = await openBookings();

    await userEvent.click(
      within(await cardOf(job, 'Upcoming bookings')).getByRole('button', {
        name: 'Cancel Booking',
      }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(dialog).toHaveTextContent(`Routine Clean, booking ${job.vBookingNo}`);
    // More than 5 days ahead the card is only saved: there is no hold to release yet.
    expect(job.ePaymentStatus).toBe('cardSaved');
    expect(dialog).toHaveTextContent(
      'Your saved card will not be charged.A booking can be cancelled only before your cleaner starts.',
    );
    expect(dialog).not.toHaveTextContent('hold');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep Booking' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(await cardOf(job, 'Upcoming bookings')).getByText('Finding a cleaner'),
    ).toBeInTheDocument();

    await userEvent.click(
      within(await cardOf(job, 'Upcoming bookings')).getByRole('button', {
        name: 'Cancel Booking',
      }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Cancel' }));

    expect(await screen.findByText('Booking cancelled.')).toBeInTheDocument();
    const cancelled = await cardOf(job, 'Cancelled bookings');
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    // The button that opened the dialog is gone: focus goes to the booking where it moved.
    await waitFor(() => expect(cancelled).toHaveFocus());
    expect(
      within(screen.getByRole('region', { name: 'Past bookings' })).queryByRole('article', {
        name: job.vBookingNo,
      }),
    ).not.toBeInTheDocument();
    expect(
      within(cancelled).queryByRole('button', { name: 'Cancel Booking' }),
    ).not.toBeInTheDocument();
    await userEvent.click(within(cancelled).getByRole('link', { name: 'Book again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book-now'));
  });

  it('shows the server’s refusal when the booking can no longer be cancelled, and the real status', async () => {
    const job = await upcomingBooking();
    await openBookings();
    const card = await cardOf(job, 'Upcoming bookings');

    // Meanwhile, in another tab, the booking was cancelled. The question asks the server what
    // cancelling costs before it offers to confirm (issue 42): it answers that nothing can be.
    await cancelThroughApi(customer.cookie, job.iBookingId);
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This booking can no longer be cancelled.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Yes, Cancel' })).not.toBeInTheDocument();
    expect(
      within(await cardOf(job, 'Cancelled bookings')).getByText('Cancelled'),
    ).toBeInTheDocument();
  });

  it('quotes the fee inside the fee tier first ("Cancel and pay $X") and charges exactly that', async () => {
    const job = await upcomingBooking();
    const cleaner = await signInAs(demoContractorEmail(CITY), DEMO_PASSWORD);
    await moveJob(cleaner.cookie, 'accept', job.iBookingId);
    // Under 2 hours before its start and confirmed 30 minutes ago: half the price is the fee.
    await bringForward(job.iBookingId, 60);
    const earlier = await postToApi('/dev/bookings/confirmed-earlier', {
      vBookingNo: job.vBookingNo,
      minutes: 30,
    });
    expect(earlier.status).toBe(200);
    const quote = await postToApi<{ kind: string; feeCents: number; feeTaxCents: number }>(
      '/api/customer/cancellation_quote',
      { iBookingId: job.iBookingId },
      { cookie: customer.cookie },
    );
    expect(quote.body.data).toMatchObject({ kind: 'fee' });
    const fee = (quote.body.data!.feeCents / 100).toFixed(2);
    const tax = (quote.body.data!.feeTaxCents / 100).toFixed(2);
    await openBookings();

    await userEvent.click(
      within(await cardOf(job, 'Upcoming bookings')).getByRole('button', {
        name: 'Cancel Booking',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this booking?' });
    expect(within(dialog).getByTestId('cancellation-fee')).toHaveTextContent(
      `Cancelling now costs $${fee}, which includes $${tax} of tax. It is paid in full to your cleaner.It is charged to your saved card.`,
    );
    expect(within(dialog).queryByRole('button', { name: 'Yes, Cancel' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: `Cancel and pay $${fee}` }));

    expect(await screen.findByText('Booking cancelled.')).toBeInTheDocument();
    expect(
      within(await cardOf(job, 'Cancelled bookings')).getByText('Cancelled'),
    ).toBeInTheDocument();
    const page = await postToApi<{ moneyText: string }>(
      '/api/customer/booking',
      { vBookingNo: job.vBookingNo },
      { cookie: customer.cookie },
    );
    expect(page.body.data?.moneyText).toContain(
      `A cancellation fee of $${fee} (tax included) was charged.`,
    );
  });

  it('shows a contractor the screen for customers', async () => {
    const cleaner = await signInAs(demoContractorEmail(CITY), DEMO_PASSWORD);
    renderApp('/booking', { cookie: cleaner.cookie });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for customers.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Jobs' })).toHaveAttribute('href', '/jobs');
  });
});
