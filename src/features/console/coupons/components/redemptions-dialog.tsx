import { useState } from 'react';
import { Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { couponsLabels } from '#shared/catalogue/en-CA/admin-core.ts';
import { useApiClient } from '../../../../api/client.ts';
import { PagedList, type PagedListColumn } from '../../components/paged-list.tsx';
import { formatDateTime } from '../../../../components/format-date.ts';
import { formatDollars } from '../../../../components/format-money.ts';
import { redemptionsQuery, type Redemption } from '../queries.ts';

const columns: PagedListColumn<Redemption>[] = [
  { header: couponsLabels.BOOKING, cell: (row) => row.bookingNo },
  { header: couponsLabels.CUSTOMER, cell: (row) => `${row.customerName} (${row.customerEmail})` },
  { header: couponsLabels.REDEEMED, cell: (row) => formatDateTime(row.redeemedAt) },
  { header: couponsLabels.TAKEN_OFF, cell: (row) => formatDollars(row.discount) },
];

function Redemptions({ couponId }: { couponId: number }) {
  const client = useApiClient();
  const [page, setPage] = useState(1);
  const query = useQuery(redemptionsQuery(client, couponId, page));
  return (
    <PagedList
      label={couponsLabels.REDEMPTIONS_LIST}
      columns={columns}
      data={query.data}
      isPending={query.isPending}
      error={query.error}
      rowKey={(row) => row.bookingNo}
      onPageChange={setPage}
      emptyText={couponsLabels.NO_REDEMPTIONS}
    />
  );
}

type Props = { coupon: { couponId: number; code: string } | null; onClose: () => void };

/** Who used a coupon, on which booking, for how much. */
export function RedemptionsDialog({ coupon, onClose }: Props) {
  return (
    <Modal
      opened={coupon !== null}
      onClose={onClose}
      title={couponsLabels.REDEMPTIONS_TITLE.replace('{code}', coupon?.code ?? '')}
      closeButtonProps={{ 'aria-label': couponsLabels.CLOSE }}
      size="xl"
    >
      {coupon && <Redemptions couponId={coupon.couponId} />}
    </Modal>
  );
}
