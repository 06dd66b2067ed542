import type { ReactNode } from 'react';
import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconSparkles } from '@tabler/icons-react';
import '@mantine/core/styles/ThemeIcon.css';
import { useBookingPageLabels } from '../booking-page-texts.ts';
import { filled } from '../fill-label.ts';
import { formatNumber } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { useLocale } from '../../../i18n/locale-context.tsx';
import type { BookingView } from '../booking-view-queries.ts';
import { BookingSection } from './booking-section.tsx';

function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" color="spruce" size={40} radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={0}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {children}
      </Stack>
    </Group>
  );
}

function hoursText(hours: number, locale: Locale): string {
  if (locale !== 'en-CA') return formatNumber(hours, locale, 1);
  return Number.isInteger(hours) ? String(hours) : hours.toFixed(1);
}

/** When (the date and window on the city's clock), where, and what is cleaned. */
export function VisitSection({ booking }: { booking: BookingView }) {
  const labels = useBookingPageLabels();
  const locale = useLocale();
  const address = booking.unit ? `${booking.unit}, ${booking.address}` : booking.address;
  return (
    <BookingSection title={labels.VISIT}>
      <Stack gap="md">
        <Row icon={<IconCalendarEvent size={22} stroke={1.75} />} label={labels.WHEN}>
          <Text fw={600}>{booking.dateText}</Text>
          <Text>
            {booking.timeWindow}
            {booking.cityName ? (
              <Text span size="sm" c="dimmed">
                {' '}
                ({filled(labels.TIME_ZONE_NOTE, { city: booking.cityName })})
              </Text>
            ) : null}
          </Text>
        </Row>
        <Row icon={<IconMapPin size={22} stroke={1.75} />} label={labels.WHERE}>
          <Text fw={600}>{address}</Text>
          <Text size="sm">
            {[booking.cityName, booking.postalCode].filter((part) => part !== '').join(', ')}
          </Text>
        </Row>
        <Row icon={<IconSparkles size={22} stroke={1.75} />} label={labels.WHAT}>
          <Text fw={600}>{booking.serviceName}</Text>
          <Text size="sm">
            {filled(labels.HOURS, { hours: hoursText(booking.estimatedHours, locale) })}
          </Text>
          {booking.extras.length > 0 ? (
            <Text size="sm">{filled(labels.EXTRAS, { extras: booking.extras.join(', ') })}</Text>
          ) : null}
        </Row>
      </Stack>
    </BookingSection>
  );
}
