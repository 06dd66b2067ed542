import { useState } from 'react';
import { Anchor, Button, Divider } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useApiClient } from '../../../api/client.ts';
import { citiesQuery } from '../../../api/queries.ts';
import type { components } from '#shared/api-schema.d.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminPeopleTexts } from '../components/console-texts.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { givenFilters, useListParams } from '../components/use-list-params.ts';
import { ReasonDialog } from '../components/reason-dialog.tsx';
import { CleanerFilters } from './components/cleaner-filters.tsx';
import { StandingBadge } from './components/standing-badge.tsx';
import { SupplyDemandTables } from './components/supply-demand.tsx';
import { cleanersQuery, setPaused, supplyDemandQuery, type CleanerRow } from './queries.ts';

type Standing = components['schemas']['AdminCleanerStanding'];

const FILTERS = ['text', 'cityId', 'standing'] as const;

function useColumns(): PagedListColumn<CleanerRow>[] {
  const { adminCleanersLabels: labels } = useTexts(adminPeopleTexts);
  const { dayOf } = useConsoleFormat();
  return [
    {
      header: labels.NAME,
      cell: (row) => (
        <Anchor component={Link} to={`/admin/cleaners/${row.id}`} fw={600}>
          {row.fullName}
        </Anchor>
      ),
    },
    { header: labels.EMAIL, cell: (row) => row.email },
    { header: labels.CITY, cell: (row) => row.cityName },
    { header: labels.STANDING, cell: (row) => <StandingBadge standing={row.standing} /> },
    { header: labels.JOINED, cell: (row) => dayOf(row.createdAt) },
  ];
}

function standingOf(value: string): Standing | undefined {
  return ['Pending', 'Approved', 'Paused', 'Rejected'].includes(value)
    ? (value as Standing)
    : undefined;
}

/**
 * /admin/cleaners: search cleaners, pause or resume one, and each city's supply against demand
 * by weekday (decision 049).
 */
export function CleanersPage() {
  const client = useApiClient();
  const { adminCleanersLabels: labels } = useTexts(adminPeopleTexts);
  const { t } = useConsoleFormat();
  const columns = useColumns();
  const list = useListParams(FILTERS);
  const given = givenFilters(list.filters);
  const cityId = Number(given.cityId);
  const query = useQuery(
    cleanersQuery(client, {
      page: list.page,
      perPage: 20,
      ...(given.text ? { text: given.text } : {}),
      ...(Number.isInteger(cityId) && cityId > 0 ? { cityId } : {}),
      ...(standingOf(given.standing ?? '') ? { standing: standingOf(given.standing ?? '') } : {}),
    }),
  );
  const cities = useQuery(citiesQuery(client));
  const figures = useQuery(supplyDemandQuery(client));
  // The cleaner asked about stays while the dialog fades out, so its words do not change.
  const [asked, setAsked] = useState<{ row: CleanerRow; pause: boolean } | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <>
      <AdminPageHeader title={labels.HEADING} />
      <CleanerFilters
        key={JSON.stringify(list.filters)}
        values={list.filters}
        cities={(cities.data ?? []).map((city) => ({
          value: String(city.iCityId),
          label: city.vCity,
        }))}
        onApply={list.setFilters}
      />
      <PagedList
        label={labels.HEADING}
        columns={columns}
        data={query.data}
        isPending={query.isPending}
        error={query.error}
        rowKey={(row) => row.id}
        onPageChange={list.setPage}
        emptyText={labels.NONE_FOUND}
        actions={(row) =>
          row.standing === 'Approved' || row.standing === 'Paused' ? (
            <Button
              size="xs"
              variant="default"
              aria-label={t(row.standing === 'Paused' ? labels.RESUME_NAMED : labels.PAUSE_NAMED, {
                name: row.fullName,
              })}
              onClick={() => {
                setAsked({ row, pause: row.standing !== 'Paused' });
                setOpen(true);
              }}
            >
              {row.standing === 'Paused' ? labels.RESUME : labels.PAUSE}
            </Button>
          ) : null
        }
      />
      <ReasonDialog
        opened={open}
        title={t(asked?.pause ? labels.PAUSE_TITLE : labels.RESUME_TITLE, {
          name: asked?.row.fullName ?? '',
        })}
        text={asked?.pause ? labels.PAUSE_TEXT : labels.RESUME_TEXT}
        confirmLabel={asked?.pause ? labels.PAUSE : labels.RESUME}
        confirmColor={asked?.pause ? 'ember' : undefined}
        onConfirm={(reason) =>
          asked ? setPaused(client, asked.row.id, asked.pause, reason) : Promise.resolve('')
        }
        onClose={() => setOpen(false)}
      />
      <Divider my="xl" />
      {figures.data ? <SupplyDemandTables figures={figures.data} /> : null}
    </>
  );
}
