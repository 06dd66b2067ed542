import { useId, type ReactNode } from 'react';
import { Alert, Button, Group, Stack, Table, Text, Title, type TitleOrder } from '@mantine/core';
import type { SameDayDetails, SameDayQuote } from '#machines/same-day-booking.machine.ts';
import type { wizardTexts as wizardTextsInEnglish } from '#shared/catalogue/en-CA/booking-wizard.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import { formatDollars } from '../../../components/format-money.ts';
import { fillLabel, type SameDayLabels } from '../same-day-labels.ts';
import { formatCalendarDate } from '../../../components/format-date.ts';
import { RefusalAlert } from '../../../components/focus-on-arrival.tsx';
import { StageHeading } from './stage-heading.tsx';
import { CancellationTermsLine } from './cancellation-terms-line.tsx';
import { PlanDiscountRow, PlanPerVisitRow, PlanRepeatLine } from './plan-quote-lines.tsx';
import { useTaxRows } from './tax-lines.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { bookingWizardTexts } from '../booking-texts.ts';
import '@mantine/core/styles/Table.css';

type Props = {
  labels: SameDayLabels;
  details: SameDayDetails;
  quote: SameDayQuote;
  /** Spec §2: after availability is confirmed a success heading and text show the window. */
  availabilityConfirmed: boolean;
  /** The server's message for the last Book Now. */
  error: string | null;
  booking: boolean;
  onBookNow: () => void;
  onModify: () => void;
  headingOrder: TitleOrder;
  focusHeading?: boolean;
  /** The quoted booking's code: the cancellation line is read for it (issue 42). */
  bookingId?: string | null;
};

type Format = ReturnType<typeof useFormat>;
type WizardTexts = Translation<typeof wizardTextsInEnglish>;

/** The API's time of day as the page's language writes it: '9:00AM' as it is, or '9 h'. */
function timeOf(slot: string, fmt: Format): string {
  return fmt.locale === 'en-CA' ? slot : fmt.slot(slot) || slot;
}

/** The quote's window ('9:00AM - 1:30PM' from the API) as the page's language writes it. */
export function scheduledWindow(scheduled: string, fmt: Format): string {
  const [start, end] = scheduled.split(/\s*-\s*/);
  if (fmt.locale === 'en-CA' || !start || !end) return scheduled;
  return fmt.window(start, end) || scheduled;
}

/**
 * "9:00AM - 1:30PM" on "2026-11-24" → "on November 24, 2026 from 9:00AM to 1:30PM"; in French
 * "le 24 novembre 2026, de 9 h à 13 h 30".
 */
export function windowText(
  details: SameDayDetails,
  quote: SameDayQuote,
  texts: WizardTexts,
  fmt: Format,
): string {
  const date = formatCalendarDate(details.vDate, fmt.locale);
  const [start, end] = quote.scheduled_time.split(/\s*-\s*/);
  return start && end
    ? fmt.t(texts.WINDOW, { date, from: timeOf(start, fmt), until: timeOf(end, fmt) })
    : fmt.t(texts.WINDOW_AS_GIVEN, { date, window: quote.scheduled_time });
}

function hoursText(hours: number, texts: WizardTexts, fmt: Format): string {
  const english = Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
  return fmt.t(texts.HOURS, { hours: fmt.locale === 'en-CA' ? english : fmt.number(hours, 1) });
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="42%" fw={600}>
        {label}
      </Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

/** Stage 3 (spec §2): the quote, with Book Now and Modify. */
export function QuoteSummary({
  labels,
  details,
  quote,
  availabilityConfirmed,
  error,
  booking,
  onBookNow,
  onModify,
  headingOrder,
  focusHeading = false,
  bookingId = null,
}: Props) {
  const headingId = useId();
  const taxRows = useTaxRows(quote.tax_lines);
  const { wizardTexts } = useTexts(bookingWizardTexts);
  const fmt = useFormat();
  const money = (amount: number | string) => formatDollars(amount, fmt.locale);
  const place = [details.vUnit, details.vAddress].filter(Boolean).join(', ');
  const inCity =
    details.vCity && !place.toLowerCase().includes(details.vCity.toLowerCase())
      ? `${place}, ${details.vCity}`
      : place;
  // The postal code ends the line (decision 032), once: an address typed with it keeps its own.
  const withPostalCode =
    details.vPostalCode && !inCity.toUpperCase().includes(details.vPostalCode)
      ? `${inCity} ${details.vPostalCode}`
      : inCity;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" ta="left">
      {availabilityConfirmed && (
        <Alert color="green" variant="light">
          <Title order={headingOrder} fz={20} mb={4}>
            {labels.AVAILABILITY_SUCCESS_HEADING}
          </Title>
          <Text>
            {fillLabel(labels.AVAILABILITY_SUCCESS_TEXT, {
              window: windowText(details, quote, wizardTexts, fmt),
            })}
          </Text>
        </Alert>
      )}
      <StageHeading order={headingOrder} id={headingId} focusOnMount={focusHeading}>
        {labels.SUMMARY_HEADING}
      </StageHeading>
      <Table withTableBorder verticalSpacing="sm">
        <Table.Tbody>
          <Row label={labels.CLEANING_WINDOW_LABEL}>
            {scheduledWindow(quote.scheduled_time, fmt)}
          </Row>
          <Row label={labels.DATE_AND_ADDRESS_LABEL}>
            <Text fz="sm">{formatCalendarDate(details.vDate, fmt.locale)}</Text>
            <Text fz="sm">{withPostalCode}</Text>
          </Row>
          <Row label={labels.SUMMARY_SERVICE_LABEL}>{details.vServiceName}</Row>
          <Row label={labels.ADD_ONS_LABEL}>
            {details.vExtras.length > 0 ? details.vExtras.join(', ') : labels.NO_ADD_ONS}
          </Row>
          <Row label={labels.ESTIMATED_HOURS_LABEL}>
            {hoursText(quote.estimated_time, wizardTexts, fmt)}
          </Row>
          <Row label={labels.PRICE_PER_HOUR_LABEL}>{money(quote.price_per_hour)}</Row>
          <Row label={labels.TOTAL_PRICE_LABEL}>{money(quote.total_price)}</Row>
          {quote.plan ? <PlanDiscountRow plan={quote.plan} /> : null}
          {taxRows ? (
            taxRows.map((row) => (
              <Row key={row.label} label={row.label}>
                {money(row.amount)}
              </Row>
            ))
          ) : (
            <Row label={quote.tax_name || labels.TAX_LABEL}>{money(quote.tax)}</Row>
          )}
          <Row label={labels.FINAL_PRICE_LABEL}>
            <Text fw={700}>{money(quote.final_price)}</Text>
          </Row>
          {quote.plan ? <PlanPerVisitRow plan={quote.plan} /> : null}
        </Table.Tbody>
      </Table>
      {quote.plan ? <PlanRepeatLine plan={quote.plan} /> : null}
      {bookingId ? <CancellationTermsLine bookingId={bookingId} /> : null}
      {/* Beside Book Now, not above the table: on a phone the table pushes the top out of sight. */}
      <RefusalAlert message={error} />
      <Group grow>
        <Button variant="default" size="md" onClick={onModify} disabled={booking}>
          {labels.MODIFY}
        </Button>
        <Button color="ember" size="md" onClick={onBookNow} loading={booking}>
          {labels.BOOK_NOW}
        </Button>
      </Group>
    </Stack>
  );
}
