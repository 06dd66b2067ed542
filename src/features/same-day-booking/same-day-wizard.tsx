import { Suspense, lazy, useRef } from 'react';
import { Alert, Button, Loader, Stack, type TitleOrder } from '@mantine/core';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  SameDayContact,
  SameDayDetails,
  SameDayDraft,
} from '#machines/same-day-booking.machine.ts';
import { useApiClient } from '../../api/client.ts';
import { citiesQuery, servicesQuery } from '../../api/queries.ts';
import { useUiTimings } from '../../components/ui-timings.ts';
import { SESSION_KEYS, currentRole } from '../../session/role.ts';
import {
  SAVED_ADDRESSES_KEY,
  customerProfileQuery,
  extrasQuery,
  residenceTypesQuery,
  saveToAddressBook,
} from './booking-queries.ts';
import { emptyContact } from './contact-rules.ts';
import { valuesOf } from './details-rules.ts';
import { FLOW_PATHS, type DraftVariant } from './draft-storage.ts';
import { useSameDayLabels, type SameDayLabels } from './same-day-labels.ts';
import { useTexts } from '../../i18n/texts.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { bookAgainTexts } from './book-again-texts.ts';
import { bookingWizardTexts } from './booking-texts.ts';
import { ContactForm } from './components/contact-form.tsx';
import type { DetailsFormProps } from './components/details-form.tsx';
import { QuoteSummary } from './components/quote-summary.tsx';
import { StageLoader } from './components/stage-loader.tsx';
import { useSameDayWizard } from './use-same-day-wizard.ts';

// The details form brings the date picker and the selects; the payment stage brings the card
// field. Each loads when its stage comes, so the contact stage stays light.
const DetailsForm = lazy(() =>
  import('./components/details-form.tsx').then((module) => ({ default: module.DetailsForm })),
);
const PaymentStage = lazy(() =>
  import('./components/payment-stage.tsx').then((module) => ({ default: module.PaymentStage })),
);

type Props = {
  /** Which flow this is: the home block or /book-now, each with its own draft keys. */
  variant: DraftVariant;
  /** The heading level of each stage's heading where the wizard sits. */
  headingOrder: TitleOrder;
  /** False where the page already shows "find a same-day cleaner now" above the wizard. */
  showContactHeading: boolean;
  /** Where the wizard starts instead of a saved draft: book again's filled-in details. */
  seed?: SameDayDraft;
};

const LABEL_SLUGS: Record<DraftVariant, string> = { home: 'home', bookNow: 'book-now' };

/** The signed-in customer's contact details (spec §4); null for anyone else or on failure. */
function useProfileContact(): { contact: SameDayContact | null; pending: boolean } {
  const client = useApiClient();
  const code =
    currentRole() === 'customer' ? sessionStorage.getItem(SESSION_KEYS.customerUniqueCode) : null;
  const profile = useQuery({ ...customerProfileQuery(client, code ?? ''), enabled: code !== null });
  if (!profile.data) return { contact: null, pending: code !== null && profile.isPending };
  const { vFullName, vEmail, vMobile } = profile.data;
  return { contact: { vFullName, vEmail, vMobile }, pending: false };
}

type ContactStageProps = {
  labels: SameDayLabels;
  saved: SameDayContact | null;
  error: string | null;
  submitting: boolean;
  onSubmit: (contact: SameDayContact) => void;
  headingOrder: TitleOrder;
  showHeading: boolean;
  focusHeading: boolean;
};

function ContactStage({ saved, ...props }: ContactStageProps) {
  const profile = useProfileContact();
  const { wizardTexts } = useTexts(bookingWizardTexts);
  // A customer's form opens filled in: it waits the moment the profile takes to arrive.
  if (!saved && profile.pending) {
    return (
      <Stack align="center" py="xl">
        <Loader role="status" aria-label={wizardTexts.LOADING_DETAILS} />
      </Stack>
    );
  }
  return <ContactForm initialValues={saved ?? profile.contact ?? emptyContact} {...props} />;
}

type DetailsStageProps = Omit<
  DetailsFormProps,
  'catalog' | 'now' | 'initialValues' | 'customer' | 'onSubmit'
> & {
  saved: SameDayDetails | null;
  onSubmit: (details: SameDayDetails) => void;
};

