import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentStage } from '#src/features/same-day-booking/components/payment-stage.tsx';
import type { SameDayQuote } from '#machines/same-day-booking.machine.ts';
import { renderApp } from '../support/render-app.tsx';
import { renderComponent } from '../support/render-component.tsx';
import { dataOf, edmontonDate, postToServer, quoteEdmontonCondo } from '../support/ui-same-day.ts';
import { FAST, choose, pickDate, sampleContact, saveDraft } from '../support/same-day-wizard-ui.ts';

/*
 * Buying a regular cleaning in the wizard (issue 45, decision 143): the details stage's choice,
 * the request's iEveryWeeks, the quote's per-visit line, the payment's sentence and the
 * thank-you page's mention of the plan. Against the UI test server, with the seeded discounts
 * (15 % weekly, 10 % every 2 weeks, 5 % every 4 weeks).
 */

const REPEATS =
  'The same service, rooms, extras, address, weekday and time window come back at the chosen pace. Each visit is its own booking, paid with the card you save today and held 24 hours before the visit.';
const CARD_SAVED =
  'Your card is saved for the later visits: each one is held 24 hours before it. You can skip a visit, pause or end the plan from your dashboard at any time.';

afterEach(() => vi.restoreAllMocks());

/** /book-now at the details stage for a booking the server has started. */
async function openDetails() {
  const started = await postToServer('/api/cleaning/book-same-day', {
    ...sampleContact,
    vEmail: `ui.plan.${Date.now()}@example.ca`,
  });
  if (typeof started.body.id !== 'string') throw new Error(started.body.message);
  saveDraft('bookNow', {
    stage: 'details',
    contact: sampleContact,
    bookingId: started.body.id,
    isSubmitted: true,
  });
  renderApp('/book-now', { timings: FAST });
  const heading = await screen.findByRole(
    'heading',
    { level: 2, name: "Amelia de la Cruz, you're almost there!" },
    { timeout: 15_000 },
  );
  return heading.closest('form')!;
}

function choices(form: HTMLElement) {
  return within(within(form).getByRole('group', { name: 'Make it regular' })).getAllByRole(
    'button',
  );
}

describe('the details stage: Make it regular', () => {
  it('offers one time (pressed) and each frequency with its discount, and says what repeats', async () => {
    const form = await openDetails();
    expect(within(form).getByText(REPEATS)).toBeInTheDocument();
    const group = within(form).getByRole('group', { name: 'Make it regular' });
    expect(
      await within(group).findByRole('button', { name: 'Every 2 weeks · save 10%' }),
    ).toBeInTheDocument();
    expect(choices(form).map((button) => button.textContent)).toEqual([
      'One time',
      'Every week · save 15%',
      'Every 2 weeks · save 10%',
      'Every 4 weeks · save 5%',
    ]);
    expect(within(group).getByRole('button', { name: 'One time' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(group).getByRole('button', { name: 'Every 2 weeks · save 10%' }));
    expect(within(group).getByRole('button', { name: 'Every 2 weeks · save 10%' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: 'One time' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('sends iEveryWeeks with Check Availability and shows the price per visit and what follows', async () => {
    const form = await openDetails();
    await choose(form, /Type of Residence/, 'Apartment or Condo');
    await choose(form, /Bedrooms/, '1');
    await choose(form, /Bathrooms/, '1');
    await choose(form, /Service/, 'Routine Clean');
    await choose(form, /City/, 'Edmonton');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Full Address/ }),
      '10180 103 St NW',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /Postal Code/ }), 't5j0l6');
    await pickDate(form, edmontonDate(11));
    await choose(form, /^From/, '9:00AM');
    await choose(form, /^Until/, '1:00PM');
    await userEvent.click(
      await within(form).findByRole('button', { name: 'Every 2 weeks · save 10%' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Check Availability' }));
    const line = await screen.findByTestId('plan-repeat-line', {}, { timeout: 15_000 });
    // Only a request with iEveryWeeks is answered with a plan: the line is the request's proof.
    // 2 hours at $42 = $84.00, 10 % off = $75.60, GST 5 % = $3.78: $79.38 a visit.
    expect(line).toHaveTextContent(
      /^Then every 2 weeks on \w+days, 9:00AM – 11:00AM: \$79\.38 per visit, starting \w+ \d+, \d{4}\.$/,
    );
    const table = screen.getByRole('table');
    expect(table).toHaveTextContent('Regular cleaning discount (10%)−$8.40');
    expect(table).toHaveTextContent('Price per visit$79.38');
  });
});

describe('the payment stage and thank-you page of a plan', () => {
  it('says the card is saved for the later visits, pays, and the thank-you page names the plan', async () => {
    const window = { date: edmontonDate(12), from: '7:00PM', until: '9:00PM' };
    const booking = await quoteEdmontonCondo(window);
    const services = await dataOf<{ iServiceId: number; vServiceName: string }[]>(
      '/api/service/get_all_data',
    );
    const routineClean = services.find((service) => service.vServiceName === 'Routine Clean')!;
    // The same booking quoted again as every 2 weeks.
    const quoted = await postToServer(
      '/api/cleaning/schedule-cleaning',
      {
        vResidence: 'Apartment or Condo',
        iServiceId: routineClean.iServiceId,
        iCityId: booking.cityId,
        vBedrooms: '1',
        vBathrooms: '1',
        vExtras: [],
        vUnit: '1204',
        vAddress: '10180 103 St NW, Edmonton, AB T5J 0L6',
        vPostalCode: 'T5J 0L6',
        vDate: window.date,
        vFrom: window.from,
        vUntill: window.until,
        iEveryWeeks: 2,
      },
      { vUniqueCode: booking.bookingId },
    );
    expect(quoted.status).toBe(200);
    const quote = { ...booking.quote, ...(quoted.body as unknown as SameDayQuote) };
    const { router } = renderComponent(
      <PaymentStage {...booking} quote={quote} fromPath="/book-now" />,
    );
    await screen.findByRole('form', { name: 'Payment Details' });
    expect(screen.getByText(CARD_SAVED)).toBeInTheDocument();
    // The plan's discount is named as such, as on the quote and the receipt (decision 148).
    expect(
      screen.getByRole('rowheader', { name: 'Regular cleaning discount (10%)' }),
    ).toBeInTheDocument();
    await userEvent.type(
      screen.getByRole('textbox', { name: /Cardholder Name/ }),
      'Chloe Bouchard',
    );
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Card number' }),
      '4242 4242 4242 4242',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '12/34');
    await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
    await userEvent.click(
      screen.getByRole('checkbox', {
        name: 'I agree to the Terms and Conditions and the Privacy Policy.',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Pay / }));
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Thank you for your booking!' },
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/thank-you' });
    expect(
      screen.getByText(
        /^Your regular cleaning is set: every 2 weeks\. Next visit: \w+ \d+, \d{4}\.$/,
      ),
    ).toBeInTheDocument();
  });
});
