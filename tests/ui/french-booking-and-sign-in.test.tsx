import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { plainSpaces } from '#shared/i18n/format.ts';
import { sameDayBookingLabels, thankYouLabels } from '#shared/catalogue/fr-CA/booking.ts';
import {
  bookedTexts,
  detailsErrors,
  paymentTexts,
} from '#shared/catalogue/fr-CA/booking-wizard.ts';
import { loginLabels, registerLabels } from '#shared/catalogue/fr-CA/auth.ts';
import { PaymentStage } from '#src/features/same-day-booking/components/payment-stage.tsx';
import type { PaidBooking } from '#src/features/same-day-booking/thank-you-state.ts';
import { renderApp } from '../support/render-app.tsx';
import { renderComponent } from '../support/render-component.tsx';
import { edmontonDate, quoteEdmontonCondo } from '../support/ui-same-day.ts';
import { FAST, optionsOf, sampleContact, saveDraft } from '../support/same-day-wizard-ui.ts';

/*
 * The booking journey and the sign-in pages in French (issue 41, decision 107), rendered with the
 * page's language fr-CA as a /fr/… address will give it: the catalogue's French texts, French
 * money (`1 234,56 $`), days (`24 novembre 2026`) and times (`9 h`, `13 h 30`), while the API
 * keeps receiving `9:00AM`. French texts carry non-breaking spaces (before ? ! : and inside
 * amounts): each comparison reads them as plain spaces.
 */

/**
 * The labels the server holds are the English seed until it serves them per language (helper
 * i41-content): these pages are shown here as they read with no French label in the database,
 * that is with the French catalogue's texts.
 */
const FRENCH_PAGES = ['home', 'book-now', 'thank-you', 'login', 'register'];
function withoutServerLabels(queryClient: QueryClient) {
  queryClient.setQueryDefaults(['labels'], { staleTime: Infinity });
  for (const slug of FRENCH_PAGES) queryClient.setQueryData(['labels', slug], {});
}

const inFrench = { locale: 'fr-CA' as const, prepare: withoutServerLabels };

/** Text content with its non-breaking spaces as plain ones. */
const plain = (element: Element) => plainSpaces(element.textContent ?? '');

/** An accessible name, compared with non-breaking spaces read as plain ones. */
const named = (text: string) => (name: string) => plainSpaces(name) === plainSpaces(text);

const labels = sameDayBookingLabels;

