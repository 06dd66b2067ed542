import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SameDayContact, SameDayQuote } from '#machines/same-day-booking.machine.ts';
import * as en from '#shared/catalogue/en-CA/quebec.ts';
import * as frTerms from '#shared/catalogue/fr-CA/quebec-terms.ts';
import * as enTerms from '#shared/catalogue/en-CA/quebec-terms.ts';
import { PaymentStage } from '#src/features/same-day-booking/components/payment-stage.tsx';
import { quebecBlockTexts } from '#src/features/same-day-booking/components/quebec-terms.tsx';
import { renderComponent } from '../support/render-component.tsx';
import { dataOf, edmontonDate, postToServer } from '../support/ui-same-day.ts';

/*
 * The payment step of a Quebec address (decision 110): the terms in French first, the English
 * version only on the express choice, and the acceptance of the version chosen required.
 */

const labels = en.quebecTermsLabels;
const CHOICE = `${frTerms.quebecTermsChoice.BOUND_BY_ENGLISH} / ${enTerms.quebecTermsChoice.BOUND_BY_ENGLISH}`;
const TERMS_REQUIRED = 'Please accept the terms.';
const ENGLISH_TERMS = 'I agree to the Terms and Conditions and the Privacy Policy.';

// Four days ahead (the card is held at once); each paying test has a window of its own.
const day = edmontonDate(4);

let people = 0;
/** A Routine Clean of a one-bedroom condo in Gatineau: $84.00 + GST $4.20 + QST $8.38. */
async function quoteGatineauCondo(from: string, until: string) {
  people += 1;
  const contact: SameDayContact = {
    vFullName: 'Geneviève Tremblay',
    vEmail: `ui.quebec.${Date.now()}.${people}@example.ca`,
    vMobile: '8195550142',
  };
  const [cities, services] = await Promise.all([
    dataOf<{ iCityId: number; vCity: string }[]>('/api/city/get_all_data'),
    dataOf<{ iServiceId: number; vServiceName: string }[]>('/api/service/get_all_data'),
  ]);
  const city = cities.find((entry) => entry.vCity === 'Gatineau');
  const service = services.find((entry) => entry.vServiceName === 'Routine Clean');
  if (!city || !service) throw new Error('the seed has no Gatineau or no Routine Clean');
  const started = await postToServer('/api/cleaning/book-same-day', contact);
  const bookingId = started.body.id;
  if (typeof bookingId !== 'string') throw new Error(`book-same-day: ${started.body.message}`);
  const quoted = await postToServer(
    '/api/cleaning/schedule-cleaning',
    {
      vResidence: 'Apartment or Condo',
      iServiceId: service.iServiceId,
      iCityId: city.iCityId,
      vBedrooms: '1',
      vBathrooms: '1',
      vExtras: [],
      vUnit: '3',
      vAddress: '25 rue Laurier, Gatineau, QC J8X 4C8',
      vPostalCode: 'J8X 4C8',
      vDate: day,
      vFrom: from,
      vUntill: until,
    },
    { vUniqueCode: bookingId },
  );
  if (quoted.status !== 200) throw new Error(`schedule-cleaning: ${quoted.body.message}`);
  const quote = quoted.body as unknown as SameDayQuote;
  return { bookingId, cityId: city.iCityId, quote, contact };
}

async function openPayment(from = '9:00AM', until = '5:00PM') {
  const booking = await quoteGatineauCondo(from, until);
  const view = renderComponent(<PaymentStage {...booking} fromPath="/book-now" />);
  const form = await screen.findByRole('form', { name: 'Payment Details' });
  const block = await within(form).findByRole('group', { name: labels.HEADING });
  return { ...view, form, block };
}

// The block's texts are their own chunks: loaded once here, so no test waits for the first import.
beforeAll(async () => {
  await quebecBlockTexts('en-CA');
});

