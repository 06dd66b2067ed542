import { Badge } from '@mantine/core';
import { useTexts } from '../../../i18n/texts.ts';
import { adminBookingsTexts } from './console-texts.ts';
import classes from './table-badge.module.css';

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
  const { lifecycleStateNames } = useTexts(adminBookingsTexts);
  return (
    // The tint tells the status at a glance; the text stays ink, so it reads at AA on any tint.
    <Badge variant="light" color={colours[status] ?? 'gray'} c="dark.8" classNames={classes}>
      {lifecycleStateNames[status] ?? status}
    </Badge>
  );
}
