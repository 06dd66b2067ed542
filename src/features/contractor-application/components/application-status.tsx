import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { ApplicationLabels } from '../application-labels.ts';

export type ApplicationStatus = 'Pending' | 'Approved' | 'Rejected';

type Props = { labels: ApplicationLabels; status: ApplicationStatus };

/** What a logged-in contractor sees instead of the form: where their application stands. */
export function ApplicationStatusPanel({ labels, status }: Props) {
  if (status === 'Pending') {
    return (
      <Stack gap="md">
        <Title order={2}>{labels.PENDING_HEADING}</Title>
        <Alert color="yellow" variant="light">
          {labels.PENDING_TEXT}
        </Alert>
      </Stack>
    );
  }
  if (status === 'Approved') {
    return (
      <Stack gap="md">
        <Title order={2}>{labels.APPROVED_HEADING}</Title>
        <Text>{labels.APPROVED_TEXT}</Text>
        <Button component={Link} to="/jobs" w="fit-content">
          {labels.SEE_JOBS}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Title order={2}>{labels.REJECTED_HEADING}</Title>
      <Text>{labels.REJECTED_TEXT}</Text>
      <Button component={Link} to="/contact-us" variant="light" w="fit-content">
        {labels.CONTACT_US}
      </Button>
    </Stack>
  );
}
