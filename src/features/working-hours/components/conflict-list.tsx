import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { AppIcon } from '../../../components/app-icon.tsx';
import type { WorkingHoursConflict } from '../types.ts';
import classes from './conflict-list.module.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/List.css';

type Props = { title: string; note: string; conflicts: WorkingHoursConflict[] };

/** Accepted jobs that new hours leave outside, in the server's words; they stay the cleaner's. */
export function ConflictList({ title, note, conflicts }: Props) {
  return (
    <Alert
      color="yellow"
      title={title}
      role="status"
      icon={<AppIcon icon={IconAlertTriangle} />}
      classNames={{ title: classes.title }}
    >
      <List spacing={4} size="sm">
        {conflicts.map((conflict) => (
          <List.Item key={`${conflict.iBookingId}-${conflict.eReason}`}>
            {conflict.vMessage}
          </List.Item>
        ))}
      </List>
      <Text size="sm" mt="xs">
        {note}
      </Text>
    </Alert>
  );
}
