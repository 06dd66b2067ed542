import { useState } from 'react';
import { Anchor, Button, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminRetentionTexts } from '../components/console-texts.ts';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { useAdminAction } from '../components/use-console-action.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { useListParams } from '../components/use-list-params.ts';
import { RecordIncidentDialog } from './components/record-incident-dialog.tsx';
import {
  recordIncident,
  securityIncidentsQuery,
  type IncidentInput,
  type SecurityIncident,
} from './queries.ts';

function useColumns(): PagedListColumn<SecurityIncident>[] {
  const { securityIncidentLabels: labels } = useTexts(adminRetentionTexts);
  const { t, day } = useConsoleFormat();
  const told = (on: string | null) => (on ? day(on) : labels.NOT_YET);
  return [
    {
      header: labels.INCIDENT,
      cell: (incident) => (
        <Anchor
          component={Link}
          to={`/admin/security-incidents/${incident.id}`}
          fw={600}
          aria-label={t(labels.OPEN, { title: incident.title })}
        >
          {incident.title}
        </Anchor>
      ),
    },
    { header: labels.DISCOVERED_COLUMN, cell: (incident) => day(incident.discoveredOn) },
    {
      header: labels.RISK,
      cell: (incident) => (incident.realRiskOfSignificantHarm ? labels.YES : labels.NO),
    },
    {
      header: labels.PEOPLE_AFFECTED,
      cell: (incident) =>
        incident.peopleAffected === null
          ? labels.UNKNOWN
          : t(labels.PEOPLE_COUNT, { count: incident.peopleAffected }),
    },
    {
      header: labels.REPORTED_COLUMN,
      cell: (incident) => <Text fz="sm">{told(incident.reportedToCommissionerOn)}</Text>,
    },
    { header: labels.NOTIFIED_COLUMN, cell: (incident) => told(incident.peopleNotifiedOn) },
  ];
}

/**
 * /admin/security-incidents (issue 44, decision 141): the record of breaches of security
 * safeguards, newest first, and the dialog that records one. Nothing here deletes a record.
 */
export function SecurityIncidentsPage() {
  const client = useApiClient();
  const { securityIncidentLabels: labels } = useTexts(adminRetentionTexts);
  const { page, setPage } = useListParams([]);
  const list = useQuery(securityIncidentsQuery(client, page));
  const [recording, setRecording] = useState(false);
  const record = useAdminAction((input: IncidentInput) => recordIncident(client, input), {
    onDone: () => {
      setRecording(false);
      setPage(1);
    },
  });
  const columns = useColumns();

  return (
    <>
      <AdminPageHeader
        title={labels.HEADING}
        intro={labels.INTRO}
        actions={<Button onClick={() => setRecording(true)}>{labels.RECORD}</Button>}
      />
      <PagedList
        label={labels.LIST_NAME}
        columns={columns}
        data={list.data}
        isPending={list.isPending}
        error={list.error}
        rowKey={(incident) => incident.id}
        onPageChange={setPage}
        emptyText={labels.EMPTY}
      />
      <RecordIncidentDialog
        opened={recording}
        submitting={record.isPending}
        onClose={() => setRecording(false)}
        onRecord={(input) => record.mutate(input)}
      />
    </>
  );
}
