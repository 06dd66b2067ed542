import { Badge, Group, Stack, Text, Title, type MantineColor } from '@mantine/core';
import type { JobStatus } from '#machines/job-lifecycle.machine.ts';
import { useBookingPageLabels } from '../booking-page-texts.ts';
import { filled } from '../fill-label.ts';
import type { BookingView } from '../booking-view-queries.ts';

const statusColours: Record<JobStatus, MantineColor> = {
  draft: 'gray',
  quoted: 'yellow',
  authorized: 'blue',
  assigned: 'spruce',
  inProgress: 'ember',
  completed: 'green',
  cancelled: 'gray',
};

/**
 * Mantine's light variant writes its text in the colour's shade 9; green's is too pale on its own
 * tint (about 4:1, under the AA 4.5:1 that axe checks), so a completed booking's status is written
 * in the success role's colour (about 4.9:1 there), as success text is elsewhere.
 */
const statusTextColours: Partial<Record<JobStatus, string>> = {
  completed: 'var(--ms-color-success)',
};

/** The page's heading, the booking's number and its status in the customer's words. */
export function BookingHeader({ booking }: { booking: BookingView }) {
  const labels = useBookingPageLabels();
  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Title order={1}>{labels.TITLE}</Title>
        <Badge
          color={statusColours[booking.status]}
          c={statusTextColours[booking.status]}
          variant="light"
          size="xl"
          radius="sm"
        >
          {booking.statusText}
        </Badge>
      </Group>
      <Text c="dimmed">{filled(labels.BOOKING_NO, { bookingNo: booking.bookingNo })}</Text>
    </Stack>
  );
}
