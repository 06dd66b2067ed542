import { Badge } from '@mantine/core';
import { lifecycleStateNames } from '#shared/labels/admin-bookings.ts';

const colours: Record<string, string> = {
  draft: 'gray',
  quoted: 'gray',
  authorized: 'blue',
  assigned: 'indigo',
  inProgress: 'orange',
  completed: 'green',
  cancelled: 'red',
};

/** A booking's lifecycle status as a badge, in the operator's words. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={colours[status] ?? 'gray'}>
      {lifecycleStateNames[status] ?? status}
    </Badge>
  );
}
