import type { ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import { useBookingPageLabels } from '../booking-page-texts.ts';
import { formatDollars } from '../../../components/format-money.ts';
import { filled } from '../fill-label.ts';
import { useLocale } from '../../../i18n/locale-context.tsx';
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
  const labels = useBookingPageLabels();
  const locale = useLocale();
  return (
    <BookingSection title={labels.MONEY}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={700} size="lg">
            {filled(labels.TOTAL, { total: formatDollars(booking.total, locale) })}
          </Text>
        </Group>
        <Text>{booking.moneyText}</Text>
        {children}
      </Stack>
    </BookingSection>
  );
}
