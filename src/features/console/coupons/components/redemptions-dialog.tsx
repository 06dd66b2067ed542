import { useState } from 'react';
import { Modal } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useFormat } from '../../../../i18n/use-format.ts';
import { useTexts } from '../../../../i18n/texts.ts';
import { adminCoreTexts } from '../../components/console-texts.ts';
import { useConsoleFormat } from '../../components/use-console-format.ts';
import { useApiClient } from '../../../../api/client.ts';
import { PagedList, type PagedListColumn } from '../../components/paged-list.tsx';
import { redemptionsQuery, type Redemption } from '../queries.ts';

function Redemptions({ couponId }: { couponId: number }) {
  const { couponsLabels } = useTexts(adminCoreTexts);
  const format = useConsoleFormat();
  const columns: PagedListColumn<Redemption>[] = [
    { header: couponsLabels.BOOKING, cell: (row) => row.bookingNo },
    { header: couponsLabels.CUSTOMER, cell: (row) => `${row.customerName} (${row.customerEmail})` },
    { header: couponsLabels.REDEEMED, cell: (row) => format.moment(row.redeemedAt) },
    { header: couponsLabels.TAKEN_OFF, cell: (row) => format.money(row.discount) },
  ];
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
  const { couponsLabels } = useTexts(adminCoreTexts);
  const { t } = useFormat();
  return (
    <Modal
      opened={coupon !== null}
      onClose={onClose}
      title={t(couponsLabels.REDEMPTIONS_TITLE, { code: coupon?.code ?? '' })}
      closeButtonProps={{ 'aria-label': couponsLabels.CLOSE }}
      size="xl"
    >
      {coupon && <Redemptions couponId={coupon.couponId} />}
    </Modal>
  );
}
