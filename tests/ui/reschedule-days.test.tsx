import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RescheduleSection } from '#src/features/my-bookings/components/reschedule-section.tsx';
import { renderComponent } from '../support/render-component.tsx';
import {
  actAs,
  newCustomerThroughApi,
  postToApi,
  signInAs,
  type SignedIn,
} from '../support/ui-accounts.ts';
import { cancelThroughApi, paidBooking, slotInDays, type Job } from '../support/ui-bookings.ts';

/*
 * The reschedule's day chooser (decision 126): a day first, then that day's times with their
 * price, then the confirmation; a higher price is moved by "Accept $Y and move". The booking is
 * a month away in the Lower Mainland (unaccepted-booking.test.tsx books its first 29 days at
 * 9:00AM), and the time taken is the latest of the last free day: an evening nobody else books.
 */
const CITY = 'Lower Mainland';
const DAY_CHIP = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat), [A-Z][a-z]{2} \d{1,2}$/;

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
  const registered = await newCustomerThroughApi('Aiko', 'Tanaka');
  person = registered;
  signedIn = await signInAs(registered.email, registered.password);
  booking = await bookInDays(30 + Math.floor(Math.random() * 10));
});

describe('the reschedule’s days', () => {
  it('chooses a day, shows its times priced again, and moves at a higher price once accepted', async () => {
    // Priced before a rate rise: every time now costs $20.00 more than the booking.
    const lowered = await postToApi<{ iTotalCents: number }>('/dev/bookings/older-price', {
      vBookingNo: booking.vBookingNo,
      iLessCents: 2000,
    });
    expect(lowered.status).toBe(200);
    actAs(signedIn);
    const user = userEvent.setup();
    const onMoved = vi.fn();
    renderComponent(
      <RescheduleSection booking={{ iBookingId: booking.iBookingId }} onMoved={onMoved} />,
      { cookie: signedIn.cookie },
    );

    const section = await screen.findByRole('region', { name: 'Change the time' });
    await user.click(within(section).getByRole('button', { name: 'Choose another time' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a new time' });
    const days = await within(dialog).findByRole('group', { name: 'Choose a day' });
    const chips = within(days).getAllByRole('button');
    expect(chips).toHaveLength(15);
    for (const chip of chips) {
      // A day without a free time says so; every chip shows its short day.
      expect(chip.textContent).toMatch(DAY_CHIP);
      if (chip.hasAttribute('disabled')) {
        expect(chip).toHaveAccessibleName(`${chip.textContent}: no free time`);
      }
    }
    // The first day with a free time is chosen.
    const firstFree = chips.find((chip) => !chip.hasAttribute('disabled'));
    expect(firstFree).toHaveAttribute('aria-pressed', 'true');
    expect(chips.filter((chip) => chip.getAttribute('aria-pressed') === 'true')).toHaveLength(1);

    // The last free day: its times, each "Was $X, now $Y".
    const lastFree = chips.filter((chip) => !chip.hasAttribute('disabled')).at(-1);
    if (!lastFree || lastFree === firstFree) throw new Error('one free day only');
    await user.click(lastFree);
    await waitFor(() => expect(lastFree).toHaveAttribute('aria-pressed', 'true'));
    expect(firstFree).toHaveAttribute('aria-pressed', 'false');
    expect(within(dialog).getByText(/^Free times on \w+day, \w+ \d{1,2}, \d{4}$/)).toBeVisible();
    const times = await within(dialog).findByRole('group', {
      name: 'Times when a cleaner is free',
    });
    const buttons = within(times).getAllByRole('button');
    expect(buttons.length).toBeGreaterThan(1);
    const latest = buttons.at(-1);
    if (!latest) throw new Error('no time offered');
    expect(latest).toHaveTextContent(/Was \$[\d,]+\.\d{2}, now \$[\d,]+\.\d{2}$/);
    // A time says its hours only: its day is the heading's.
    const hours =
      within(latest).getByText(/^\d{1,2}:\d{2}[AP]M–\d{1,2}:\d{2}[AP]M$/).textContent ?? '';
    const price = /now (\$[\d,]+\.\d{2})$/.exec(latest.textContent ?? '')?.[1] ?? '';

    await user.click(latest);
    const confirm = await screen.findByRole('dialog', { name: 'Change the time' });
    const asked = within(confirm).getByText(/^Move your booking to /).textContent ?? '';
    const when = /^Move your booking to (.+)\?$/.exec(asked)?.[1] ?? '';
    expect(when).toMatch(
      new RegExp(`^\\w+day, \\w+ \\d{1,2}, \\d{4}, ${hours.replace('–', ' to ')}$`),
    );
    expect(within(confirm).getByText(/^Was \$/)).toHaveTextContent(`now ${price}`);
    expect(
      within(confirm).getByText(/We place a hold for the new price on your card/),
    ).toBeVisible();
    expect(within(confirm).queryByRole('button', { name: 'Move my booking' })).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: `Accept ${price} and move` }));

    expect(await within(section).findByRole('status')).toHaveTextContent(
      `Your booking is moved to ${when}.`,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onMoved).toHaveBeenCalledWith(
      expect.objectContaining({
        vBookingNo: booking.vBookingNo,
        time: expect.objectContaining({ vWhen: when, bIncrease: true }),
      }),
    );
    // Frees the time for the files after this one.
    await cancelThroughApi(signedIn.cookie, booking.iBookingId);
  });

  it('names the days in French', async () => {
    const other = await bookInDays(40 + Math.floor(Math.random() * 10));
    actAs(signedIn);
    const user = userEvent.setup();
    renderComponent(<RescheduleSection booking={{ iBookingId: other.iBookingId }} />, {
      cookie: signedIn.cookie,
      locale: 'fr-CA',
    });
    await user.click(await screen.findByRole('button', { name: 'Choisir une autre plage' }));
    const days = await screen.findByRole('group', { name: 'Choisissez un jour' });
    for (const chip of within(days).getAllByRole('button')) {
      expect(chip.textContent).toMatch(/^(dim|lun|mar|mer|jeu|ven|sam)\.\s(1er|\d{1,2})\s\S+$/);
      if (chip.hasAttribute('disabled')) {
        expect(chip).toHaveAccessibleName(`${chip.textContent}\u00a0: aucune plage libre`);
      }
    }
    expect(await screen.findByText(/^Plages libres le \S+ (1er|\d{1,2}) \S+ \d{4}$/)).toBeVisible();
    await cancelThroughApi(signedIn.cookie, other.iBookingId);
  });
});
