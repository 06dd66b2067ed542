import type { Meta, StoryObj } from '@storybook/react-vite';
import { Container, Paper } from '@mantine/core';
import type { SameDayDetails, SameDayQuote } from '#machines/same-day-booking.machine.ts';
import { ContactForm } from '#src/features/same-day-booking/components/contact-form.tsx';
import {
  DetailsForm,
  type DetailsCatalog,
} from '#src/features/same-day-booking/components/details-form.tsx';
import { QuoteSummary } from '#src/features/same-day-booking/components/quote-summary.tsx';
import { StageLoader } from '#src/features/same-day-booking/components/stage-loader.tsx';
import { emptyContact } from '#src/features/same-day-booking/contact-rules.ts';
import { emptyDetails, valuesOf } from '#src/features/same-day-booking/details-rules.ts';
import { sameDayBookingLabels as labels } from '#shared/catalogue/en-CA/booking.ts';
import { sameDayBookingLabels as frenchLabels } from '#shared/catalogue/fr-CA/booking.ts';
import { LocaleProvider } from '#src/i18n/locale-context.tsx';
import { sampleServices } from './support/site-data.tsx';

// The first three stages of the same-day wizard, each in every state a visitor can see. The
// stages take values and callbacks, so no server is needed; the figures are docs/pricing.md's
// first example (a deep clean of a house in Edmonton).

const noop = () => {};

const catalog: DetailsCatalog = {
  residenceTypes: ['House', 'Apartment or Condo', 'Townhouse', 'Basement Suite'].map(
    (name, index) => ({ iResidenceTypeId: index + 1, vResidenceType: name }),
  ),
  services: sampleServices,
  extras: [
    ['Inside Fridge', 'inside-fridge'],
    ['Inside Oven', 'inside-oven'],
    ['Inside Cupboards', 'inside-cupboards'],
    ['Interior Windows', 'interior-windows'],
    ['Garbage Removal', 'garbage-removal'],
  ].map(([name, file], index) => ({
    iExtraId: index + 1,
    vExtras: name ?? '',
    vImage: `/images/extras/${file}.svg`,
  })),
  cities: [
    ['Toronto', 'ON', 'KLMNP', 'America/Toronto'],
    ['Edmonton', 'AB', 'T', 'America/Edmonton'],
    ['Lower Mainland', 'BC', 'V', 'America/Vancouver'],
    ['Calgary', 'AB', 'T', 'America/Edmonton'],
    ['Winnipeg', 'MB', 'R', 'America/Winnipeg'],
  ].map(([name, province, letters, zone], index) => ({
    iCityId: index + 1,
    vCity: name ?? '',
    vProvince: province ?? '',
    vPostalLetters: letters ?? '',
    vTimeZone: zone ?? '',
  })),
};

/** 1:30PM in Edmonton on November 22, 2026. */
const now = new Date('2026-11-22T20:30:00Z');

const details: SameDayDetails = {
  vResidence: 'House',
  iServiceId: 2,
  iCityId: 2,
  vBedrooms: '3',
  vBathrooms: '2',
  vExtras: ['Inside Oven'],
  vUnit: '',
  vAddress: '10150 Jasper Ave NW',
  vPostalCode: 'T5J 1W4',
  vDate: '2026-11-24',
  vFrom: '9:00AM',
  vUntill: '5:00PM',
  vCity: 'Edmonton',
  vServiceName: 'Deep Cleaning',
};

const quote: SameDayQuote = {
  scheduled_time: '9:00AM - 2:30PM',
  tax: 13.75,
  tax_name: 'GST',
  total_price: 275,
  estimated_time: 5.5,
  price_per_hour: 50,
  final_price: 288.75,
};

const contactProps = {
  labels,
  initialValues: emptyContact,
  error: null,
  submitting: false,
  onSubmit: noop,
  headingOrder: 2 as const,
  showHeading: true,
};

const detailsProps = {
  labels,
  customerName: 'Amelia de la Cruz',
  initialValues: emptyDetails,
  catalog,
  now,
  error: null,
  submitting: false,
  onSubmit: noop,
  onBack: noop,
  headingOrder: 2 as const,
};

const summaryProps = {
  labels,
  details,
  quote,
  availabilityConfirmed: false,
  error: null,
  booking: false,
  onBookNow: noop,
  onModify: noop,
  headingOrder: 2 as const,
};

const meta = {
  title: 'Booking/Same-day wizard',
  decorators: [
    (Story) => (
      <Container size="sm" py="xl">
        <Paper withBorder shadow="sm" radius="lg" p="xl">
          <Story />
        </Paper>
      </Container>
    ),
  ],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContactEmpty: Story = { render: () => <ContactForm {...contactProps} /> };

/** Continue on an empty form: each field says what it needs (spec §5). */
export const ContactWithErrors: Story = {
  render: () => <ContactForm {...contactProps} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  },
};