describe('the same-day wizard in French', () => {
  it('asks for the contact details in French', async () => {
    renderApp('/book-now', { ...inFrench, timings: FAST });
    const form = await screen.findByRole(
      'form',
      { name: named(labels.SAME_DAY_HEADING) },
      { timeout: 15_000 },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Réserver un ménage' })).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /^Nom complet/ })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Courriel/ })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Téléphone/ })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Continuer' })).toBeEnabled();
    expect(
      within(form).getByRole('link', { name: 'Politique de confidentialité' }),
    ).toHaveAttribute('href', '/privacy-policy');
  });

  it('lists rooms with their plural, times as 9 h, the calendar in French, and checks in French', async () => {
    saveDraft('bookNow', {
      stage: 'details',
      contact: sampleContact,
      bookingId: 'bkg_ui-french-details',
      isSubmitted: true,
    });
    renderApp('/book-now', {
      ...inFrench,
      // 1:30PM in Edmonton on November 22, 2026.
      timings: { ...FAST, now: () => new Date('2026-11-22T20:30:00Z') },
    });
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: named('Amelia de la Cruz, vous y êtes presque !') },
      { timeout: 15_000 },
    );
    const form = heading.closest('form')!;

    expect(await optionsOf(form, /^Chambres/)).toEqual([
      '1 chambre',
      '2 chambres',
      '3 chambres',
      '4 chambres',
      '5 chambres',
      '6 chambres',
      '7 chambres',
      '8 chambres',
    ]);
    expect((await optionsOf(form, /^Salles de bain/)).slice(0, 2)).toEqual([
      '1 salle de bain',
      '2 salles de bain',
    ]);
    const hours = (await optionsOf(form, /^De/)).map(plainSpaces);
    expect(hours).toHaveLength(24);
    expect(hours.slice(0, 2)).toEqual(['0 h', '1 h']);
    expect(hours).toContain('9 h');
    expect(hours.at(-1)).toBe('23 h');

    await userEvent.click(within(form).getByRole('button', { name: /^Date/ }));
    expect(await screen.findByRole('button', { name: 'Mois suivant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'lundi 23 novembre 2026' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(within(form).getByRole('button', { name: 'Vérifier la disponibilité' }));
    expect(within(form).getByText(detailsErrors.RESIDENCE_REQUIRED)).toBeInTheDocument();
    expect(within(form).getByText(detailsErrors.BEDROOMS_REQUIRED)).toBeInTheDocument();
    expect(within(form).getByText(detailsErrors.FROM_REQUIRED)).toBeInTheDocument();
  });

  it('shows the quote with French money, window, hours and day', async () => {
    saveDraft('bookNow', {
      stage: 'summary',
      contact: sampleContact,
      bookingId: 'bkg_ui-french-summary',
      details: {
        vResidence: 'House',
        iServiceId: 4,
        iCityId: 3,
        vBedrooms: '5',
        vBathrooms: '3',
        vExtras: [],
        vUnit: '',
        vAddress: '10180 103 St NW',
        vPostalCode: 'T5J 0L6',
        vDate: '2026-12-01',
        vFrom: '9:00AM',
        vUntill: '1:30PM',
        vCity: 'Edmonton',
        vServiceName: 'Deep Cleaning',
      },
      quote: {
        scheduled_time: '9:00AM - 1:30PM',
        tax: 61.73,
        tax_name: 'TPS',
        total_price: 1234.56,
        estimated_time: 4.5,
        price_per_hour: 274.35,
        final_price: 1296.29,
      },
      isSubmitted: true,
      isAvailabilityChecked: true,
    });
    renderApp('/book-now', { ...inFrench, timings: FAST });
    const summary = await screen.findByRole(
      'region',
      { name: labels.SUMMARY_HEADING },
      { timeout: 15_000 },
    );
    const row = (label: string) =>
      plain(within(summary).getByRole('row', { name: new RegExp(`^${label}`) }));
    expect(row('Plage horaire du ménage')).toBe('Plage horaire du ménage9 h – 13 h 30');
    expect(row('Date et adresse')).toContain('1er décembre 2026');
    expect(row('Heures estimées')).toBe('Heures estimées4,5 h');
    expect(row('Prix à l’heure')).toBe('Prix à l’heure274,35 $');
    expect(row('Prix total')).toBe('Prix total1 234,56 $');
    expect(row('Prix final')).toBe('Prix final1 296,29 $');
    expect(plain(summary)).toContain(
      'Un(e) préposé(e) au ménage peut venir le 1er décembre 2026, de 9 h à 13 h 30.',
    );
    expect(within(summary).getByRole('button', { name: 'Modifier' })).toBeEnabled();
    expect(within(summary).getByRole('button', { name: 'Réserver' })).toBeEnabled();
  });

  it('asks for the card in French, with the amount to pay in French and its checks', async () => {
    const booking = await quoteEdmontonCondo({
      date: edmontonDate(3),
      from: '9:00AM',
      until: '5:00PM',
    });
    renderComponent(<PaymentStage {...booking} fromPath="/book-now" />, inFrench);
    const form = await screen.findByRole(
      'form',
      { name: labels.PAYMENT_HEADING },
      { timeout: 15_000 },
    );
    const breakdown = within(form).getByRole('table', { name: paymentTexts.PRICE_BREAKDOWN });
    const rows = within(breakdown).getAllByRole('row').map(plain);
    expect(rows[0]).toBe('Sous-total84,00 $');
    expect(rows.at(-1)).toBe('Total88,20 $');
    expect(within(form).getByRole('button', { name: named('Payer 88,20 $') })).toBeEnabled();
    expect(within(form).getByText(paymentTexts.TEST_MODE)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Numéro de carte' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Conditions générales' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );

    await userEvent.click(within(form).getByRole('button', { name: named('Payer 88,20 $') }));
    expect(
      await within(form).findByText('Veuillez entrer le nom du titulaire de la carte.'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Veuillez accepter les conditions.')).toBeInTheDocument();
  });

  it('thanks the customer in French, with the booking’s day, window and amount held', async () => {
    const booking: PaidBooking = {
      vBookingNo: 'MS-100022',
      eStatus: 'authorized',
      ePaymentStatus: 'authorized',
      final_price: 1288.2,
      vServiceName: 'Deep Cleaning',
      vCity: 'Edmonton',
      vDate: '2026-11-24',
      vFrom: '9:00AM',
      vUntill: '12:30PM',
      vAddress: '10150 Jasper Ave NW',
      vUnit: '',
      vCalendar: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
      vCalendarFileName: 'mapleshine-MS-100022.ics',
    };
    const view = renderApp('/thank-you', inFrench);
    await view.router.navigate('/thank-you', { state: { pagePath: '/book-now', booking } });
    expect(
      await screen.findByRole('heading', { level: 1, name: named(thankYouLabels.HEADING) }),
    ).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: bookedTexts.HEADING });
    const text = plain(summary);
    expect(text).toContain('Numéro de réservationMS-100022');
    expect(text).toContain('Date24 novembre 2026');
    expect(text).toContain('HeureDe 9 h à 12 h 30');
    expect(text).toContain('Montant retenu1 288,20 $');
    expect(within(summary).getByRole('link', { name: 'Ajouter au calendrier' })).toHaveAttribute(
      'download',
      'mapleshine-MS-100022.ics',
    );
  });
});

