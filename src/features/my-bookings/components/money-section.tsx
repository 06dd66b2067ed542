import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { bookingPageLabels as labels } from '#shared/catalogue/en-CA/booking-page.ts';
import { formatDollars } from '../../../components/format-money.ts';
import { filled } from '../fill-label.ts';
import type { BookingView } from '../booking-view-queries.ts';
import { BookingSection } from './booking-section.tsx';

/**
 * The total and where the money stands, in the server's plain words (held, saved, charged,
 * refunded, released). `children` takes what belongs beside it: a receipt to download.
 */
export function MoneySection({
  booking,
  children,
}: {
  booking: BookingView;
  children?: ReactNode;
}) {
  return (
    <BookingSection title={labels.MONEY}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700} size="lg">
            {filled(labels.TOTAL, { total: formatDollars(booking.total) })}
          </Text>
        </Group>
        <Text>{booking.moneyText}</Text>
        {children}
      </Stack>
    </BookingSection>
  );
}
