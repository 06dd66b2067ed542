import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoContractorEmail, demoCustomer } from '#server/db/seed/accounts.ts';
import { renderApp } from '../support/render-app.tsx';
import { actAs, newCustomerThroughApi, signInAs, type SignedIn } from '../support/ui-accounts.ts';
import { acceptedJobDueWithinTheHour, moveJob, workedFor } from '../support/ui-bookings.ts';

const quick = { timings: { toastMs: 50 } };

/** A booking as /booking passes it; nobody has a booking with this id, so the server says 404. */
const bookingOfNobody = {
  iBookingId: 987_654,
  vBookingNo: 'MS-987654',
  vDate: '2026-11-24',
  vFrom: '9:00AM',
  vUntill: '11:00AM',
  service: { iServiceId: 1, vServiceName: 'Routine Clean' },
  contractor: { vFullName: 'Marie Leblanc', vImage: '' },
};

const LONG_ENOUGH =
  'Marie was on time, thorough and friendly; the oven and the bathroom look brand new again.';

let customer: SignedIn;

beforeAll(async () => {
  customer = await signInAs(demoCustomer.email, DEMO_PASSWORD);
});

/** The form for a booking handed over in navigation state, as Add Review on /booking does. */
async function openForm(booking: object = bookingOfNobody) {
  actAs(customer);
  const view = renderApp('/booking', { cookie: customer.cookie, ...quick });
  await screen.findByRole('heading', { level: 1, name: 'My Bookings' });
  await view.router.navigate('/add-review', { state: { booking } });
  const form = await screen.findByRole('form', { name: 'Add a Review' });
  return {
    ...view,
    form,
    review: within(form).getByRole('textbox', { name: 'Your Review' }),
    stars: within(form).getByRole('group', { name: 'Your Rating' }),
    submit: within(form).getByRole('button', { name: 'Submit Review' }),
  };
}

function star(stars: HTMLElement, name: string) {
  return within(stars).getByRole('button', { name });
}

function pressedStars(stars: HTMLElement) {
  return within(stars)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.getAttribute('aria-label'));
}

describe('who may add a review', () => {
  it('sends a visitor to /login', async () => {
    const { router } = renderApp('/add-review');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('shows a contractor the screen for customers', async () => {
    const contractor = await signInAs(demoContractorEmail('Calgary'), DEMO_PASSWORD);
    renderApp('/add-review', { cookie: contractor.cookie });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page is for customers.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a Review' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Reviews' })).toHaveAttribute('href', '/reviews');
  });

  it('explains, without a booking in navigation state, that reviews start from My Bookings', async () => {
    actAs(customer);
    renderApp('/add-review', { cookie: customer.cookie });
    expect(
      await screen.findByText(/Reviews are written for a completed booking\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Bookings' })).toHaveAttribute(
      'href',
      '/booking',
    );
    expect(screen.queryByRole('form', { name: 'Add a Review' })).not.toBeInTheDocument();
  });
});

