import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, demoContractorName } from '#server/db/seed/accounts.ts';
import { CleanerLists } from '#src/features/account/cleaner-lists.tsx';
import { CleanerAfterReview } from '#src/features/reviews/components/cleaner-after-review.tsx';
import { renderApp } from '../support/render-app.tsx';
import { renderComponent } from '../support/render-component.tsx';
import {
  actAs,
  newCustomerThroughApi,
  postToApi,
  signInAs,
  type SignedIn,
} from '../support/ui-accounts.ts';
import {
  moveJob,
  acceptedJobDueWithinTheHour,
  workedFor,
  type Job,
} from '../support/ui-bookings.ts';

// Issue 42, decision 120: the Book again page, the favourite offered after a review, and the
// profile's favourite and blocked cleaners, against the real test server.

let signedIn: SignedIn;
let booking: Job;
let cleanerName: string;
let customerEmail: string;

beforeAll(async () => {
  const person = await newCustomerThroughApi('Maya', 'Fontaine');
  signedIn = await signInAs(person.email, person.password);
  customerEmail = person.email;
  const paid = await acceptedJobDueWithinTheHour(
    { cookie: signedIn.cookie, fullName: person.fullName, email: person.email },
    ['Brampton', 'Mississauga', 'Winnipeg', 'Ottawa', 'Toronto', 'Calgary'],
    (email) => signInAs(email, DEMO_PASSWORD),
  );
  booking = paid.booking;
  cleanerName = demoContractorName(paid.city).split(' ')[0] ?? '';
  const { cleaner } = paid;
  await moveJob(cleaner.cookie, 'start', booking.iBookingId);
  await workedFor(booking.iBookingId, booking.estimatedHour * 30 + 1);
  await moveJob(cleaner.cookie, 'complete', booking.iBookingId);
});

