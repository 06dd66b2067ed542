import { lazy, Suspense, useState } from 'react';
import { Container, Paper, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../api/client.ts';
import { citiesQuery } from '../../api/queries.ts';
import { useLabels } from '../../api/use-labels.ts';
import { FormSkeleton } from '../../components/form-skeleton.tsx';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { PAGE_ART } from '../../components/page-art.ts';
import { PageBanner } from '../../components/page-banner.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { SESSION_KEYS } from '../../session/role.ts';
import { useTexts } from '../../i18n/texts.ts';
import { applicationCatalogue, type ApplicationLabels } from './application-labels.ts';
import { ApplicationStatusPanel } from './components/application-status.tsx';
import { contractorStatusQuery, experienceOptionsQuery } from './queries.ts';
import { useSiteTexts } from '../../components/site-texts.ts';

// The form and its submit (XState, @mantine/form) start loading with the page, alongside the
// cities and experience calls, and arrive after the banner has painted.
const formModule = import('./components/application-form-with-submit.tsx');
const ApplicationFormWithSubmit = lazy(() =>
  formModule.then((module) => ({ default: module.ApplicationFormWithSubmit })),
);

/**
 * The empty form's height in Chromium (px) on a 320 to 390 px phone, shown while its choices or
 * its code load, so nothing moves when it arrives; the e-mail and phone, and the city and
 * experience, sit side by side from `xs`. Wider phones wrap the consent's label in fewer lines.
 */
const APPLICATION_FORM_HEIGHT = { base: 731, xs: 529 };

function NewApplication({ labels }: { labels: ApplicationLabels }) {
  const site = useSiteTexts();
  const client = useApiClient();
  const cities = useQuery(citiesQuery(client));
  const experience = useQuery(experienceOptionsQuery(client));
  const skeleton = (
    <FormSkeleton label={site.LOADING_APPLICATION_FORM} h={APPLICATION_FORM_HEIGHT} />
  );

  if (!cities.data || !experience.data) {
    const failed = cities.error ?? experience.error;
    if (failed) return <Text c="red.8">{failed.message}</Text>;
    return skeleton;
  }
  return (
    <Suspense fallback={skeleton}>
      <ApplicationFormWithSubmit
        labels={labels}
        cities={cities.data.map((city) => ({ value: String(city.iCityId), label: city.vCity }))}
        experienceOptions={experience.data.map((option) => ({
          value: String(option.iExperienceId),
          label: option.vExperience,
        }))}
      />
    </Suspense>
  );
}

/** A logged-in contractor's application status; the form again if their session has lapsed. */
function ExistingApplication({ labels, code }: { labels: ApplicationLabels; code: string }) {
  const site = useSiteTexts();
  const client = useApiClient();
  const profile = useQuery(contractorStatusQuery(client, code));
  if (profile.isPending) {
    return (
      <LoadingStatus label={site.LOADING_YOUR_APPLICATION}>
        <Skeleton h={160} />
      </LoadingStatus>
    );
  }
  if (profile.isError) return <NewApplication labels={labels} />;
  return <ApplicationStatusPanel labels={labels} status={profile.data.eStatus} />;
}

/**
 * /contractor-application: cleaners apply (spec §7 contractor/create). A visitor or a customer
 * gets the form and then a confirmation; someone logged in as a contractor sees where their
 * application stands (Pending shows that it is under review).
 */
export function ContractorApplicationPage() {
  const labels = useLabels(
    'contractor-application',
    useTexts(applicationCatalogue).contractorApplicationLabels,
  );
  usePageTitle(labels.HEADING);
  const [contractorCode] = useState(() =>
    sessionStorage.getItem(SESSION_KEYS.contractorUniqueCode),
  );

  return (
    <>
      <PageBanner title={labels.HEADING} subtitle={labels.SUBHEADING} art={PAGE_ART.application} />
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
