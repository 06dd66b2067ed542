import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminCoreTexts } from '../components/console-texts.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { useAdminAction } from '../components/use-console-action.ts';
import { givenFilters, useListParams } from '../components/use-list-params.ts';
import { ProfilePhoto } from '../../../components/profile-photo.tsx';
import { ApplicationFilters } from './components/application-filters.tsx';
import { RejectDialog } from './components/reject-dialog.tsx';
import { BackgroundCheckDialog } from '../components/background-check-dialog.tsx';
import { checkTexts } from '../components/check-texts.ts';
import {
  applicationsQuery,
  approveApplication,
  rejectApplication,
  type Application,
  type ApplicationStatus,
} from './queries.ts';

const FILTERS = ['status', 'search'] as const;
const STATUSES: ApplicationStatus[] = ['Pending', 'Approved', 'Rejected'];

function useColumns(): PagedListColumn<Application>[] {
  const { applicationsLabels } = useTexts(adminCoreTexts);
  const { t, dayOf } = useConsoleFormat();
  return [
    {
      header: applicationsLabels.APPLICANT,
      cell: (row) => (
        <Group gap="sm" wrap="nowrap">
          <ProfilePhoto src={row.photoUrl ?? undefined} alt="" size={40} />
          <Stack gap={0} miw={0}>
            <Text fz="sm" fw={600}>
              {row.fullName}
            </Text>
            <Text fz="xs" c="dimmed">
              {row.email}
            </Text>
          </Stack>
        </Group>
      ),
    },
    { header: applicationsLabels.CITY, cell: (row) => row.city },
    { header: applicationsLabels.EXPERIENCE, cell: (row) => row.experience },
    {
      header: applicationsLabels.BACKGROUND_CHECK,
      cell: (row) =>
        t(applicationsLabels.CONSENTED_ON, { date: dayOf(row.backgroundCheckConsentAt) }),
    },
    { header: applicationsLabels.APPLIED, cell: (row) => dayOf(row.appliedAt) },
  ];
}

/** /admin/applications: approve or reject cleaners' applications (decision 047). */
export function ApplicationsPage() {
  const client = useApiClient();
  const { applicationsLabels } = useTexts(adminCoreTexts);
  const { t } = useConsoleFormat();
  const columns = useColumns();
  const reasonColumn: PagedListColumn<Application> = {
    header: applicationsLabels.REASON,
    cell: (row) => row.decisionReason ?? '',
  };
  const list = useListParams(FILTERS);
  const status = STATUSES.find((value) => value === list.filters.status) ?? 'Pending';
  const query = useQuery(
    applicationsQuery(client, {
      page: list.page,
      perPage: 20,
      ...givenFilters({ search: list.filters.search }),
      status,
    }),
  );
  const { checkConsoleTexts: checkLabels } = useTexts(checkTexts);
  const [rejecting, setRejecting] = useState<Application | null>(null);
  // Approval records the check that clears the applicant (decision 134): asked in a dialog.
  const [approving, setApproving] = useState<Application | null>(null);
  const reject = useAdminAction(
    (input: { contractorId: number; reason: string }) => rejectApplication(client, input),
    { onDone: () => setRejecting(null) },
  );

  return (
    <>
      <AdminPageHeader title={applicationsLabels.HEADING} intro={applicationsLabels.INTRO} />
      <ApplicationFilters
        key={JSON.stringify(list.filters)}
        values={{ status, search: list.filters.search }}
        onApply={list.setFilters}
      />
      <PagedList
        label={applicationsLabels.LIST_NAME}
        columns={status === 'Rejected' ? [...columns, reasonColumn] : columns}
        data={query.data}
        isPending={query.isPending}
        error={query.error}
        rowKey={(row) => row.contractorId}
        onPageChange={list.setPage}
        emptyText={applicationsLabels.EMPTY}
        actions={(row) =>
          row.status === 'Approved' ? null : (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                aria-label={t(applicationsLabels.APPROVE_NAMED, { name: row.fullName })}
                onClick={() => setApproving(row)}
              >
                {applicationsLabels.APPROVE}
              </Button>
              {row.status === 'Pending' && (
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t(applicationsLabels.REJECT_NAMED, { name: row.fullName })}
                  onClick={() => setRejecting(row)}
                >
                  {applicationsLabels.REJECT}
                </Button>
              )}
            </Group>
          )
        }
      />
      <BackgroundCheckDialog
        key={approving?.contractorId ?? 'closed'}
        opened={approving !== null}
        title={t(checkLabels.APPROVE_TITLE, { name: approving?.fullName ?? '' })}
        intro={checkLabels.APPROVE_INTRO}
        submitLabel={checkLabels.APPROVE_SUBMIT}
        onSubmit={(check) =>
          approving
            ? approveApplication(client, approving.contractorId, check)
            : Promise.reject(new Error('no application'))
        }
        onClose={() => setApproving(null)}
      />
      <RejectDialog
        key={rejecting?.contractorId ?? 'closed'}
        name={rejecting?.fullName ?? null}
        submitting={reject.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) =>
          rejecting && reject.mutate({ contractorId: rejecting.contractorId, reason })
        }
      />
    </>
  );
}
