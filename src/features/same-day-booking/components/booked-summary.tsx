import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCalendarDate } from '../../../components/format-date.ts';
import { formatDollars } from '../../../components/format-money.ts';
import type { bookedTexts as bookedTextsInEnglish } from '#shared/catalogue/en-CA/booking-wizard.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatSlot } from '#shared/i18n/format.ts';
import { fillLabel } from '../same-day-labels.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { useLocale } from '../../../i18n/locale-context.tsx';
import { bookingWizardTexts } from '../booking-texts.ts';
import type { PaidBooking } from '../thank-you-state.ts';

type BookedTexts = Translation<typeof bookedTextsInEnglish>;

/** What happens to the card: held now, or saved and held a day before (cleanings > 5 days ahead). */
export function cardLine(
  booking: Pick<PaidBooking, 'ePaymentStatus' | 'final_price'>,
  texts: BookedTexts,
  locale: Locale,
) {
  const amount = formatDollars(booking.final_price, locale);
  return booking.ePaymentStatus === 'authorized'
    ? { label: texts.AMOUNT_HELD, value: amount }
    : { label: texts.PAYMENT, value: fillLabel(texts.CARD_SAVED, { amount }) };
}

/** The API's time of day ('9:00AM') as the page's language writes it. */
function timeOf(slot: string, locale: Locale): string {
  return locale === 'en-CA' ? slot : formatSlot(slot, locale) || slot;
}

/**
 * The server's .ics event as a link the browser downloads: a data: URL needs no object URL to
 * revoke and keeps working after a reload of the page.
 */
function calendarHref(calendar: string): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(calendar)}`;
}

/** "…, Edmonton" once: an address typed with its city is not followed by it again. */
function withCity(address: string, city: string): string {
  return address.toLowerCase().includes(city.toLowerCase()) ? address : `${address}, ${city}`;
}

/** The paid booking on the thank-you page: what was booked, where, when, and what the card does. */
export function BookedSummary({ booking }: { booking: PaidBooking }) {
  const { bookedTexts: texts } = useTexts(bookingWizardTexts);
  const locale = useLocale();
  const card = cardLine(booking, texts, locale);
  const address = booking.vUnit ? `${booking.vUnit}, ${booking.vAddress}` : booking.vAddress;
  // Plain placeholders, filled without the ICU library: this page's first load stays light.
  const time = fillLabel(texts.TIME_VALUE, {
    from: timeOf(booking.vFrom, locale),
    until: timeOf(booking.vUntill, locale),
  });
  const rows = [
    { label: texts.BOOKING_NUMBER, value: booking.vBookingNo },
    { label: texts.SERVICE, value: booking.vServiceName },
    { label: texts.DATE, value: formatCalendarDate(booking.vDate, locale) },
    { label: texts.TIME, value: time },
    { label: texts.ADDRESS, value: withCity(address, booking.vCity) },
    card,
  ];

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      w="100%"
      ta="left"
      component="section"
      aria-labelledby="booked-summary-heading"
    >
      <Stack gap="md">
        <Title order={2} fz="h3" id="booked-summary-heading">
          {texts.HEADING}
        </Title>
        <SimpleGrid
          component="dl"
          cols={{ base: 1, xs: 2 }}
          spacing="xs"
          verticalSpacing="sm"
          m={0}
        >
          {rows.map((row) => (
            <div key={row.label}>
              <Text component="dt" size="sm" c="dimmed">
                {row.label}
              </Text>
              <Text component="dd" fw={600} m={0}>
                {row.value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Button
          component="a"
          href={calendarHref(booking.vCalendar)}
          download={booking.vCalendarFileName}
          variant="light"
          size="md"
        >
          {texts.ADD_TO_CALENDAR}
        </Button>
      </Stack>
    </Card>
  );
}
