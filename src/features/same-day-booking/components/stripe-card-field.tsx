import { useEffect, useState } from 'react';
import { Input, Loader, Paper } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
// The pure entry adds Stripe.js to the page only when loadStripe is called, not on import.
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe } from '@stripe/stripe-js';
import {
  cardFailure,
  type RegisterCardAuthenticator,
  type RegisterCardSource,
} from '../card-source.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { bookingWizardTexts } from '../booking-texts.ts';
import '@mantine/core/styles/Input.css';
import { useLocale } from '../../../i18n/locale-context.tsx';

/** The server's own sentence when the card provider cannot be reached (PaymentUnavailable). */
function useUnavailable(): string {
  return useTexts(bookingWizardTexts).paymentTexts.CARD_PAYMENTS_UNAVAILABLE;
}

type Props = {
  publishableKey: string;
  label: string;
  /** The card or server message, shown under the field. */
  error?: string | null | undefined;
  disabled?: boolean;
  onSourceChange?: RegisterCardSource | undefined;
  /** Receives Stripe.js's handleNextAction, for cards whose bank asks for 3-D Secure. */
  onAuthenticatorChange?: RegisterCardAuthenticator | undefined;
  /** Stripe.js did not load (spec §8: a console warning only); the stage decides what follows. */
  onLoadFailed?: (() => void) | undefined;
};

/**
 * Hands the stage Stripe.js's handleNextAction for a card whose bank asks the customer to
 * confirm it (3-D Secure, decision 099): Stripe shows the bank's page over ours. Its outcome is
 * not read here: the server asks Stripe what the bank decided.
 */
function StripeAuthenticator({
  onAuthenticatorChange,
}: {
  onAuthenticatorChange?: RegisterCardAuthenticator | undefined;
}) {
  const stripe = useStripe();
  useEffect(() => {
    if (!stripe || !onAuthenticatorChange) return;
    onAuthenticatorChange(async (clientSecret) => {
      await stripe.handleNextAction({ clientSecret });
    });
    return () => onAuthenticatorChange(null);
  }, [stripe, onAuthenticatorChange]);
  return null;
}

/** Hands the stage a source that asks Stripe for a payment method from the Card Element. */
function StripeSource({ onSourceChange }: { onSourceChange?: RegisterCardSource | undefined }) {
  const stripe = useStripe();
  const elements = useElements();
  const CARD_PAYMENTS_UNAVAILABLE = useUnavailable();
  useEffect(() => {
    if (!stripe || !elements || !onSourceChange) return;
    onSourceChange(async (billing) => {
      const card = elements.getElement(CardElement);
      if (!card) throw cardFailure(CARD_PAYMENTS_UNAVAILABLE);
      let answer: Awaited<ReturnType<Stripe['createPaymentMethod']>>;
      try {
        answer = await stripe.createPaymentMethod({ type: 'card', card, billing_details: billing });
      } catch {
        throw cardFailure(CARD_PAYMENTS_UNAVAILABLE);
      }
      // Stripe's own words ("Your card number is incomplete.") go under the card field.
      if (answer.error || !answer.paymentMethod) {
        throw cardFailure(answer.error?.message ?? CARD_PAYMENTS_UNAVAILABLE);
      }
      return answer.paymentMethod.id;
    });
    return () => onSourceChange(null);
  }, [stripe, elements, onSourceChange, CARD_PAYMENTS_UNAVAILABLE]);
  return null;
}

/** A source that cannot pay: what the stage holds when Stripe.js failed to load. */
function UnavailableSource({
  onSourceChange,
}: {
  onSourceChange?: RegisterCardSource | undefined;
}) {
  const CARD_PAYMENTS_UNAVAILABLE = useUnavailable();
  useEffect(() => {
    if (!onSourceChange) return;
    onSourceChange(() => Promise.reject(cardFailure(CARD_PAYMENTS_UNAVAILABLE)));
    return () => onSourceChange(null);
  }, [onSourceChange, CARD_PAYMENTS_UNAVAILABLE]);
  return null;
}

/**
 * Stripe Elements' Card Element, for when VITE_STRIPE_PUBLISHABLE_KEY is set. This module is
 * loaded lazily by the payment stage, so Stripe.js reaches the page only on that stage.
 */
export function StripeCardField({
  publishableKey,
  label,
  error,
  disabled = false,
  onSourceChange,
  onAuthenticatorChange,
  onLoadFailed,
}: Props) {
  const loadingLabel = useTexts(bookingWizardTexts).paymentTexts.LOADING_CARD_FIELD;
  const locale = useLocale();
  const [stripe, setStripe] = useState<Stripe | null>(null);
  const [failed, setFailed] = useState(false);
  /** Stripe's live check of what is typed, until the next submit says more. */
  const [liveError, setLiveError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    loadStripe(publishableKey)
      .then((loaded) => {
        if (!loaded) throw new Error('Stripe.js is not available.');
        if (active) setStripe(loaded);
      })
      .catch((reason: unknown) => {
        console.warn('Stripe.js could not be loaded, so cards cannot be taken:', reason);
        if (!active) return;
        setFailed(true);
        onLoadFailed?.();
      });
    return () => {
      active = false;
    };
  }, [publishableKey, onLoadFailed]);

  return (
    <Input.Wrapper label={label} labelElement="div" error={error ?? liveError ?? undefined}>
      <Paper withBorder px="sm" py="md" mt={4}>
        {failed ? (
          <UnavailableSource onSourceChange={onSourceChange} />
        ) : stripe ? (
          <Elements stripe={stripe} options={{ locale: locale === 'fr-CA' ? 'fr-CA' : 'en' }}>
            <CardElement
              options={{ disabled, style: { base: { fontSize: '16px' } } }}
              onChange={(event) => setLiveError(event.error?.message ?? null)}
            />
            <StripeSource onSourceChange={onSourceChange} />
            <StripeAuthenticator onAuthenticatorChange={onAuthenticatorChange} />
          </Elements>
        ) : (
          <Loader size="sm" role="status" aria-label={loadingLabel} />
        )}
      </Paper>
    </Input.Wrapper>
  );
}
