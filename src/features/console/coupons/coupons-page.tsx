import { useState } from 'react';
import { Badge, Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '../../../api/client.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { AdminPageHeader } from '../components/console-page-header.tsx';
import { adminCoreTexts, adminTexts } from '../components/console-texts.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import { PagedList, type PagedListColumn } from '../components/paged-list.tsx';
import { useAdminAction } from '../components/use-console-action.ts';
import { useListParams } from '../components/use-list-params.ts';
import { CouponFormDialog } from './components/coupon-form-dialog.tsx';
import { RedemptionsDialog } from './components/redemptions-dialog.tsx';
import {
  couponsQuery,
  createCoupon,
  disableCoupon,
  type Coupon,
  type CouponForm,
} from './queries.ts';

const FILTERS = ['status', 'search'] as const;
const STATUSES = ['all', 'active', 'disabled'] as const;
type Status = (typeof STATUSES)[number];

function useColumns(): PagedListColumn<Coupon>[] {
  const { couponsLabels } = useTexts(adminCoreTexts);
  const format = useConsoleFormat();
  return [
    { header: couponsLabels.CODE, cell: (row) => <code>{row.code}</code> },
    {
      header: couponsLabels.DISCOUNT,
      cell: (row) =>
        row.kind === 'percent'
          ? format.t(couponsLabels.PERCENT_OFF, { rate: format.percent(row.amount / 100) })
          : format.t(couponsLabels.DOLLARS_OFF, { amount: format.money(row.amount) }),
    },
    { header: couponsLabels.CITY, cell: (row) => row.city ?? couponsLabels.EVERY_CITY },
    {
      header: couponsLabels.MIN_SUBTOTAL,
      cell: (row) => (row.minSubtotal > 0 ? format.money(row.minSubtotal) : '—'),
    },
    {
      header: couponsLabels.VALID_UNTIL,
      cell: (row) => (row.lastDay ? format.day(row.lastDay) : couponsLabels.NO_END),
    },
    {
      header: couponsLabels.REDEMPTIONS,
      cell: (row) =>
        row.maxRedemptions === null
          ? format.count(row.redemptions)
          : format.t(couponsLabels.REDEMPTIONS_OF_MAX, {
              count: format.count(row.redemptions),
              max: format.count(row.maxRedemptions),
            }),
    },
    {
      header: couponsLabels.STATUS,
      cell: (row) =>
        row.disabled ? (
          <Badge variant="outline" color="dark" miw="max-content">
            {couponsLabels.DISABLED}
          </Badge>
        ) : (
          <Badge variant="light" miw="max-content">
            {couponsLabels.ACTIVE}
          </Badge>
        ),
    },
  ];
}

/** /admin/coupons: list, create and disable coupons; see who used each (decision 047). */
export function CouponsPage() {
  const client = useApiClient();
  const { adminListLabels } = useTexts(adminTexts);
  const { couponsLabels } = useTexts(adminCoreTexts);
  const { t } = useConsoleFormat();
  const columns = useColumns();
  const list = useListParams(FILTERS);
  const status: Status = STATUSES.find((value) => value === list.filters.status) ?? 'all';
  const [search, setSearch] = useState(list.filters.search);
  const query = useQuery(
    couponsQuery(client, {
      page: list.page,
      perPage: 20,
      status,
      ...(list.filters.search ? { search: list.filters.search } : {}),
    }),
  );
  const [creating, setCreating] = useState(false);
  const [showing, setShowing] = useState<Coupon | null>(null);
  const create = useAdminAction((form: CouponForm) => createCoupon(client, form), {
    onDone: () => setCreating(false),
  });
  const disable = useAdminAction((couponId: number) => disableCoupon(client, couponId));

  return (
    <>
      <AdminPageHeader
        title={couponsLabels.HEADING}
        intro={couponsLabels.INTRO}
        actions={<Button onClick={() => setCreating(true)}>{couponsLabels.NEW_COUPON}</Button>}
      />
      <form
        aria-label={adminListLabels.FILTERS}
        onSubmit={(event) => {
          event.preventDefault();
          list.setFilters({ status, search });
        }}
      >
        <Group align="flex-end" gap="sm" mb="md">
          <SegmentedControl
            aria-label={couponsLabels.STATUS_FILTER}
            data={[
              { value: 'all', label: couponsLabels.ALL },
              { value: 'active', label: couponsLabels.ACTIVE },
              { value: 'disabled', label: couponsLabels.DISABLED },
            ]}
            value={status}
            onChange={(next) => list.setFilters({ status: next, search })}
          />
          <TextInput
            label={couponsLabels.SEARCH}
            maxLength={50}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={{ base: '100%', sm: 200 }}
          />
          <Button type="submit">{adminListLabels.APPLY_FILTERS}</Button>
        </Group>
      </form>
      <PagedList
        label={couponsLabels.LIST_NAME}
        columns={columns}
        data={query.data}
        isPending={query.isPending}
        error={query.error}
        rowKey={(row) => row.couponId}
        onPageChange={list.setPage}
        emptyText={couponsLabels.EMPTY}
        actions={(row) => (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              aria-label={t(couponsLabels.SHOW_REDEMPTIONS_NAMED, { code: row.code })}
              onClick={() => setShowing(row)}
            >
              {couponsLabels.SHOW_REDEMPTIONS}
            </Button>
            {!row.disabled && (
              <Button
                size="xs"
                color="red.9"
                variant="outline"
                aria-label={t(couponsLabels.DISABLE_NAMED, { code: row.code })}
                loading={disable.isPending && disable.variables === row.couponId}
                onClick={() => disable.mutate(row.couponId)}
              >
                {couponsLabels.DISABLE}
              </Button>
            )}
          </Group>
        )}
      />
      <CouponFormDialog
        key={creating ? 'open' : 'closed'}
        opened={creating}
        submitting={create.isPending}
        onClose={() => setCreating(false)}
        onCreate={(form) => create.mutate(form)}
      />
      <RedemptionsDialog coupon={showing} onClose={() => setShowing(null)} />
    </>
  );
}
