import { Alert, Anchor, Card, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { AccessNotesView } from '../../../components/access-notes-view.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import type { Translation } from '#shared/catalogue/translation.ts';
import type { adminBookingLabels as englishLabels } from '#shared/catalogue/en-CA/admin-bookings.ts';
import type { consoleTermsLabels as englishTermsLabels } from '#shared/catalogue/en-CA/quebec.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { closureTexts } from '../../../components/closure-texts.ts';
import { useApiClient } from '../../../api/client.ts';
import { envelopeOf } from '../../../api/envelope.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import {
  adminBookingsTexts,
  adminLedgerTexts,
  quebecConsoleTexts,
} from '../components/console-texts.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { useAdminAction } from '../components/use-console-action.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { NotFoundScreen } from '../../../components/not-found-screen.tsx';
import { CloseAccountAction } from '../components/close-account-action.tsx';
import { BookingActions } from './components/booking-actions.tsx';
import { BookingDocuments } from './components/booking-documents.tsx';
import { BookingEmails } from './components/booking-emails.tsx';
import { BookingLedger } from './components/booking-ledger.tsx';
import { EndLinksAction } from './components/end-links-action.tsx';
import { FieldList } from './components/field-list.tsx';
import { LifecycleTimeline } from './components/lifecycle-timeline.tsx';
import { PaymentPanel } from './components/payment-panel.tsx';
import { StatusBadge } from '../components/booking-status-badge.tsx';
import { bookingQuery, type AdminBooking } from './queries.ts';

/** /admin/bookings/:bookingId: one booking, its lifecycle, money, e-mails and actions. */
export function BookingPage() {
  const bookingId = Number(useParams().bookingId);
  if (!Number.isInteger(bookingId) || bookingId < 1) return <NotFoundScreen />;
  return <LoadedBooking bookingId={bookingId} />;
}

function LoadedBooking({ bookingId }: { bookingId: number }) {
  const client = useApiClient();
  const query = useQuery(bookingQuery(client, bookingId));
  const { adminBookingLabels } = useTexts(adminBookingsTexts);
  const { consoleTermsLabels } = useTexts(quebecConsoleTexts);
  const { bookingLedgerLabels } = useTexts(adminLedgerTexts);
  const format = useConsoleFormat();
  const action = useAdminAction((run: () => Promise<{ message: string }>) =>
    run().then((answer) => answer.message),
  );
  const body = { bookingId };
  const run = {
    cancel: () =>
      action.mutateAsync(() => envelopeOf(client.POST('/api/admin/bookings/cancel', { body }))),
    handBack: () =>
      action.mutateAsync(() => envelopeOf(client.POST('/api/admin/bookings/hand-back', { body }))),
    refund: (values: { amount: string; reason: string; code: string }) =>
      action.mutateAsync(() =>
        envelopeOf(client.POST('/api/admin/bookings/refund', { body: { ...body, ...values } })),
      ),
    endLinks: () =>
      action.mutateAsync(() => envelopeOf(client.POST('/api/admin/bookings/end-links', { body }))),
  };

  if (query.error) {
    if ('status' in query.error && query.error.status === 404) return <NotFoundScreen />;
    return (
      <Alert color="red" role="alert">
        {format.t(adminBookingLabels.LOAD_FAILED, { message: query.error.message })}
      </Alert>
    );
  }
  if (!query.data) {
    return (
      <LoadingStatus label={adminBookingLabels.LOADING}>
        <Skeleton h={320} />
      </LoadingStatus>
    );
  }
  const page = query.data;
  return (
    <>
      <Anchor component={Link} to="/admin/bookings" fz="sm">
        {adminBookingLabels.BACK}
      </Anchor>
      <AdminPageHeader
        title={format.t(adminBookingLabels.HEADING, { bookingNo: page.booking.bookingNo })}
        actions={<StatusBadge status={page.booking.status} />}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Section title={adminBookingLabels.ACTIONS} intro={adminBookingLabels.ACTIONS_INTRO}>
              <BookingActions
                booking={page.booking}
                refundable={page.payment.refundable}
                actions={page.actions}
                run={run}
                pending={action.isPending}
              />
            </Section>
            <Section title={adminBookingLabels.LINKS} intro={adminBookingLabels.LINKS_INTRO}>
              <EndLinksAction
                bookingNo={page.booking.bookingNo}
                endLinks={run.endLinks}
                pending={action.isPending}
              />
            </Section>
            <Section title={adminBookingLabels.DETAILS}>
              <FieldList
                fields={detailFields(
                  page.booking,
                  { ...adminBookingLabels, ...consoleTermsLabels },
                  format,
                )}
              />
            </Section>
            <CustomerAccountSection booking={page.booking} />
            <Section
              title={adminBookingLabels.ACCESS_NOTES}
              intro={adminBookingLabels.ACCESS_NOTES_INTRO}
            >
              <AccessNotesView notes={page.booking.accessNotes} />
            </Section>
            <Section title={adminBookingLabels.PAYMENT}>
              <PaymentPanel payment={page.payment} total={page.booking.total} />
            </Section>
            <Section title={bookingLedgerLabels.HEADING} intro={bookingLedgerLabels.INTRO}>
              <BookingLedger bookingId={bookingId} />
            </Section>
            <Section
              title={adminBookingLabels.DOCUMENTS}
              intro={adminBookingLabels.DOCUMENTS_INTRO}
            >
              <BookingDocuments bookingId={bookingId} />
            </Section>
            <Section title={adminBookingLabels.EMAILS} intro={adminBookingLabels.EMAILS_INTRO}>
              <BookingEmails emails={page.emails} />
            </Section>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Section title={adminBookingLabels.TIMELINE} intro={adminBookingLabels.TIMELINE_INTRO}>
            <LifecycleTimeline timeline={page.timeline} current={page.booking.state} />
          </Section>
        </Grid.Col>
      </Grid>
    </>
  );
}