describe('/book-again/:iBookingId', () => {
  it('offers the cleaner’s free times by day, asks for one, and opens the filled-in details with "or anyone available"', async () => {
    actAs(signedIn);
    const user = userEvent.setup();
    const { unmount } = renderApp(`/book-again/${booking.iBookingId}`, { cookie: signedIn.cookie });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book your cleaning again' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', {
        name: `${cleanerName}’s free times in the next two weeks`,
      }),
    ).toBeInTheDocument();
    const days = screen.getAllByRole('group', { name: /day, / });
    expect(days.length).toBeGreaterThan(0);
    expect(days.length).toBeLessThanOrEqual(4);
    expect(within(days[0]!).getAllByRole('button')[0]).toHaveAttribute('aria-pressed', 'false');
    // Four days at a time: the next four come on request.
    await user.click(screen.getByRole('button', { name: 'Show more days' }));
    expect(screen.getAllByRole('group', { name: /day, / }).length).toBeGreaterThan(days.length);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please choose one of the times, or tick “or anyone available”.',
    );

    await user.click(screen.getByRole('checkbox', { name: 'or anyone available' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(
        `Booking again with ${cleanerName}, or anyone available.`,
        undefined,
        {
          timeout: 10_000,
        },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('textbox', { name: 'Full Address' }, { timeout: 10_000 }),
    ).toHaveValue(booking.vAddress);
    unmount();
  });

  it('keeps the request to book the cleaner over a reload of the wizard', async () => {
    actAs(signedIn);
    const user = userEvent.setup();
    const first = renderApp(`/book-again/${booking.iBookingId}`, { cookie: signedIn.cookie });
    await user.click(
      await screen.findByRole('checkbox', { name: 'or anyone available' }, { timeout: 10_000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const request = `Booking again with ${cleanerName}, or anyone available.`;
    expect(await screen.findByText(request, undefined, { timeout: 10_000 })).toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'Full Address' }, { timeout: 10_000 });

    // What the browser does on a reload: `pagehide`, then a new page whose navigation is a reload.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    const reload = vi
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([{ type: 'reload' } as PerformanceNavigationTiming]);
    try {
      const again = renderApp(`/book-again/${booking.iBookingId}`, { cookie: signedIn.cookie });
      expect(await screen.findByText(request, undefined, { timeout: 10_000 })).toBeInTheDocument();
      expect(
        await screen.findByRole('textbox', { name: 'Full Address' }, { timeout: 10_000 }),
      ).toHaveValue(booking.vAddress);
      expect(
        screen.queryByRole('checkbox', { name: 'or anyone available' }),
      ).not.toBeInTheDocument();
      again.unmount();
    } finally {
      reload.mockRestore();
    }
  });

  it("shows on the new booking's page that the cleaner has it first, and until when", async () => {
    type Offer = {
      iBookingId: number;
      details: Record<string, unknown>;
      freeTimes: { vDate: string; vFrom: string; vUntill: string }[];
    };
    const offer = await postToApi<Offer>(
      '/api/customer/book_again',
      { iBookingId: booking.iBookingId },
      { cookie: signedIn.cookie },
    );
    const { vServiceName, vCity, ...details } = offer.body.data!.details;
    void vServiceName;
    void vCity;
    // The last of the cleaner's free times, two weeks ahead, away from other files' bookings.
    const time = offer.body.data!.freeTimes.at(-1)!;
    const started = await postToApi<never>(
      '/api/cleaning/book-same-day',
      { vFullName: 'Maya Fontaine', vEmail: customerEmail, vMobile: '7805550142' },
      { cookie: signedIn.cookie },
    );
    const code = (started.body as { id?: string }).id!;
    const quoted = await postToApi<never>(
      '/api/cleaning/schedule-cleaning',
      { ...details, ...time, bookAgain: { iBookingId: booking.iBookingId, bAnyone: true } },
      { cookie: signedIn.cookie, headers: { vUniqueCode: code } },
    );
    expect(quoted.status).toBe(200);
    const paid = await postToApi<{ vBookingNo: string; iBookingId?: number }>(
      '/api/cleaning/payment_autorization',
      {
        vUniqueCode: code,
        amount: (quoted.body as { final_price?: number }).final_price,
        currency: 'cad',
        paymentMethodId: 'pm_card_visa',
        coupon_code: '',
      },
      { cookie: signedIn.cookie },
    );
    expect(paid.status).toBe(200);
    const bookingNo = paid.body.data!.vBookingNo;

    actAs(signedIn);
    const view = renderApp(`/booking/${bookingNo}`, { cookie: signedIn.cookie });
    expect(
      await screen.findByTestId('requested-cleaner', undefined, { timeout: 10_000 }),
    ).toHaveTextContent(
      new RegExp(
        `^${cleanerName} has this booking first, until [A-Z][a-z]+ \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2}[AP]M\\. If ${cleanerName} has not accepted by then, any available cleaner can take it\\.$`,
      ),
    );
    view.unmount();
    // Cancelled free (nobody accepted), so the cleaner's time is left to the other files.
    const own = await postToApi<{ iBookingId: number }>(
      '/api/customer/booking',
      { vBookingNo: bookingNo },
      { cookie: signedIn.cookie },
    );
    const cancelled = await postToApi(
      '/api/customer/cancel_booking',
      { iBookingId: own.body.data!.iBookingId },
      { cookie: signedIn.cookie },
    );
    expect(cancelled.status).toBe(200);
  });

  it('says why when the booking cannot be booked again', async () => {
    actAs(signedIn);
    const { unmount } = renderApp('/book-again/2147483000', { cookie: signedIn.cookie });
    expect(await screen.findByRole('alert')).toHaveTextContent('Booking not found.');
    unmount();
  });
});

describe('favourite and blocked cleaners', () => {
  it('says a cleaner rated 2 stars is blocked, and where to undo it', async () => {
    renderComponent(
      <CleanerAfterReview after={{ iBookingId: booking.iBookingId, name: 'Ama', rating: 2 }} />,
    );
    expect(
      await screen.findByText(
        'Ama will not be matched with your bookings again. You can undo this in your profile.',
      ),
    ).toBeInTheDocument();
  });

  it('adds the cleaner of a 5-star review to the favourites, which the profile lists and removes', async () => {
    const review = await postToApi(
      '/api/review/add_review',
      {
        iServiceId: booking.service.iServiceId,
        iBookingId: booking.iBookingId,
        vRole: 'Customer',
        eType: 'Customer',
        iRating: 5,
        tDescription:
          'Spotless from top to bottom, and kind to our old dog too. We will book again.',
      },
      { cookie: signedIn.cookie },
    );
    expect(review.status).toBe(201);
    actAs(signedIn);
    const user = userEvent.setup();
    const offer = renderComponent(
      <CleanerAfterReview
        after={{ iBookingId: booking.iBookingId, name: cleanerName, rating: 5 }}
      />,
      { cookie: signedIn.cookie },
    );
    await user.click(
      await screen.findByRole('button', { name: `Add ${cleanerName} to your favourite cleaners` }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      `${cleanerName} is now one of your favourite cleaners.`,
    );
    offer.unmount();

    renderComponent(<CleanerLists />, { cookie: signedIn.cookie });
    const remove = await screen.findByRole('button', {
      name: `Remove ${cleanerName} from your favourite cleaners`,
    });
    expect(screen.getByText('No blocked cleaners.')).toBeInTheDocument();
    await user.click(remove);
    expect(
      await screen.findByText(
        'No favourite cleaners yet. After you rate a cleaning 4 or 5 stars, you can add its cleaner here.',
      ),
    ).toBeInTheDocument();
  });
});
