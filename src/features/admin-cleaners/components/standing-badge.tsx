import { Badge } from '@mantine/core';
import type { components } from '../../../api/schema.d.ts';

type Standing = components['schemas']['AdminCleanerStanding'];

const colours: Record<Standing, string> = {
  Pending: 'yellow',
  Approved: 'green',
  Paused: 'orange',
  Rejected: 'gray',
};

/** Where a cleaner stands, as the filter names it. */
export function StandingBadge({ standing }: { standing: Standing }) {
  return (
    <Badge color={colours[standing]} variant="light">
      {standing}
    </Badge>
  );
}