describe('the review form', () => {
  it('shows the booking being reviewed', async () => {
    await openForm();
    const summary = screen.getByRole('region', { name: 'Booking reviewed' });
    expect(summary).toHaveTextContent('Booking: MS-987654, November 24, 2026');
    expect(summary).toHaveTextContent('Service: Routine Clean');
    expect(summary).toHaveTextContent('Cleaner: Marie Leblanc');
  });

  it('says "Rating is required." and "This field is required." for an empty submit', async () => {
    const { form, submit } = await openForm();
    await userEvent.click(submit);
    expect(within(form).getByText('Rating is required.')).toBeInTheDocument();
    expect(within(form).getByText('This field is required.')).toBeInTheDocument();
  });

  it('counts a review of spaces only as empty', async () => {
    const { form, review, submit } = await openForm();
    await userEvent.type(review, '      ');
    await userEvent.click(submit);
    expect(within(form).getByText('This field is required.')).toBeInTheDocument();
  });

  it('says "Review must be at least 50 characters long." while typing, until there are 50', async () => {
    const { form, review } = await openForm();
    await userEvent.type(review, 'Spotless.');
    expect(
      within(form).getByText('Review must be at least 50 characters long.'),
    ).toBeInTheDocument();

    await userEvent.type(review, ' The kitchen, both bathrooms and the floors all g');
    expect([...(review as HTMLTextAreaElement).value]).toHaveLength(58);
    expect(
      within(form).queryByText('Review must be at least 50 characters long.'),
    ).not.toBeInTheDocument();
    expect(within(form).getByText('58/250')).toBeInTheDocument();
  });

  it('takes at most 250 characters', async () => {
    const { review } = await openForm();
    await userEvent.click(review);
    await userEvent.paste('x'.repeat(260));
    expect(review).toHaveValue('x'.repeat(250));
    expect(screen.getByText('250/250')).toBeInTheDocument();
  });

  it('clears the rating to zero when the star of the current rating is clicked again', async () => {
    const { stars } = await openForm();
    await userEvent.click(star(stars, '4 stars'));
    expect(pressedStars(stars)).toEqual(['4 stars']);
    expect(within(stars.parentElement!).getByText('4 out of 5')).toBeInTheDocument();

    await userEvent.click(star(stars, '2 stars'));
    expect(pressedStars(stars)).toEqual(['2 stars']);

    await userEvent.click(star(stars, '2 stars'));
    expect(pressedStars(stars)).toEqual([]);
    expect(within(stars.parentElement!).getByText('Not rated')).toBeInTheDocument();
  });

  it('previews the rating under the pointer and goes back to the chosen one', async () => {
    const { stars } = await openForm();
    const shown = () => within(stars.parentElement!).getByText(/out of 5|Not rated/);
    await userEvent.hover(star(stars, '3 stars'));
    expect(shown()).toHaveTextContent('3 out of 5');
    expect(pressedStars(stars)).toEqual([]);

    await userEvent.click(star(stars, '5 stars'));
    await userEvent.hover(star(stars, '1 star'));
    expect(shown()).toHaveTextContent('1 out of 5');
    await userEvent.unhover(stars);
    expect(shown()).toHaveTextContent('5 out of 5');
    expect(pressedStars(stars)).toEqual(['5 stars']);
  });

  it('clears "Rating is required." once a star is chosen', async () => {
    const { form, stars, submit } = await openForm();
    await userEvent.click(submit);
    expect(within(form).getByText('Rating is required.')).toBeInTheDocument();
    await userEvent.click(star(stars, '3 stars'));
    expect(within(form).queryByText('Rating is required.')).not.toBeInTheDocument();
  });

  it('goes back to /booking on Cancel', async () => {
    const { form, router } = await openForm();
    await userEvent.click(within(form).getByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/booking'));
  });

  it('shows the server’s refusal inline beneath the form and stays on the page', async () => {
    const { form, review, stars, submit, router } = await openForm();
    await userEvent.click(star(stars, '5 stars'));
    await userEvent.type(review, LONG_ENOUGH);
    await userEvent.click(submit);

    const inline = await within(form).findByRole('alert', { name: 'Review not added' });
    expect(inline).toHaveTextContent('Booking not found.');
    // Beneath the form's fields and buttons.
    expect(submit.compareDocumentPosition(inline) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(router.state.location.pathname).toBe('/add-review');
    expect(review).toHaveValue(LONG_ENOUGH);
    expect(within(form).getByRole('button', { name: 'Submit Review' })).toBeEnabled();
  });
});

describe('reviewing a completed booking', () => {
  it('goes from Add Review on /booking to /reviews with "Review Added Successfully.", and the cleaner sees it', async () => {
    const person = await newCustomerThroughApi('Nadia', 'Okafor');
    const signedIn = await signInAs(person.email, person.password);
    const { booking, cleaner } = await acceptedJobDueWithinTheHour(
      { cookie: signedIn.cookie, fullName: person.fullName, email: person.email },
      ['Calgary', 'Edmonton', 'Lower Mainland', 'Winnipeg', 'Ottawa', 'Toronto'],
      (email) => signInAs(email, DEMO_PASSWORD),
    );
    await moveJob(cleaner.cookie, 'start', booking.iBookingId);
    // Half the estimate worked: the job may be completed.
    // (A minute more: the time shown is rounded up to a whole minute.)
    await workedFor(booking.iBookingId, booking.estimatedHour * 30 + 1);
    await moveJob(cleaner.cookie, 'complete', booking.iBookingId);

    actAs(signedIn);
    const { router, unmount } = renderApp('/booking', { cookie: signedIn.cookie, ...quick });
    const card = await screen.findByRole('article', { name: booking.vBookingNo });
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Add Review' }));

    const form = await screen.findByRole('form', { name: 'Add a Review' });
    expect(screen.getByRole('region', { name: 'Booking reviewed' })).toHaveTextContent(
      `Booking: ${booking.vBookingNo}`,
    );
    await userEvent.click(
      within(within(form).getByRole('group', { name: 'Your Rating' })).getByRole('button', {
        name: '4 stars',
      }),
    );
    await userEvent.type(within(form).getByRole('textbox', { name: 'Your Review' }), LONG_ENOUGH);
    await userEvent.click(within(form).getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Review Added Successfully.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reviews'));
    const review = await screen.findByRole('article', { name: booking.vBookingNo });
    expect(within(review).getByText(LONG_ENOUGH)).toBeInTheDocument();
    expect(within(review).getByText(/4 out of 5/)).toBeInTheDocument();

    // Reviewed once: the booking no longer offers it.
    await router.navigate('/booking');
    await screen.findByRole('heading', { level: 1, name: 'My Bookings' });
    const reviewed = await screen.findByRole('article', { name: booking.vBookingNo });
    expect(await within(reviewed).findByText('Reviewed')).toBeInTheDocument();
    expect(within(reviewed).queryByRole('button', { name: 'Add Review' })).not.toBeInTheDocument();
    // A second review of the same booking is refused, inline.
    await router.navigate('/add-review', { state: { booking } });
    const again = await screen.findByRole('form', { name: 'Add a Review' });
    await userEvent.click(within(again).getByRole('button', { name: '2 stars' }));
    await userEvent.type(within(again).getByRole('textbox', { name: 'Your Review' }), LONG_ENOUGH);
    await userEvent.click(within(again).getByRole('button', { name: 'Submit Review' }));
    expect(await within(again).findByRole('alert', { name: 'Review not added' })).toHaveTextContent(
      'You have already reviewed this booking.',
    );

    unmount();
    actAs(cleaner);
    renderApp('/reviews', { cookie: cleaner.cookie });
    const theirs = await screen.findAllByRole('article', { name: booking.vBookingNo });
    const latest = theirs.at(-1)!;
    expect(within(latest).getByText(LONG_ENOUGH)).toBeInTheDocument();
    expect(within(latest).getByText('By Nadia Okafor')).toBeInTheDocument();
  });
});
