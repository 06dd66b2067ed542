import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PaidBooking } from '#src/features/same-day-booking/thank-you-state.ts';
import { renderApp } from '../support/render-app.tsx';

const HEADING = 'Thank you for your booking!';
/** Shorter than the spec's 2 seconds, long enough to see the page wait. */
const REDIRECT_MS = 300;

const CALENDAR = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'BEGIN:VEVENT',
  'UID:booking-MS-100022@mapleshine.ca',
  'DTSTART:20261124T160000Z',
  'DTEND:20261124T190000Z',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

/** payment_autorization's answer for a Deep Cleaning in Edmonton, held now. */
const heldBooking: PaidBooking = {
  vBookingNo: 'MS-100022',
  eStatus: 'authorized',
  ePaymentStatus: 'authorized',
  final_price: 88.2,
  vServiceName: 'Deep Cleaning',
  vCity: 'Edmonton',
  vDate: '2026-11-24',
  vFrom: '9:00AM',
  vUntill: '12:00PM',
  vAddress: '10150 Jasper Ave NW',
  vUnit: 'Suite 4',
  vCalendar: CALENDAR,
  vCalendarFileName: 'mapleshine-MS-100022.ics',
};

async function openThankYou(state?: { pagePath: string; booking?: PaidBooking }) {
  const view = renderApp('/thank-you', { timings: { thankYouRedirectMs: REDIRECT_MS } });
  // How the payment stage arrives: with the path the booking came from in navigation state.
  if (state) await view.router.navigate('/thank-you', { state });
  await screen.findByRole('heading', { level: 1, name: HEADING });
  return view;
}

describe('the thank-you page', () => {
  it('shows the image, the heading and both descriptions from the labels', async () => {
    const { container } = await openThankYou({ pagePath: '/' });
    expect(
      screen.getByText(
        "Your cleaning is booked. We've e-mailed your confirmation with the date, time window, address and total.",
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your card is only charged once your cleaner completes the job. If your plans change, cancel before your cleaner starts and you pay nothing.',
      ),
    ).toBeInTheDocument();
    expect(container.querySelector('img[src="/images/thank-you.svg"]')).not.toBeNull();
  });

  it('shows the booking number, date, window, address, service and the amount held, with Add to calendar', async () => {
    await openThankYou({ pagePath: '/', booking: heldBooking });
    const summary = screen.getByRole('region', { name: 'Your booking' });
    const terms = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent ?? ''}: ${term.nextElementSibling?.textContent ?? ''}`);
    expect(terms).toEqual([
      'Booking number: MS-100022',
      'Service: Deep Cleaning',
      'Date: November 24, 2026',
      'Time: From 9:00AM Until 12:00PM',
      'Address: Suite 4, 10150 Jasper Ave NW, Edmonton',
      'Amount held: $88.20',
    ]);
    const calendar = within(summary).getByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('download', 'mapleshine-MS-100022.ics');
    const href = calendar.getAttribute('href') ?? '';
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(href.slice(href.indexOf(',') + 1))).toBe(CALENDAR);
  });

  it('says a saved card is held 24 hours before the cleaning', async () => {
    await openThankYou({
      pagePath: '/book-now',
      booking: { ...heldBooking, ePaymentStatus: 'cardSaved', vUnit: '' },
    });
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary).toHaveTextContent('Address10150 Jasper Ave NW, Edmonton');
    expect(summary).toHaveTextContent(
      'PaymentCard saved; $88.20 will be held 24 hours before your cleaning',
    );
    expect(summary).not.toHaveTextContent('Amount held');
  });

  it('names the city once when the address was typed with it', async () => {
    await openThankYou({
      pagePath: '/',
      booking: { ...heldBooking, vUnit: '', vAddress: '10150 Jasper Ave NW, Edmonton, AB T5J 1W4' },
    });
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary).toHaveTextContent(
      'Address10150 Jasper Ave NW, Edmonton, AB T5J 1W4Amount held',
    );
  });

  it('shows no booking when opened without one', async () => {
    await openThankYou({ pagePath: '/' });
    expect(screen.queryByRole('region', { name: 'Your booking' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to calendar' })).not.toBeInTheDocument();
  });

  it('waits after Continue, then returns to / with the path the booking came from', async () => {
    const { router } = await openThankYou({ pagePath: '/book-now' });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/thank-you');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ pagePath: '/book-now' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Home cleaning in nine Canadian cities',
      }),
    ).toBeInTheDocument();
  });

  it('stays until Continue is pressed', async () => {
    const { router } = await openThankYou({ pagePath: '/' });
    await new Promise((resolve) => setTimeout(resolve, REDIRECT_MS * 2));
    expect(router.state.location.pathname).toBe('/thank-you');
  });

  it('still returns to / when it was opened without navigation state', async () => {
    const { router } = await openThankYou();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toBeNull();
  });
});
