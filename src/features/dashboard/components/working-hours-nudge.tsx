import { Alert, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import type { DashboardLabels } from '../dashboard-labels.ts';
import { workingHoursQuery } from '../queries.ts';

/**
 * A new cleaner starts with suggested hours (issue 25): until they confirm them, the dashboard
 * asks them to, gently. Says nothing while loading or when the hours cannot be read.
 */
export function WorkingHoursNudge({ labels }: { labels: DashboardLabels }) {
  const client = useApiClient();
  const { data } = useQuery(workingHoursQuery(client));
  if (!data || data.bConfirmed) return null;
  return (
    <Alert color="spruce" role="status" title={labels.HOURS_UNCONFIRMED_HEADING}>
      <Text size="sm" mb="sm">
        {labels.HOURS_UNCONFIRMED_TEXT}
      </Text>
      <Button component={Link} to="/working-hours" size="md">
        {labels.HOURS_CONFIRM_LINK}
      </Button>
    </Alert>
  );
}
