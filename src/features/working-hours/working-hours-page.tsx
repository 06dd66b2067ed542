import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../api/client.ts';
import { workingHoursTexts } from '../../components/dashboard-texts/working-hours.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { useTexts } from '../../i18n/texts.ts';
import { useLabels } from '../../api/use-labels.ts';
import { LoadingStatus } from '../../components/loading-status.tsx';
import { OtherRoleNotice } from '../../components/other-role-notice.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { useUiTimings } from '../../components/ui-timings.ts';
import { currentRole } from '../../session/role.ts';
import { cityToday } from './city-today.ts';
import { checkWorkingHours, saveWorkingHours, workingHoursQuery } from './queries.ts';
import type { SavedHours, WorkingHoursConflict } from './types.ts';

// The form's code (calendar, time lists, segmented cap) comes once the hours are asked for: the
// router's entry then names one small chunk for this page, not the form's many (issue 23's
// budget counts those names in every route's first download).
const WorkingHoursEditor = lazy(() =>
  import('./working-hours-editor.tsx').then((module) => ({ default: module.WorkingHoursEditor })),
);

function FormSkeleton({ label }: { label: string }) {
  return (
    <LoadingStatus label={label}>
      <Stack gap="sm">
        <Skeleton height={80} radius="md" />
        <Skeleton height={80} radius="md" />
        <Skeleton height={80} radius="md" />
      </Stack>
    </LoadingStatus>
  );
}

function CleanerWorkingHours() {
  const catalogue = useTexts(workingHoursTexts);
  const labels = useLabels('working-hours', catalogue.workingHoursLabels);
  const texts = catalogue.workingHoursTexts;
  const { t } = useFormat();
  usePageTitle(labels.HEADING);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { now } = useUiTimings();
  const hours = useQuery(workingHoursQuery(client));
  // Each save starts a fresh form from what the server kept, with what it reported.
  const [saves, setSaves] = useState(0);
  const [savedConflicts, setSavedConflicts] = useState<WorkingHoursConflict[]>([]);

  function onSaved(saved: SavedHours) {
    queryClient.setQueryData(workingHoursQuery(client).queryKey, saved.oHours);
    // The dashboard's figures count only the open jobs these hours let the cleaner take.
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    void queryClient.invalidateQueries({ queryKey: ['contractor-jobs'] });
    setSavedConflicts(saved.aConflicts);
    setSaves((count) => count + 1);
  }

  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Title order={1}>{labels.HEADING}</Title>
        <Text c="dimmed">{labels.SUBHEADING}</Text>
        {hours.data && (
          <Text fw={600} mt="xs">
            {t(labels.TIME_ZONE_NOTE, {
              city: hours.data.vCityName,
              zone: hours.data.vTimeZone,
            })}
          </Text>
        )}
      </div>
      {hours.isPending ? (
        <FormSkeleton label={texts.LOADING} />
      ) : hours.isError ? (
        <Alert color="red" role="alert" title={labels.LOAD_ERROR}>
          <Text size="sm" mb="sm">
            {hours.error.message}
          </Text>
          <Button variant="light" onClick={() => void hours.refetch()}>
            {labels.RETRY}
          </Button>
        </Alert>
      ) : (
        <Suspense fallback={<FormSkeleton label={texts.LOADING} />}>
          <WorkingHoursEditor
            key={saves}
            hours={hours.data}
            labels={labels}
            today={cityToday(now(), hours.data.vTimeZone)}
            savedConflicts={savedConflicts}
            check={(request) => checkWorkingHours(client, request)}
            save={(request) => saveWorkingHours(client, request)}
            onSaved={onSaved}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** /working-hours (issue 25): when the cleaner works, their days off and daily job cap. */
export function WorkingHoursPage() {
  const texts = useTexts(workingHoursTexts).workingHoursTexts;
  if (currentRole() !== 'contractor') {
    return (
      <OtherRoleNotice
        audience="contractor"
        hint={texts.FOR_CLEANERS}
        to="/booking"
        linkLabel={texts.GO_TO_BOOKINGS}
      />
    );
  }
  return <CleanerWorkingHours />;
}
