import { Alert, Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { LoadingStatus } from '../../../components/loading-status.tsx';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminRetentionTexts } from '../components/console-texts.ts';
import { useAdminAction } from '../components/use-console-action.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { IncidentForm } from './components/incident-form.tsx';
import { securityIncidentQuery, updateIncident, type IncidentInput } from './queries.ts';

/**
 * /admin/security-incidents/:id (decision 141): one incident's record, to read and to change as
 * it unfolds, e.g. the day it was reported to the Commissioner. Every change is audited.
 */
export function SecurityIncidentPage() {
  const client = useApiClient();
  const { securityIncidentLabels: labels } = useTexts(adminRetentionTexts);
  const { t, moment } = useConsoleFormat();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const incident = useQuery({ ...securityIncidentQuery(client, valid ? id : 0), enabled: valid });
  const save = useAdminAction((input: IncidentInput) => updateIncident(client, id, input));
  const heading = t(labels.DETAIL_HEADING, { id: String(valid ? id : '') });

  return (
    <>
      <AdminPageHeader
        title={incident.data?.title ?? heading}
        intro={heading}
        actions={
          <Anchor component={Link} to="/admin/security-incidents">
            {labels.BACK}
          </Anchor>
        }
      />
      {!valid || incident.error ? (
        <Alert color="red" role="alert">
          {t(labels.LOAD_FAILED, { message: incident.error?.message ?? labels.NOT_FOUND })}
        </Alert>
      ) : incident.data ? (
        <Stack gap="md">
          <Text c="dimmed" fz="sm">
            {t(labels.RECORDED_BY, {
              name: incident.data.recordedBy,
              moment: moment(incident.data.createdAt),
              changed: moment(incident.data.updatedAt),
            })}
          </Text>
          <Paper withBorder p="md">
            <IncidentForm
              key={incident.data.updatedAt}
              label={heading}
              incident={incident.data}
              submitLabel={labels.SAVE_CHANGES}
              submitting={save.isPending}
              onSubmit={(input) => save.mutate(input)}
            />
          </Paper>
        </Stack>
      ) : (
        <LoadingStatus label={labels.LOADING}>
          <Skeleton h={320} />
        </LoadingStatus>
      )}
    </>
  );
}
