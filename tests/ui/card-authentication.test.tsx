import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TestAuthenticationDialog } from '#src/components/test-authentication-dialog.tsx';
import { PaymentStage } from '#src/features/same-day-booking/components/payment-stage.tsx';
import { renderApp } from '../support/render-app.tsx';
import { renderComponent } from '../support/render-component.tsx';
import { edmontonDate, quoteEdmontonCondo } from '../support/ui-same-day.ts';

/*
 * A card whose bank asks for 3-D Secure in the payment step, with the offline test gateway: its
 * test authentication page (a dialog) opens, and the tester approves or fails it (decision 099).
 */

const TERMS = 'I agree to the Terms and Conditions and the Privacy Policy.';
const BANK_REFUSED =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

// Days and windows of their own: Edmonton's demo cleaner holds one paid job at a time.
const approvedWindow = { date: edmontonDate(4), from: '1:00AM', until: '3:00AM' };
const failedWindow = { date: edmontonDate(4), from: '4:00AM', until: '6:00AM' };

async function openPayment(window: typeof approvedWindow) {
  const booking = await quoteEdmontonCondo(window);
  const view = renderComponent(<PaymentStage {...booking} fromPath="/book-now" />);
  await screen.findByRole('form', { name: 'Payment Details' });
  return { ...view, booking };
}

async function payWithAuthenticationCard() {
  await userEvent.type(screen.getByRole('textbox', { name: /Cardholder Name/ }), 'Chloe Bouchard');
  await userEvent.type(screen.getByRole('textbox', { name: 'Card number' }), '4000002760003184');
  await userEvent.type(screen.getByRole('textbox', { name: 'Expiry date (MM/YY)' }), '12/34');
  await userEvent.type(screen.getByRole('textbox', { name: 'CVC' }), '123');
  await userEvent.click(screen.getByRole('checkbox', { name: TERMS }));
  await userEvent.click(screen.getByRole('button', { name: 'Pay $88.20' }));
  return screen.findByRole('dialog', { name: /Test authentication/ });
}

describe('a card whose bank asks for 3-D Secure', () => {
  it('opens the test authentication page and, once approved, pays and goes to /thank-you', async () => {
    const { router } = await openPayment(approvedWindow);

    const dialog = await payWithAuthenticationCard();

    expect(within(dialog).getByText('Test mode')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Nothing is held on or charged to the card until the bank approves.',
      ),
    ).toBeInTheDocument();
    // The payment waits for the bank's answer.
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete authentication' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your booking!' }),
    ).toBeInTheDocument();
    expect(router.state.location).toMatchObject({
      pathname: '/thank-you',
      state: { pagePath: '/book-now', booking: { vDate: approvedWindow.date } },
    });
    expect(screen.getByRole('region', { name: 'Your booking' })).toHaveTextContent(
      'Amount held$88.20',
    );
  });

  it("shows the bank's refusal under the card field when the check fails, and lets the customer pay again", async () => {
    const { router } = await openPayment(failedWindow);

    const dialog = await payWithAuthenticationCard();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Test authentication/ })).toBeNull(),
    );
    const card = screen.getByRole('group', { name: /Card Details/ });
    expect(await within(card).findByRole('alert')).toHaveTextContent(BANK_REFUSED);
    expect(screen.getByRole('button', { name: 'Pay $88.20' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/component-under-test');

    // Another card pays the same booking: nothing was held by the failed one.
    const number = screen.getByRole('textbox', { name: 'Card number' });
    await userEvent.clear(number);
    await userEvent.type(number, '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay $88.20' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your booking!' }),
    ).toBeInTheDocument();
  });
});

describe('the card confirmation page', () => {
  it('says a link it does not know cannot be used, at /confirm-card/<token>', async () => {
    const { router } = renderApp(`/confirm-card/${'A'.repeat(43)}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('This link is not valid. Please use the link in our latest e-mail.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(router.state.location.pathname).toBe(`/confirm-card/${'A'.repeat(43)}`);
  });
});

describe('in French (decision 115)', () => {
  it('asks the tester in French on the test authentication page', async () => {
    const answers: string[] = [];
    renderComponent(
      <TestAuthenticationDialog
        sending={null}
        onClose={() => answers.push('closed')}
        onAnswer={(outcome) => answers.push(outcome)}
      />,
      { locale: 'fr-CA' },
    );
    const dialog = await screen.findByRole('dialog', { name: /Authentification de test/ });
    expect(within(dialog).getByText('Mode test')).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Aucun montant n’est retenu ni prélevé sur la carte avant l’approbation de la banque.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Réussir l’authentification' }),
    );
    expect(
      within(dialog).getByRole('button', { name: 'Faire échouer l’authentification' }),
    ).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(answers).toEqual(['approve', 'closed']);
  });

  it('says in French that a link it does not know cannot be used', async () => {
    renderApp(`/confirm-card/${'B'.repeat(43)}`, { locale: 'fr-CA' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ce lien ne peut pas être utilisé' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });
});
