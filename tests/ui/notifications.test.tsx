import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '../support/render-app.tsx';
import { cancelThroughApi, paidBooking, slotInDays } from '../support/ui-bookings.ts';
import {
  actAs,
  newCustomerThroughApi,
  postToApi,
  signInAs,
  type SignedIn,
} from '../support/ui-accounts.ts';

type Notification = { iNotificationId: number; vTitle: string; eViewed: 'Yes' | 'No' };

/**
 * A paid booking, cancelled at once: the customer gets "Booking confirmed" and "Booking
 * cancelled", and the job leaves the board. Brampton three days ahead: a city and day the other
 * files that book (within the hour, or 40 days and more ahead) leave alone.
 */
async function bookAndCancel(customer: SignedIn, person: { fullName: string; email: string }) {
  const booking = await paidBooking(
    { cookie: customer.cookie, fullName: person.fullName, email: person.email },
    slotInDays('Brampton', 3),
  );
  await cancelThroughApi(customer.cookie, booking.iBookingId);
}

async function notificationsOnServer(customer: SignedIn) {
  const { body } = await postToApi<Notification[]>(
    '/api/notification/get_all_data',
    {},
    { cookie: customer.cookie },
  );
  return body.data ?? [];
}

// A customer of this file's own: marking notifications viewed changes them.
let person: { email: string; password: string; fullName: string };
let customer: SignedIn;
beforeAll(async () => {
  person = await newCustomerThroughApi('Rosalie', 'Bélanger');
  customer = await signInAs(person.email, person.password);
});

describe('a customer without notifications', () => {
  it('sees No Data Found on /notification and under Recent Notifications', async () => {
    actAs(customer);
    const { router } = renderApp('/notification', { cookie: customer.cookie });
    expect(await screen.findByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    expect(await screen.findByText('No Data Found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark All as Read' })).not.toBeInTheDocument();

    await router.navigate('/dashboard');
    const recent = await screen.findByRole('region', { name: 'Recent Notifications' });
    expect(await within(recent).findByText('No Data Found')).toBeInTheDocument();
  });
});

describe('a customer with notifications', () => {
  beforeAll(async () => {
    await bookAndCancel(customer, person);
  });

  it('sees the unread ones on the dashboard and the cancelled booking in the figures', async () => {
    actAs(customer);
    renderApp('/dashboard', { cookie: customer.cookie });
    const recent = await screen.findByRole('region', { name: 'Recent Notifications' });
    expect(await within(recent).findByText('Booking confirmed')).toBeInTheDocument();
    expect(within(recent).getByText('Booking cancelled')).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: 'Cancelled Bookings' })).toHaveTextContent(
      /^1Cancelled Bookings$/,
    );
  });

  it('marks unread notifications New and marks one as viewed', async () => {
    actAs(customer);
    renderApp('/notification', { cookie: customer.cookie });
    const confirmed = await screen.findByRole('listitem', { name: 'Booking confirmed' });
    const cancelled = screen.getByRole('listitem', { name: 'Booking cancelled' });
    expect(within(confirmed).getByText('New')).toBeInTheDocument();
    expect(within(cancelled).getByText('New')).toBeInTheDocument();

    await userEvent.click(within(confirmed).getByRole('button', { name: 'Mark as Read' }));

    await waitFor(() => expect(within(confirmed).queryByText('New')).not.toBeInTheDocument());
    expect(
      within(confirmed).queryByRole('button', { name: 'Mark as Read' }),
    ).not.toBeInTheDocument();
    expect(within(cancelled).getByText('New')).toBeInTheDocument();
    const saved = await notificationsOnServer(customer);
    expect(saved.find((item) => item.vTitle === 'Booking confirmed')?.eViewed).toBe('Yes');
    expect(saved.find((item) => item.vTitle === 'Booking cancelled')?.eViewed).toBe('No');
  });

  it('marks all as viewed, after which the dashboard has no unread ones', async () => {
    actAs(customer);
    const { router } = renderApp('/notification', { cookie: customer.cookie });
    await screen.findByRole('listitem', { name: 'Booking cancelled' });

    await userEvent.click(screen.getByRole('button', { name: 'Mark All as Read' }));

    await waitFor(() => expect(screen.queryByText('New')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Mark All as Read' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const saved = await notificationsOnServer(customer);
    expect(saved.every((item) => item.eViewed === 'Yes')).toBe(true);

    await router.navigate('/dashboard');
    const recent = await screen.findByRole('region', { name: 'Recent Notifications' });
    expect(await within(recent).findByText('No Data Found')).toBeInTheDocument();
  });
});
