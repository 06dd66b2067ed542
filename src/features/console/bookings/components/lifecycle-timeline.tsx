import { Text, Timeline } from '@mantine/core';
import { jobLifecycleMachine } from '#machines/job-lifecycle.machine.ts';
import { readMachineGraph } from '#shared/machine-graph/machine-graph.ts';
import { adminBookingLabels, lifecycleStateNames } from '#shared/catalogue/en-CA/admin-bookings.ts';
import { formatDateTime } from '../../../../components/format-date.ts';
import type { AdminBooking } from '../queries.ts';
import '@mantine/core/styles/Timeline.css';

let descriptions: Map<string, string> | undefined;

/** Each lifecycle state's words for people, read from the machine itself (its graph). */
function stateDescription(stateId: string): string {
  descriptions ??= new Map(
    readMachineGraph(jobLifecycleMachine).states.map((state) => [
      state.id,
      state.description ?? '',
    ]),
  );
  return descriptions.get(stateId) ?? '';
}

type Props = { timeline: AdminBooking['timeline']; current: string };

/**
 * The states of the job lifecycle a booking reached, oldest first, with when and the event that
 * led there; the last one is where it is now, described in the machine's own words.
 */
export function LifecycleTimeline({ timeline, current }: Props) {
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
              {entry.at ? formatDateTime(entry.at) : adminBookingLabels.TIME_NOT_RECORDED}
              {entry.event ? ` · ${entry.event}` : ''}
            </Text>
            {last && (
              <Text fz="sm" mt={4}>
                {stateDescription(entry.state)}
              </Text>
            )}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
