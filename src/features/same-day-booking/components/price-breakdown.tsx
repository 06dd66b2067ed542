import { Table } from '@mantine/core';
import type { CouponResult } from '#machines/coupon.machine.ts';
import type { SameDayQuote } from '#machines/same-day-booking.machine.ts';
import { formatDollars as formatMoney } from '../../../components/format-money.ts';
import { useTexts } from '../../../i18n/texts.ts';
import { useLocale } from '../../../i18n/locale-context.tsx';
import { bookingWizardTexts, planWizardTexts } from '../booking-texts.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import { useTaxRows } from './tax-lines.ts';
import '@mantine/core/styles/Table.css';

type Props = {
  labels: {
    SUBTOTAL_LABEL: string;
    DISCOUNT_LABEL: string;
    TAX_LABEL: string;
    AMOUNT_DUE_LABEL: string;
  };
  quote: SameDayQuote;
  /** The applied coupon's figures from the server; null without a coupon. */
  coupon: CouponResult | null;
  couponCode?: string | undefined;
};

/** The price to pay: every figure is the server's (the quote, or the applied coupon's answer). */
export function PriceBreakdown({ labels, quote, coupon, couponCode }: Props) {
  const locale = useLocale();
  const { paymentTexts } = useTexts(bookingWizardTexts);
  const { planWizardTexts: planTexts } = useTexts(planWizardTexts);
  const fmt = useFormat();
  const formatDollars = (amount: number | string) => formatMoney(amount, locale);
  const rows: { label: string; amount: string; total?: boolean }[] = [
    { label: labels.SUBTOTAL_LABEL, amount: formatDollars(coupon?.SubTotal ?? quote.total_price) },
  ];
  if (coupon) {
    rows.push({
      label: couponCode ? `${labels.DISCOUNT_LABEL} (${couponCode})` : labels.DISCOUNT_LABEL,
      amount: formatDollars(-coupon.Discount),
    });
  }
  // A regular cleaning's first visit carries the plan's discount (issue 45); never with a coupon.
  if (!coupon && quote.plan && quote.plan.discount > 0) {
    rows.push({
      // Named as the plan's discount, as on the quote and the receipt (decision 148).
      label: fmt.t(planTexts.DISCOUNT, { percent: fmt.percent(quote.plan.discount_percent / 100) }),
      amount: formatDollars(-quote.plan.discount),
    });
  }
  // Two taxes (Quebec's GST and QST) each on a row with its rate, decision 110.
  const taxRows = useTaxRows(coupon ? coupon.TaxLines : quote.tax_lines);
  rows.push(
    ...(taxRows?.map((row) => ({ label: row.label, amount: formatDollars(row.amount) })) ?? [
      // The tax by its name (GST, HST, GST + QST) as the quote gives it.
      {
        label: quote.tax_name || labels.TAX_LABEL,
        amount: formatDollars(coupon?.Tax ?? quote.tax),
      },
    ]),
    {
      label: labels.AMOUNT_DUE_LABEL,
      amount: formatDollars(coupon?.Total ?? quote.final_price),
      total: true,
    },
  );

  return (
    <Table aria-label={paymentTexts.PRICE_BREAKDOWN} verticalSpacing={6} withRowBorders={false}>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label} fw={row.total ? 700 : undefined}>
            <Table.Th scope="row" fw="inherit">
              {row.label}
            </Table.Th>
            <Table.Td ta="right">{row.amount}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
