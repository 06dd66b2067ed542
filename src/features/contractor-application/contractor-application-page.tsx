import { useState } from 'react';
import { Alert, Button, Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../api/client.ts';
import { citiesQuery } from '../../api/queries.ts';
import { useLabels } from '../../api/use-labels.ts';
import { PageBanner } from '../../components/page-banner.tsx';
import { useFormSubmit } from '../../components/use-form-submit.ts';
import { usePageTitle } from '../../components/use-page-title.ts';
import { SESSION_KEYS } from '../../session/role.ts';
import {
  ApplicationForm,
  applicationLabels,
  type ApplicationLabels,
} from './components/application-form.tsx';
import { ApplicationStatusPanel } from './components/application-status.tsx';
import {
  contractorStatusQuery,
  experienceOptionsQuery,
  submitApplication,
  type ApplicationFields,
} from './queries.ts';

type Submission = { fields: ApplicationFields; photo: File };

function NewApplication({ labels }: { labels: ApplicationLabels }) {
  const client = useApiClient();
  const cities = useQuery(citiesQuery(client));
  const experience = useQuery(experienceOptionsQuery(client));
  const [received, setReceived] = useState<string | null>(null);
  const application = useFormSubmit({
    submit: ({ fields, photo }: Submission) => submitApplication(client, fields, photo),
    successMessage: (answer) => answer.message,
    fallbackErrorMessage: 'Failed to send your application.',
    onDone: (answer) => setReceived(answer.message),
  });

  if (received) {
    return (
      <Stack gap="md">
        <Title order={2}>{labels.CONFIRMATION_HEADING}</Title>
        <Alert color="spruce" variant="light">
          {received}
        </Alert>
        <Button component={Link} to="/" variant="light" w="fit-content">
          {labels.BACK_HOME}
        </Button>
      </Stack>
    );
  }
  if (!cities.data || !experience.data) {
    const failed = cities.error ?? experience.error;
    if (failed) return <Text c="red.8">{failed.message}</Text>;
    return <Skeleton h={480} aria-label="Loading the application form" />;
  }
  return (
    <ApplicationForm
      labels={labels}
      cities={cities.data.map((city) => ({ value: String(city.iCityId), label: city.vCity }))}
      experienceOptions={experience.data.map((option) => ({
        value: String(option.iExperienceId),
        label: option.vExperience,
      }))}
      submitting={application.isSubmitting}
      error={application.error}
      onSubmit={(fields, photo) => application.submit({ fields, photo })}
    />
  );
}

/** A logged-in contractor's application status; the form again if their session has lapsed. */
function ExistingApplication({ labels, code }: { labels: ApplicationLabels; code: string }) {
  const client = useApiClient();
  const profile = useQuery(contractorStatusQuery(client, code));
  if (profile.isPending) return <Skeleton h={160} aria-label="Loading your application" />;
  if (profile.isError) return <NewApplication labels={labels} />;
  return <ApplicationStatusPanel labels={labels} status={profile.data.eStatus} />;
}

/**
 * /contractor-application: cleaners apply (spec §7 contractor/create). A visitor or a customer
 * gets the form and then a confirmation; someone logged in as a contractor sees where their
 * application stands (Pending shows that it is under review).
 */
export function ContractorApplicationPage() {
  const labels = useLabels('contractor-application', applicationLabels);
  usePageTitle(labels.HEADING);
  const [contractorCode] = useState(() =>
    sessionStorage.getItem(SESSION_KEYS.contractorUniqueCode),
  );

  return (
    <>
      <PageBanner title={labels.HEADING} subtitle={labels.SUBHEADING} />
      <Container size={720} py={{ base: 32, md: 56 }}>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          {contractorCode ? (
            <ExistingApplication labels={labels} code={contractorCode} />
          ) : (
            <NewApplication labels={labels} />
          )}
        </Paper>
      </Container>
    </>
  );
}
