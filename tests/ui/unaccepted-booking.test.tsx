import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UnacceptedBooking } from '#src/features/my-bookings/components/unaccepted-booking.tsx';
import { renderComponent } from '../support/render-component.tsx';
import { actAs, newCustomerThroughApi, signInAs, type SignedIn } from '../support/ui-accounts.ts';
import { cancelThroughApi, paidBooking, slotInDays, type Job } from '../support/ui-bookings.ts';

// The least booked city of the UI files, days of its own: the move takes a time near now.
const CITY = 'Lower Mainland';

let signedIn: SignedIn;
let person: { email: string; fullName: string };
let booking: Job;

function bookInDays(days: number) {
  return paidBooking(
    { cookie: signedIn.cookie, fullName: person.fullName, email: person.email },
    slotInDays(CITY, days),
  );
}

beforeAll(async () => {
  const registered = await newCustomerThroughApi('Noor', 'Haddad');
  person = registered;
  signedIn = await signInAs(registered.email, registered.password);
  booking = await bookInDays(9 + Math.floor(Math.random() * 10));
});

describe('a booking nobody has accepted yet', () => {
  it('offers the nearest free times, moves the booking to the one pressed after a confirmation, and shows the answer', async () => {
    actAs(signedIn);
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onMoved = vi.fn();
    renderComponent(
      <UnacceptedBooking
        booking={{ iBookingId: booking.iBookingId }}
        onCancel={onCancel}
        onMoved={onMoved}
      />,
      { cookie: signedIn.cookie },
    );

    const section = await screen.findByRole('region', {
      name: 'Nobody has accepted your booking yet',
    });
    const times = await within(section).findByRole('group', {
      name: 'Times when a cleaner is free',
    });
    const buttons = within(times).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(0);
    expect(buttons.length).toBeLessThanOrEqual(6);
    // The farthest of the times offered: the nearest ones stay free for the other files.
    const last = buttons[buttons.length - 1];
    if (!last) throw new Error('no time offered');
    const when = last.textContent ?? '';
    expect(when).toMatch(
      /^(Sunday|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday), [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:00(AM|PM) to \d{1,2}:\d{2}(AM|PM)$/,
    );

    await user.click(last);
    const dialog = await screen.findByRole('dialog', { name: 'Move your booking?' });
    expect(
      within(dialog).getByText(
        `Move your booking to ${when}? The price and the hold on your card stay the same.`,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));

    expect(await within(section).findByRole('status')).toHaveTextContent(
      `Your booking is moved to ${when}.`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onMoved).toHaveBeenCalledWith(
      expect.objectContaining({
        vBookingNo: booking.vBookingNo,
        time: expect.objectContaining({ vWhen: when }),
      }),
    );

    await user.click(within(section).getByRole('button', { name: 'Cancel booking' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    // Frees the time for the files after this one.
    await cancelThroughApi(signedIn.cookie, booking.iBookingId);
  });
});

describe('a booking that can no longer move', () => {
  it('shows the server’s refusal in the confirmation and offers no second try', async () => {
    const cancelled = await bookInDays(20 + Math.floor(Math.random() * 10));
    actAs(signedIn);
    const user = userEvent.setup();
    renderComponent(
      <UnacceptedBooking booking={{ iBookingId: cancelled.iBookingId }} onCancel={() => {}} />,
      { cookie: signedIn.cookie },
    );
    const times = await screen.findByRole('group', { name: 'Times when a cleaner is free' });
    const first = within(times).getAllByRole('button')[0];
    if (!first) throw new Error('no time offered');
    // Cancelled meanwhile, in another tab.
    await cancelThroughApi(signedIn.cookie, cancelled.iBookingId);

    await user.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Move your booking?' });
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));

    // An assigned booking moves too since issue 42 (decision 121): the refusal names what a
    // cancelled one lacks.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only a paid booking whose cleaning has not started can be moved.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Move booking' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the current time' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
