import { Alert, List, Text } from '@mantine/core';
import type { WorkingHoursConflict } from '../types.ts';
import '@mantine/core/styles/Alert.css';

type Props = { title: string; note: string; conflicts: WorkingHoursConflict[] };

/** Accepted jobs that new hours leave outside, in the server's words; they stay the cleaner's. */
export function ConflictList({ title, note, conflicts }: Props) {
  return (
    <Alert color="yellow" title={title} role="status">
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