function detailFields(
  booking: AdminBooking['booking'],
  labels: Translation<typeof englishLabels & typeof englishTermsLabels>,
  format: ReturnType<typeof useConsoleFormat>,
): [string, string][] {
  const adminBookingLabels = labels;
  const money = (amount: number | null) => (amount === null ? '' : format.money(amount));
  return [
    [adminBookingLabels.CUSTOMER, `${booking.customerName}, ${booking.email}, ${booking.mobile}`],
    [
      adminBookingLabels.ADDRESS,
      // The city once, whether or not the customer typed it into the address.
      booking.address.includes(booking.city)
        ? booking.address
        : [booking.address, booking.city].filter(Boolean).join(', '),
    ],
    [adminBookingLabels.SERVICE, booking.service],
    [
      adminBookingLabels.WHEN,
      booking.date ? `${format.day(booking.date)}, ${format.window(booking.window)}` : '',
    ],
    [adminBookingLabels.CLEANER, booking.cleanerName ?? adminBookingLabels.NO_CLEANER],
    [
      adminBookingLabels.CLEANER_PAY,
      // Pay is fixed at the cleaner's rate when they accept, and cleared when they hand it back.
      booking.cleanerPay === null ? adminBookingLabels.PAY_NOT_SET : money(booking.cleanerPay),
    ],
    [adminBookingLabels.SUBTOTAL, money(booking.subtotal)],
    [
      // A plan's visit names its discount as its receipt does (decision 148).
      booking.planDiscountPercent === null
        ? adminBookingLabels.DISCOUNT
        : format.t(adminBookingLabels.PLAN_DISCOUNT, {
            percent: format.percent(booking.planDiscountPercent / 100),
          }),
      money(booking.discount),
    ],
    // Two taxes (Quebec's GST and QST) each on a line with its rate (decision 110).
    ...(booking.taxLines.length > 1
      ? booking.taxLines.map((line): [string, string] => [
          `${line.name} (${format.percent(line.rate / 100)})`,
          money(line.amount),
        ])
      : [[booking.taxName || adminBookingLabels.TAX, money(booking.tax)] as [string, string]]),
    [adminBookingLabels.TOTAL, money(booking.total)],
    ...(booking.quebecTerms ? [quebecTermsField(booking.quebecTerms, labels, format)] : []),
  ];
}

/** A Quebec booking's French-first terms record, as the console reads it (decision 110). */
function quebecTermsField(
  terms: NonNullable<AdminBooking['booking']['quebecTerms']>,
  labels: Translation<typeof englishTermsLabels>,
  format: ReturnType<typeof useConsoleFormat>,
): [string, string] {
  return [
    labels.TERMS,
    format.t(labels.RECORD, {
      language: terms.acceptedLanguage === 'fr-CA' ? labels.FRENCH : labels.ENGLISH,
      version: terms.version,
      moment: format.moment(terms.acceptedAt),
      ip: terms.ip,
    }),
  ];
}

/** The customer's account: closed on their written request (issue 44, decision 139). */
function CustomerAccountSection({ booking }: { booking: AdminBooking['booking'] }) {
  const { consoleClosureTexts } = useTexts(closureTexts);
  return (
    <Section title={consoleClosureTexts.SECTION} intro={consoleClosureTexts.INTRO}>
      <CloseAccountAction
        account={{ customerId: booking.customerId }}
        closed={booking.customerClosed}
      />
    </Section>
  );
}

type SectionProps = { title: string; intro?: string; children: React.ReactNode };

function Section({ title, intro, children }: SectionProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} fz="lg" mb={intro ? 2 : 'sm'}>
        {title}
      </Title>
      {intro && (
        <Text fz="sm" c="dimmed" mb="sm">
          {intro}
        </Text>
      )}
      {children}
    </Card>
  );
}