/** A bad e-mail and a nine-digit phone. */
export const ContactWithInvalidEmailAndPhone: Story = {
  render: () => (
    <ContactForm
      {...contactProps}
      initialValues={{
        vFullName: 'Amelia de la Cruz',
        vEmail: 'amelia.delacruz@example',
        vMobile: '780555014',
      }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
  },
};

export const ContactSubmitting: Story = {
  render: () => (
    <ContactForm
      {...contactProps}
      initialValues={{
        vFullName: 'Amelia de la Cruz',
        vEmail: 'amelia.delacruz@example.ca',
        vMobile: '7805550142',
      }}
      submitting
    />
  ),
};

/** The server refused the details (spec §4: 400 stays on the form with the message). */
export const ContactServerError: Story = {
  render: () => (
    <ContactForm
      {...contactProps}
      initialValues={{
        vFullName: 'Amelia de la Cruz',
        vEmail: 'amelia..delacruz@example.ca',
        vMobile: '7805550142',
      }}
      error="Invalid Email Format."
    />
  ),
};

/** In the home page's block, whose section carries the heading. */
export const ContactInHomeBlock: Story = {
  render: () => <ContactForm {...contactProps} showHeading={false} headingOrder={3} />,
};

export const LoaderAfterContact: Story = {
  render: () => <StageLoader label={labels.CONTACT_LOADER} />,
};

export const LoaderAfterAvailability: Story = {
  render: () => <StageLoader label={labels.AVAILABILITY_LOADER} />,
};

export const LoaderAfterBookNow: Story = {
  render: () => <StageLoader label={labels.BOOKING_LOADER} />,
};

export const DetailsEmpty: Story = { render: () => <DetailsForm {...detailsProps} /> };

/** Check Availability on an empty form: every choice it needs (the address waits for a city). */
export const DetailsWithErrors: Story = {
  render: () => <DetailsForm {...detailsProps} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check Availability' }));
  },
};

/** A city is chosen, so the address shows, still empty. */
export const DetailsWithAddressRequired: Story = {
  render: () => (
    <DetailsForm
      {...detailsProps}
      initialValues={{ ...valuesOf(details), vAddress: '', vUnit: '1204' }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check Availability' }));
  },
};

export const DetailsWithAddressTooLong: Story = {
  render: () => (
    <DetailsForm
      {...detailsProps}
      initialValues={{ ...valuesOf(details), vAddress: `${details.vAddress} `.repeat(7) }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check Availability' }));
  },
};

export const DetailsWithUntilBeforeFrom: Story = {
  render: () => (
    <DetailsForm
      {...detailsProps}
      initialValues={{ ...valuesOf(details), vFrom: '5:00PM', vUntill: '3:00PM' }}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Check Availability' }));
  },
};

/** Today in Edmonton at 1:30PM: the hour lists start at 2:00PM. */
export const DetailsForToday: Story = {
  render: () => (
    <DetailsForm
      {...detailsProps}
      initialValues={{ ...valuesOf(details), vDate: '2026-11-22', vFrom: '', vUntill: '' }}
    />
  ),
};

export const DetailsCheckingAvailability: Story = {
  render: () => <DetailsForm {...detailsProps} initialValues={valuesOf(details)} submitting />,
};

/** The server's answer when the window is too short for the cleaning. */
export const DetailsServerError: Story = {
  render: () => (
    <DetailsForm
      {...detailsProps}
      initialValues={{ ...valuesOf(details), vUntill: '12:00PM' }}
      error="This cleaning takes about 5.5 hours, so please choose a window of at least 5.5 hours (for example 9:00AM to 3:00PM)."
    />
  ),
};

/** After Modify: the form reopens with the saved values (spec §4). */
export const DetailsRestored: Story = {
  render: () => <DetailsForm {...detailsProps} initialValues={valuesOf(details)} />,
};

export const Summary: Story = { render: () => <QuoteSummary {...summaryProps} /> };

/** Right after Check Availability: the success heading and the window. */
export const SummaryWithAvailabilityConfirmed: Story = {
  render: () => <QuoteSummary {...summaryProps} availabilityConfirmed />,
};

export const SummaryBooking: Story = {
  render: () => <QuoteSummary {...summaryProps} availabilityConfirmed booking />,
};

export const SummaryServerError: Story = {
  render: () => (
    <QuoteSummary
      {...summaryProps}
      error="The price has changed. Please check availability again."
    />
  ),
};

// In French (issue 41): the page's language from LocaleProvider, the French catalogue's labels,
// and French days, times (9 h) and money (288,75 $). At phone width the longest French buttons
// ("Vérifier la disponibilité") must still fit.
const inFrench: Story['decorators'] = [
  (Story) => (
    <LocaleProvider locale="fr-CA">
      <Story />
    </LocaleProvider>
  ),
];
const onPhone = { viewport: { value: 'phone', isRotated: false } };

export const ContactInFrench: Story = {
  decorators: inFrench,
  globals: onPhone,
  render: () => <ContactForm {...contactProps} labels={frenchLabels} />,
};

export const DetailsInFrench: Story = {
  decorators: inFrench,
  globals: onPhone,
  render: () => (
    <DetailsForm {...detailsProps} labels={frenchLabels} initialValues={valuesOf(details)} />
  ),
};

export const SummaryInFrench: Story = {
  decorators: inFrench,
  globals: onPhone,
  render: () => <QuoteSummary {...summaryProps} labels={frenchLabels} availabilityConfirmed />,
};
