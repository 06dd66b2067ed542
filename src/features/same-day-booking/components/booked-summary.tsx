import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCalendarDate } from '../../../components/format-date.ts';
import { formatDollars } from '../../../components/format-money.ts';
import type { PaidBooking } from '../thank-you-state.ts';

/** What happens to the card: held now, or saved and held a day before (cleanings > 5 days ahead). */
export function cardLine(booking: Pick<PaidBooking, 'ePaymentStatus' | 'final_price'>) {
  const amount = formatDollars(booking.final_price);
  return booking.ePaymentStatus === 'authorized'
    ? { label: 'Amount held', value: amount }
    : {
        label: 'Payment',
        value: `Card saved; ${amount} will be held 24 hours before your cleaning`,
      };
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
  const card = cardLine(booking);
  const address = booking.vUnit ? `${booking.vUnit}, ${booking.vAddress}` : booking.vAddress;
  const rows = [
    { label: 'Booking number', value: booking.vBookingNo },
    { label: 'Service', value: booking.vServiceName },
    { label: 'Date', value: formatCalendarDate(booking.vDate) },
    { label: 'Time', value: `From ${booking.vFrom} Until ${booking.vUntill}` },
    { label: 'Address', value: withCity(address, booking.vCity) },
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
          Your booking
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
          Add to calendar
        </Button>
      </Stack>
    </Card>
  );
}