describe('the payment step of a Quebec address', () => {
  it('shows the terms in French first, without the English terms or their checkbox', async () => {
    const { form, block } = await openPayment();
    expect(within(block).getByText(labels.INTRO)).toBeInTheDocument();
    const french = within(block).getByRole('region', { name: labels.FRENCH_VERSION });
    expect(french).toHaveAttribute('lang', 'fr-CA');
    expect(within(french).getByRole('heading', { name: 'Conditions d’utilisation' })).toBeVisible();
    expect(
      within(french).getByRole('heading', { name: '13. Droit applicable' }),
    ).toBeInTheDocument();
    // Every section of the French version is there.
    expect(within(french).getAllByRole('heading', { level: 5 })).toHaveLength(
      frTerms.quebecTermsDocument.sections.length,
    );
    expect(within(block).queryByRole('region', { name: labels.ENGLISH_VERSION })).toBeNull();
    expect(within(form).queryByRole('checkbox', { name: ENGLISH_TERMS })).toBeNull();
    expect(within(block).getByRole('checkbox', { name: CHOICE })).not.toBeChecked();
    expect(within(block).getByRole('checkbox', { name: labels.ACCEPT_FRENCH })).not.toBeChecked();
  });

  it('shows GST and QST each on its own row with its rate', async () => {
    await openPayment();
    const rows = within(screen.getByRole('table', { name: 'Price breakdown' }))
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Subtotal$84.00', 'GST (5%)$4.20', 'QST (9.975%)$8.38', 'Total$96.58']);
    expect(screen.getByRole('button', { name: 'Pay $96.58' })).toBeEnabled();
  });

  it(`requires the acceptance: Pay without it says "${TERMS_REQUIRED}" and stays`, async () => {
    const { block } = await openPayment();
    await userEvent.click(screen.getByRole('button', { name: 'Pay $96.58' }));
    const accept = within(block).getByRole('checkbox', { name: labels.ACCEPT_FRENCH });
    expect(accept).toHaveAttribute('aria-invalid', 'true');
    expect(within(block).getByText(TERMS_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $96.58' })).toBeEnabled();
  });

  it('shows the English version only on the express choice, and asks to accept it again', async () => {
    const { block } = await openPayment();
    await userEvent.click(within(block).getByRole('checkbox', { name: labels.ACCEPT_FRENCH }));
    await userEvent.click(within(block).getByRole('checkbox', { name: CHOICE }));
    const english = within(block).getByRole('region', { name: labels.ENGLISH_VERSION });
    expect(english).toHaveAttribute('lang', 'en-CA');
    expect(within(english).getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
    // French still comes first.
    const french = within(block).getByRole('region', { name: labels.FRENCH_VERSION });
    expect(french.compareDocumentPosition(english) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The acceptance is of the version now chosen, not yet given.
    const accept = within(block).getByRole('checkbox', { name: labels.ACCEPT_ENGLISH });
    expect(accept).not.toBeChecked();
    // Back to French: the English version goes.
    await userEvent.click(within(block).getByRole('checkbox', { name: CHOICE }));
    expect(within(block).queryByRole('region', { name: labels.ENGLISH_VERSION })).toBeNull();
    expect(within(block).getByRole('checkbox', { name: labels.ACCEPT_FRENCH })).toBeInTheDocument();
  });

  it.each([
    ['the French version', '1:00AM', '3:00AM', false],
    ['the English version, chosen expressly', '4:00AM', '6:00AM', true],
  ])(
    'pays once %s is accepted (the server refuses a Quebec payment without the record)',
    async (_, from, until, english) => {
      const { block, router } = await openPayment(from, until);
      await userEvent.type(
        screen.getByRole('textbox', { name: /Cardholder Name/ }),
        'Geneviève Tremblay',
      );
      await userEvent.type(
        screen.getByRole('textbox', { name: 'Card number' }),
        '4242 4242 4242 4242',
      );
      await userEvent.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '12/34');
      await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
      if (english) await userEvent.click(within(block).getByRole('checkbox', { name: CHOICE }));
      await userEvent.click(
        within(block).getByRole('checkbox', {
          name: english ? labels.ACCEPT_ENGLISH : labels.ACCEPT_FRENCH,
        }),
      );
      await userEvent.click(screen.getByRole('button', { name: 'Pay $96.58' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Thank you for your booking!' }),
      ).toBeInTheDocument();
      expect(router.state.location).toMatchObject({ pathname: '/thank-you' });
    },
  );
});
