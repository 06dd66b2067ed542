import { Text, Timeline } from '@mantine/core';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminBookingsTexts } from '../../components/console-texts.ts';
import { useConsoleFormat } from '../../components/use-console-format.ts';
import type { AdminBooking } from '../queries.ts';
import '@mantine/core/styles/Timeline.css';

type Props = { timeline: AdminBooking['timeline']; current: string };

/**
 * The states of the job lifecycle a booking reached, oldest first, with when and the event that
 * led there; the last one is where it is now, described as the machine describes it.
 */
export function LifecycleTimeline({ timeline, current }: Props) {
  const { adminBookingLabels, lifecycleStateNames, lifecycleStateDescriptions } =
    useTexts(adminBookingsTexts);
  const { moment } = useConsoleFormat();
  return (
    <Timeline
      active={timeline.length - 1}
      bulletSize={18}
      lineWidth={2}
      aria-label={adminBookingLabels.TIMELINE}
    >
      {timeline.map((entry, index) => {
        const last = index === timeline.length - 1;
        return (
          <Timeline.Item
            key={`${entry.state}-${entry.at}-${index}`}
            title={
              <Text fw={600} component="span">
                {lifecycleStateNames[entry.state] ?? entry.state}
                {last && entry.state === current ? ` · ${adminBookingLabels.NOW}` : ''}
              </Text>
            }
          >
            <Text fz="sm" c="dimmed">
              {entry.at ? moment(entry.at) : adminBookingLabels.TIME_NOT_RECORDED}
              {entry.event ? ` · ${entry.event}` : ''}
            </Text>
            {last && (
              <Text fz="sm" mt={4}>
                {lifecycleStateDescriptions[entry.state] ?? ''}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
