import { useEffect, useId, useState, type ReactNode } from 'react';
import { Anchor, Button, Checkbox, Divider, Loader, Stack, Text, TextInput } from '@mantine/core';
import type { PaymentFieldErrors } from '#machines/card-payment.machine.ts';
import type { CouponResult } from '#machines/coupon.machine.ts';
import type { SameDayQuote } from '#machines/same-day-booking.machine.ts';
import { useFocusFirstInvalid } from '../../../components/focus-on-arrival.tsx';
import { formatDollars } from '../../../components/format-money.ts';
import type { PaymentLabels } from '../payment-labels.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { useLocale } from '../../../i18n/locale-context.tsx';
import { bookingWizardTexts } from '../booking-texts.ts';
import { CouponBox, type CouponView } from './coupon-box.tsx';
import { PriceBreakdown } from './price-breakdown.tsx';
import { PlanCardLine } from './plan-card-line.tsx';
import type { TermsControl } from './quebec-terms.tsx';
import { StageHeading } from './stage-heading.tsx';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import { COUPON_INVALID_MESSAGE, COUPON_REQUIRED_MESSAGE } from '#machines/coupon.machine.ts';

export type PaymentFormValues = { cardholderName: string; termsAccepted: boolean };

type Props = {
  labels: PaymentLabels;
  quote: SameDayQuote;
  coupon: CouponView & { result: CouponResult | null };
  /** A coupon code is typed but not applied (the coupon machine's hasUnappliedCoupon). */
  couponBlocked: boolean;
  /** The test-mode card field or Stripe's, with the card or server message under it. */
  cardField: ReactNode;
  /** The card-payment machine's field errors from the last submit. */
  fieldErrors: PaymentFieldErrors;
  /** The card's or the server's message from the last submit, shown by `cardField`. */
  cardError?: string | null;
  /** The payment method is being created or the card authorized: submit shows Loading. */
  busy: boolean;
  onSubmit: (values: PaymentFormValues) => void;
  onCouponToggle: () => void;
  onCouponChange: (code: string) => void;
  onCouponApply: () => void;
  /** 3 inside the home page's booking block, 2 on /book-now (as the wizard's other stages). */
  headingOrder?: 2 | 3;
  /** Focus the heading on arrival, so keyboard and screen-reader users follow the step. */
  focusHeading?: boolean;
  /** For stories: the form as a customer left it. */
  initialValues?: PaymentFormValues;
  /**
   * Terms that stand in for the terms checkbox (a Quebec address's French-first block, decision
   * 110), given the acceptance the form keeps and requires.
   */
  termsBlock?: ((control: TermsControl) => ReactNode) | undefined;
};

/**
 * The terms label with its legal pages linked. They open in a new tab: leaving the page would
 * clear the booking draft (spec §4), and the customer would lose the quote.
 */
function TermsLabel({ text }: { text: string }) {
  const { TERMS_LINK, PRIVACY_LINK } = useTexts(bookingWizardTexts).wizardTexts;
  const legalLinks: Record<string, string> = {
    [TERMS_LINK]: '/terms-and-conditions',
    [PRIVACY_LINK]: '/privacy-policy',
  };
  const pattern = new RegExp(`(${Object.keys(legalLinks).join('|')})`);
  const parts = text.split(pattern);
  const link = (title: string, key?: number) => (
    <Anchor
      key={key}
      inherit
      underline="always"
      href={legalLinks[title]}
      target="_blank"
      rel="noopener noreferrer"
    >
      {title}
    </Anchor>
  );
  return (
    <>
      {parts.map((part, index) => (legalLinks[part] ? link(part, index) : part))}
      {!parts.includes(TERMS_LINK) && <> ({link(TERMS_LINK)})</>}
    </>
  );
}

/**
 * Stage 4 of the same-day booking (spec §2, §5 "Payment"): cardholder name, card field, terms,
 * coupon, the price from the server and the submit that pays it. It only renders; the card
 * payment and coupon machines decide what it shows.
 */
