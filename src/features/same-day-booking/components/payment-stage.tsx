import { lazy, Suspense, useCallback, useRef, useState, type JSX } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Locale } from '#shared/i18n/locale.ts';
import { isQuebecAddress } from '#shared/quebec.ts';
import { useApiClient } from '../../../api/client.ts';
import { citiesQuery } from '../../../api/queries.ts';
import { Loader } from '@mantine/core';
import type { SameDayContact, SameDayQuote } from '#machines/same-day-booking.machine.ts';
import type {
  CardAuthenticator,
  CardPaymentMethodSource,
  RegisterCardAuthenticator,
  RegisterCardSource,
} from '../card-source.ts';
import { paymentLabelSlug, usePaymentLabels } from '../payment-labels.ts';
import { useCardPayment } from '../use-card-payment.ts';
import { useCoupon } from '../use-coupon.ts';
import { writePayClicked } from '../draft-storage.ts';
import { PaymentForm } from './payment-form.tsx';
import { QuebecTerms, quebecTermsRecord } from './quebec-terms.tsx';
import { TestCardField } from './test-card-field.tsx';
import { clientConfig } from '../../../config/client-config.ts';

// Stripe's React bindings and Stripe.js come with this chunk, on the payment stage only.
const StripeCardField = lazy(() =>
  import('./stripe-card-field.tsx').then((module) => ({ default: module.StripeCardField })),
);

type CardFieldProps = {
  label: string;
  error: string | null;
  disabled: boolean;
  onSourceChange: RegisterCardSource;
  onAuthenticatorChange: RegisterCardAuthenticator;
};

/**
 * Stripe Elements when a publishable key is configured, the test-mode field otherwise
 * (DESIGN.md "Payments"). If Stripe.js fails to load, the test-mode field stands in outside
 * production builds only: a live site must never offer test cards.
 */
function CardField(props: CardFieldProps) {
  const { stripePublishableKey: publishableKey, prod } = clientConfig();
  const [stripeFailed, setStripeFailed] = useState(false);
  const onLoadFailed = useCallback(() => setStripeFailed(true), []);
  if (!publishableKey || (stripeFailed && !prod)) {
    return <TestCardField {...props} />;
  }
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <StripeCardField {...props} publishableKey={publishableKey} onLoadFailed={onLoadFailed} />
    </Suspense>
  );
}

/** Whether the chosen city is in Quebec, from the city list the details step already read. */
function useIsQuebecCity(cityId: number): boolean {
  const cities = useQuery(citiesQuery(useApiClient())).data ?? [];
  const city = cities.find((entry) => entry.iCityId === cityId);
  return city ? isQuebecAddress({ provinceCode: city.vProvince, postalCode: null }) : false;
}

type Props = {
  bookingId: string;
  cityId: number;
  quote: SameDayQuote;
  contact: SameDayContact;
  fromPath: '/' | '/book-now';
};

/**
 * Stage 4 of the same-day booking, where the wizard hands over to the coupon and card-payment
 * machines. On success it goes to /thank-you with `{ pagePath: fromPath }`.
 */
export function PaymentStage({ bookingId, cityId, quote, contact, fromPath }: Props): JSX.Element {
  const labels = usePaymentLabels(paymentLabelSlug(fromPath));
  const coupon = useCoupon({ bookingId, cityId, subtotal: quote.total_price });
  const cardSource = useRef<CardPaymentMethodSource | null>(null);
  const registerCardSource = useCallback<RegisterCardSource>((source) => {
    cardSource.current = source;
  }, []);
  const cardAuthenticator = useRef<CardAuthenticator | null>(null);
  const registerCardAuthenticator = useCallback<RegisterCardAuthenticator>((authenticate) => {
    cardAuthenticator.current = authenticate;
  }, []);
  // A Quebec address's terms come in French first, and the payment carries their record.
  const quebec = useIsQuebecCity(cityId);
  const [termsLanguage, setTermsLanguage] = useState<Locale>('fr-CA');
  const payment = useCardPayment({
    bookingId,
    contact,
    amount: coupon.view.result?.Total ?? quote.final_price,
    couponCode: coupon.appliedCode,
    cardSource,
    cardAuthenticator,
    fromPath,
    quebecTerms: quebec ? quebecTermsRecord(bookingId, termsLanguage) : null,
  });

  return (
    <PaymentForm
      labels={labels}
      quote={quote}
      coupon={coupon.view}
      couponBlocked={coupon.blocked}
      fieldErrors={payment.fieldErrors}
      cardError={payment.cardError}
      busy={payment.busy}
      cardField={
        <CardField
          label={labels.CARD_LABEL}
          error={payment.cardError}
          disabled={payment.busy}
          onSourceChange={registerCardSource}
          onAuthenticatorChange={registerCardAuthenticator}
        />
      }
      onSubmit={({ cardholderName, termsAccepted }) => {
        writePayClicked(fromPath === '/' ? 'home' : 'bookNow');
        payment.submit({
          cardholderName,
          termsAccepted,
          couponBlocked: coupon.blocked,
          couponEmpty: coupon.empty,
        });
      }}
      onCouponToggle={coupon.toggle}
      onCouponChange={coupon.change}
      onCouponApply={coupon.apply}
      headingOrder={fromPath === '/' ? 3 : 2}
      focusHeading
      termsBlock={
        quebec
          ? (control) => (
              <QuebecTerms
                {...control}
                language={termsLanguage}
                onLanguageChange={setTermsLanguage}
              />
            )
          : undefined
      }
    />
  );
}
