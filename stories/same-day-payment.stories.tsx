import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container } from '@mantine/core';
import { cardPaymentMessages } from '#machines/card-payment.machine.ts';
import {
  COUPON_INVALID_MESSAGE,
  COUPON_REQUIRED_MESSAGE,
  type CouponResult,
} from '#machines/coupon.machine.ts';
import type { SameDayQuote } from '#machines/same-day-booking.machine.ts';
import { paymentTexts } from '#shared/catalogue/en-CA/booking-wizard.ts';
import { PaymentForm } from '#src/features/same-day-booking/components/payment-form.tsx';
import { TestCardField } from '#src/features/same-day-booking/components/test-card-field.tsx';
import { sameDayPaymentLabels as paymentLabelDefaults } from '#shared/catalogue/en-CA/booking.ts';

// The payment stage's visible states, drawn from the props the coupon and card-payment machines
// give the form. docs/pricing.md's first example: a deep clean in Edmonton, $275.00 + GST.

const quote: SameDayQuote = {
  scheduled_time: '9:00AM - 2:30PM',
  tax: 13.75,
  tax_name: 'GST',
  total_price: 275,
  estimated_time: 5.5,
  price_per_hour: 50,
  final_price: 288.75,
};

const welcome10: CouponResult = {
  SubTotal: 275,
  Discount: 27.5,
  Amount: 247.5,
  Tax: 12.38,
  Total: 259.88,
};

const noCoupon = {
  ticked: false,
  code: '',
  applying: false,
  applied: false,
  error: null,
  result: null,
};

const filledIn = { cardholderName: 'Chloe Bouchard', termsAccepted: true };

const cardField = (error: string | null = null, disabled = false) => (
  <TestCardField
    label={paymentLabelDefaults.CARD_LABEL}
    error={error}
    disabled={disabled}
    initialValues={{ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }}
  />
);

const meta = {
  title: 'Booking/Same-day payment',
  component: PaymentForm,
  args: {
    labels: paymentLabelDefaults,
    quote,
    coupon: noCoupon,
    couponBlocked: false,
    cardField: cardField(),
    fieldErrors: {},
    busy: false,
    onSubmit: () => {},
    onCouponToggle: () => {},
    onCouponChange: () => {},
    onCouponApply: () => {},
  },
  decorators: [
    (Story) => (
      <Container size="xs" py="xl">
        <Story />
      </Container>
    ),
  ],
} satisfies Meta<typeof PaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the stage opens: nothing typed, the quote's price on Pay. */
export const Idle: Story = {
  args: { cardField: <TestCardField label={paymentLabelDefaults.CARD_LABEL} /> },
};

export const CardholderNameMissing: Story = {
  args: {
    initialValues: { cardholderName: '', termsAccepted: true },
    fieldErrors: { cardholderName: cardPaymentMessages.cardholderName },
  },
};

export const TermsNotAccepted: Story = {
  args: {
    initialValues: { cardholderName: 'Chloe Bouchard', termsAccepted: false },
    fieldErrors: { terms: cardPaymentMessages.terms },
  },
};

/** Submit with nothing filled in: both field messages at once. */
export const EveryFieldError: Story = {
  args: {
    fieldErrors: {
      cardholderName: cardPaymentMessages.cardholderName,
      terms: cardPaymentMessages.terms,
    },
  },
};

/** The test gateway's decline for 4000 0000 0000 0002, under the card field. */
export const CardDeclined: Story = {
  args: { initialValues: filledIn, cardField: cardField('Your card was declined.') },
};

export const UnknownTestCard: Story = {
  args: { initialValues: filledIn, cardField: cardField(paymentTexts.NUMBER_UNKNOWN) },
};

/** The card is being authorized: submit shows Loading and nothing can change. */
export const Loading: Story = {
  args: { initialValues: filledIn, busy: true, cardField: cardField(null, true) },
};

export const CouponTicked: Story = {
  args: { initialValues: filledIn, coupon: { ...noCoupon, ticked: true } },
};

export const CouponCodeMissing: Story = {
  args: {
    initialValues: filledIn,
    coupon: { ...noCoupon, ticked: true, error: COUPON_REQUIRED_MESSAGE },
  },
};

export const CouponApplying: Story = {
  args: {
    initialValues: filledIn,
    coupon: { ...noCoupon, ticked: true, code: 'WELCOME10', applying: true },
  },
};

/** The server's discounted figures: the discount shows and Pay asks for the new total. */
export const CouponApplied: Story = {
  args: {
    initialValues: filledIn,
    coupon: { ...noCoupon, ticked: true, code: 'WELCOME10', applied: true, result: welcome10 },
  },
};

export const CouponInvalid: Story = {
  args: {
    initialValues: filledIn,
    coupon: { ...noCoupon, ticked: true, code: 'SPRING2025', error: COUPON_INVALID_MESSAGE },
  },
};

/** A typed code that was not applied blocks payment. */
export const CouponNotApplied: Story = {
  args: {
    initialValues: filledIn,
    coupon: { ...noCoupon, ticked: true, code: 'WELCOME10' },
    couponBlocked: true,
    fieldErrors: { coupon: cardPaymentMessages.coupon },
  },
};

/** The test-mode card field on its own, as it shows when no Stripe key is configured. */
export const TestModeCardField: StoryObj<typeof TestCardField> = {
  render: () => <TestCardField label={paymentLabelDefaults.CARD_LABEL} />,
};

export const TestModeCardFieldWithMessage: StoryObj<typeof TestCardField> = {
  render: () => (
    <TestCardField
      label={paymentLabelDefaults.CARD_LABEL}
      error="Your card number is invalid."
      initialValues={{ number: '4242 4242 4242 4241', expiry: '12/34', cvc: '123' }}
    />
  ),
};