export function PaymentForm({
  labels,
  quote,
  coupon,
  couponBlocked,
  cardField,
  fieldErrors,
  cardError = null,
  busy,
  onSubmit,
  onCouponToggle,
  onCouponChange,
  onCouponApply,
  headingOrder = 2,
  focusHeading = false,
  initialValues = { cardholderName: '', termsAccepted: false },
  termsBlock,
}: Props) {
  const [cardholderName, setCardholderName] = useState(initialValues.cardholderName);
  const [termsAccepted, setTermsAccepted] = useState(initialValues.termsAccepted);
  const headingId = useId();
  const amount = coupon.result?.Total ?? quote.final_price;
  const { paymentTexts } = useTexts(bookingWizardTexts);
  const locale = useLocale();
  // The machine names which check failed; its message is written in the page's language.
  const inPageLanguage = (failed: string | undefined, message: string) =>
    failed === undefined ? undefined : message;

  // A message stays until the customer has fixed what it is about; the next submit checks again.
  const nameError = cardholderName.trim()
    ? undefined
    : inPageLanguage(fieldErrors.cardholderName, paymentTexts.CARDHOLDER_NAME_REQUIRED);
  const termsError = termsAccepted
    ? undefined
    : inPageLanguage(fieldErrors.terms, paymentTexts.TERMS_REQUIRED);
  // The coupon machine keeps the spec's English sentence as its refusal; the box says it here.
  const couponRefusals: Record<string, string> = {
    [COUPON_REQUIRED_MESSAGE]: paymentTexts.COUPON_REQUIRED,
    [COUPON_INVALID_MESSAGE]: paymentTexts.COUPON_INVALID,
  };
  const couponView = {
    ...coupon,
    error: coupon.error === null ? null : (couponRefusals[coupon.error] ?? coupon.error),
  };
  const couponEmpty = coupon.ticked && coupon.code.trim() === '';
  const couponError =
    (couponEmpty
      ? inPageLanguage(fieldErrors.couponEmpty, paymentTexts.COUPON_EMPTY)
      : undefined) ??
    (couponBlocked
      ? inPageLanguage(fieldErrors.coupon, paymentTexts.COUPON_NOT_APPLIED)
      : undefined);

  // Pay sits below the price: a refused Pay's first field in error is brought into view with the
  // focus. Each refused submit hands over new field errors; a card refused by the card field's own
  // checks arrives as `cardError`, with the card's input in error marked invalid.
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  useEffect(() => {
    if (Object.keys(fieldErrors).length > 0 || cardError) focusFirstInvalid();
  }, [fieldErrors, cardError, focusFirstInvalid]);

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ cardholderName, termsAccepted });
      }}
    >
      <Stack gap="md">
        <div>
          <StageHeading id={headingId} order={headingOrder} focusOnMount={focusHeading}>
            {labels.PAYMENT_HEADING}
          </StageHeading>
          <Text c="dimmed">{labels.PAYMENT_SUBHEADING}</Text>
        </div>
        <TextInput
          label={labels.CARDHOLDER_NAME_LABEL}
          placeholder={labels.CARDHOLDER_NAME_PLACEHOLDER}
          autoComplete="cc-name"
          maxLength={100}
          withAsterisk
          disabled={busy}
          value={cardholderName}
          error={nameError}
          onChange={(event) => setCardholderName(event.currentTarget.value)}
        />
        {cardField}
        <CouponBox
          labels={labels}
          view={couponView}
          blockedMessage={couponError}
          disabled={busy}
          onToggle={onCouponToggle}
          onChange={onCouponChange}
          onApply={onCouponApply}
        />
        <Divider />
        <PriceBreakdown
          labels={labels}
          quote={quote}
          coupon={coupon.result}
          couponCode={coupon.applied ? coupon.code.trim().toUpperCase() : undefined}
        />
        {quote.plan ? <PlanCardLine /> : null}
        {termsBlock ? (
          termsBlock({
            accepted: termsAccepted,
            onAcceptedChange: setTermsAccepted,
            error: termsError,
            disabled: busy,
          })
        ) : (
          <Checkbox
            label={<TermsLabel text={labels.TERMS_LABEL} />}
            checked={termsAccepted}
            disabled={busy}
            error={termsError}
            // Mantine marks a checkbox's error by style only; this says it to screen readers too.
            aria-invalid={Boolean(termsError)}
            onChange={(event) => setTermsAccepted(event.currentTarget.checked)}
          />
        )}
        <Button
          type="submit"
          color="ember"
          size="md"
          fullWidth
          // Paying while a coupon is being checked could charge the price before the discount.
          disabled={busy || coupon.applying}
          leftSection={busy ? <Loader size="xs" color="gray.6" /> : undefined}
        >
          {busy
            ? paymentTexts.PAYING
            : labels.PAY.replace('{amount}', formatDollars(amount, locale))}
        </Button>
        <Text size="sm" c="dimmed">
          {labels.CANCELLATION_NOTE}
        </Text>
        <Text size="sm" c="dimmed">
          {labels.SECURE_PAYMENT_NOTE}
        </Text>
      </Stack>
    </form>
  );
}