describe('the sign-in pages in French', () => {
  it('logs in in French', async () => {
    renderApp('/login', inFrench);
    const form = await screen.findByRole(
      'form',
      { name: loginLabels.HEADING },
      { timeout: 15_000 },
    );
    expect(within(form).getByRole('textbox', { name: /^Courriel/ })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Se connecter' })).toBeEnabled();
    expect(
      within(form).getByRole('link', { name: named('Mot de passe oublié ?') }),
    ).toHaveAttribute('href', '/forgot-password');
  });

  it('signs up in French', async () => {
    renderApp('/register', inFrench);
    expect(
      await screen.findByRole('heading', { name: registerLabels.HEADING }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('textbox', { name: /^Prénom/ }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'S’inscrire' })).toBeInTheDocument();
  });

  it('checks the login form in French before sending it', async () => {
    renderApp('/login', inFrench);
    const form = await screen.findByRole(
      'form',
      { name: loginLabels.HEADING },
      { timeout: 15_000 },
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Se connecter' }));
    expect(await within(form).findByText('Le courriel est obligatoire.')).toBeInTheDocument();
    expect(within(form).getByText('Le mot de passe est obligatoire.')).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: /^Courriel/ }), 'amelia@');
    await userEvent.click(within(form).getByRole('button', { name: 'Se connecter' }));
    expect(await within(form).findByText('Format de courriel non valide.')).toBeInTheDocument();
  });

  it('checks the registration in French: names, phone, password and its confirmation', async () => {
    renderApp('/register', inFrench);
    const form = await screen.findByRole(
      'form',
      { name: registerLabels.HEADING },
      { timeout: 15_000 },
    );
    const submit = await within(form).findByRole(
      'button',
      { name: 'S’inscrire' },
      { timeout: 15_000 },
    );
    await userEvent.click(submit);
    for (const message of [
      'Le prénom est obligatoire.',
      'Le nom de famille est obligatoire.',
      'Le courriel est obligatoire.',
      'Le numéro de téléphone est obligatoire.',
      'Le mot de passe est obligatoire.',
      'Veuillez confirmer le mot de passe.',
    ]) {
      expect(within(form).getByText(message)).toBeInTheDocument();
    }

    await userEvent.type(within(form).getByRole('textbox', { name: /^Prénom/ }), '-Luc');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Téléphone/ }), '780555014');
    await userEvent.type(
      within(form).getByLabelText(/^Mot de passe/, { selector: 'input' }),
      'maple',
    );
    await userEvent.type(
      within(form).getByLabelText(/^Confirmer le mot de passe/, { selector: 'input' }),
      'maples',
    );
    await userEvent.click(submit);
    expect(
      within(form).getByText(
        'Veuillez entrer un nom composé de lettres, d’espaces, de traits d’union ou d’apostrophes.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('Numéro de téléphone non valide.')).toBeInTheDocument();
    expect(within(form).getByText('Entrez au moins 6 caractères.')).toBeInTheDocument();
    expect(within(form).getByText('Les mots de passe ne correspondent pas.')).toBeInTheDocument();
  });
});

describe('the booking’s contact form in French', () => {
  it('says what is missing in French', async () => {
    renderApp('/book-now', { ...inFrench, timings: FAST });
    const form = await screen.findByRole(
      'form',
      { name: named(labels.SAME_DAY_HEADING) },
      { timeout: 15_000 },
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Continuer' }));
    expect(await within(form).findByText('Le nom complet est obligatoire.')).toBeInTheDocument();
    expect(within(form).getByText('Le courriel est obligatoire.')).toBeInTheDocument();
    expect(within(form).getByText('Le numéro de téléphone est obligatoire.')).toBeInTheDocument();
  });
});