function DetailsStage({ saved, onSubmit, ...props }: DetailsStageProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const customer = currentRole() === 'customer';
  const { now } = useUiTimings();
  const { wizardTexts } = useTexts(bookingWizardTexts);
  const [residenceTypes, services, extras, cities] = useQueries({
    queries: [
      residenceTypesQuery(client),
      servicesQuery(client),
      extrasQuery(client),
      citiesQuery(client),
    ],
  });
  const all = [residenceTypes, services, extras, cities];
  if (all.some((query) => query.isError)) {
    return (
      <Stack gap="md" align="center">
        <Alert color="red" variant="light">
          {wizardTexts.FORM_LOAD_ERROR}
        </Alert>
        <Button variant="default" onClick={() => all.forEach((query) => void query.refetch())}>
          {wizardTexts.TRY_AGAIN}
        </Button>
      </Stack>
    );
  }
  if (!residenceTypes.data || !services.data || !extras.data || !cities.data) {
    return <StageLoader label={props.labels.CONTACT_LOADER} />;
  }
  const citiesById = new Map(cities.data.map((city) => [city.iCityId, city]));

  /**
   * "Save this address to my address book": stored as the address book holds addresses (the
   * unit in the street line), the province by its postal abbreviation (AB), as Canada Post
   * writes it, with its access notes. It does not hold up the quote, and an
   * address that cannot be saved leaves the booking as it is.
   */
  function saveAddress(details: SameDayDetails) {
    const city = citiesById.get(details.iCityId);
    if (!city) return;
    const tAddress = [details.vUnit, details.vAddress].filter(Boolean).join(', ');
    void saveToAddressBook(client, {
      tAddress,
      vCity: city.vCity,
      vZipCode: details.vPostalCode,
      vState: city.vProvince,
      vCountry: 'Canada',
      ...(details.accessNotes ? { accessNotes: details.accessNotes } : {}),
    }).then(() => queryClient.invalidateQueries({ queryKey: SAVED_ADDRESSES_KEY }));
  }

  return (
    <DetailsForm
      {...props}
      customer={customer}
      onSubmit={(details, options) => {
        if (options.saveAddress) saveAddress(details);
        // Book again's request rides along with whatever the customer changed (decision 120).
        onSubmit(saved?.bookAgain ? { ...details, bookAgain: saved.bookAgain } : details);
      }}
      initialValues={valuesOf(saved)}
      now={now()}
      catalog={{
        residenceTypes: residenceTypes.data,
        services: services.data,
        extras: extras.data,
        cities: cities.data,
      }}
    />
  );
}

/** Book again's reminder of whom the booking asks for (decision 120); nothing otherwise. */
function BookAgainNote({ details }: { details: SameDayDetails | null }) {
  const { bookAgainTexts: texts } = useTexts(bookAgainTexts);
  const { t } = useFormat();
  const request = details?.bookAgain;
  if (!request?.cleanerName) return null;
  const name = request.cleanerName;
  return (
    <Alert color="teal" variant="light" mb="md">
      {t(request.bAnyone ? texts.REQUESTED_NOTE_ANYONE : texts.REQUESTED_NOTE, { name })}
    </Alert>
  );
}

/**
 * The same-day booking wizard (spec §2 "Same-day booking", §4 "Same-day flow"): contact,
 * details, quote summary and payment, with a spinner between them. The machine decides what
 * shows; this renders its state.
 */
export function SameDayWizard({ variant, headingOrder, showContactHeading, seed }: Props) {
  const labels = useSameDayLabels(LABEL_SLUGS[variant]);
  const { snapshot, send, startOvers } = useSameDayWizard(variant, seed);
  const { context } = snapshot;
  // Focus follows the stages once the visitor moves through them, not on arrival.
  const arrivedAt = useRef(snapshot.value);
  const moved = snapshot.value !== arrivedAt.current;

  if (snapshot.matches('contact') || snapshot.matches('starting')) {
    return (
      <ContactStage
        key={startOvers}
        labels={labels}
        saved={context.contact}
        error={context.error}
        submitting={snapshot.matches('starting')}
        onSubmit={(contact) => send({ type: 'contact.submit', contact })}
        headingOrder={headingOrder}
        showHeading={showContactHeading}
        focusHeading={moved}
      />
    );
  }
  if (snapshot.matches('contactLoader')) return <StageLoader label={labels.CONTACT_LOADER} />;
  if (snapshot.matches('details') || snapshot.matches('checkingAvailability')) {
    return (
      <Suspense fallback={<StageLoader label={labels.CONTACT_LOADER} />}>
        <BookAgainNote details={context.details} />
        <DetailsStage
          labels={labels}
          customerName={context.contact?.vFullName ?? ''}
          saved={context.details}
          error={context.error}
          submitting={snapshot.matches('checkingAvailability')}
          onSubmit={(details) => send({ type: 'details.submit', details })}
          onBack={() => send({ type: 'details.back' })}
          headingOrder={headingOrder}
          focusHeading={moved}
        />
      </Suspense>
    );
  }
  if (snapshot.matches('availabilityLoader')) {
    return <StageLoader label={labels.AVAILABILITY_LOADER} />;
  }
  const { details, quote, contact, bookingId } = context;
  if ((snapshot.matches('summary') || snapshot.matches('booking')) && details && quote) {
    return (
      <>
        <BookAgainNote details={details} />
        <QuoteSummary
          labels={labels}
          details={details}
          quote={quote}
          availabilityConfirmed={context.isAvailabilityChecked}
          error={context.error}
          booking={snapshot.matches('booking')}
          onBookNow={() => send({ type: 'summary.bookNow' })}
          onModify={() => send({ type: 'summary.modify' })}
          headingOrder={headingOrder}
          focusHeading={moved}
          bookingId={bookingId}
        />
      </>
    );
  }
  if (snapshot.matches('payment') && details && quote && contact && bookingId) {
    return (
      <Suspense fallback={<StageLoader label={labels.BOOKING_LOADER} />}>
        <PaymentStage
          bookingId={bookingId}
          cityId={details.iCityId}
          quote={quote}
          contact={contact}
          fromPath={FLOW_PATHS[variant]}
        />
      </Suspense>
    );
  }
  // bookingLoader, the spinner after Book Now.
  return <StageLoader label={labels.BOOKING_LOADER} />;
}
