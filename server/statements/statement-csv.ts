import type { Locale } from '#shared/i18n/locale.ts';
import { centsToText } from '../domain/money.ts';
import type { PayoutKind, Statement } from './statements.ts';
import { statementTexts } from './texts.ts';

/*
 * A week's statement as CSV (RFC 4180): a header row, one row per job, tip, cancellation fee and
 * transfer, then the totals; commas between fields, CRLF between rows, a field quoted when it
 * holds a comma, a quote or a line break (its quotes doubled). Dates are ISO (YYYY-MM-DD on the
 * city's clock), hours and money decimal with a point (3.50, 1234.56) whatever the language, so
 * a spreadsheet reads them as numbers; the words are in the cleaner's language. A UTF-8 byte
 * order mark comes first, so a spreadsheet opens French accents as they are.
 */

const BOM = '\ufeff';

/** One field as RFC 4180 writes it; a leading formula sign is written as text. */
export function csvField(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const hoursText = (minutes: number) => (minutes / 60).toFixed(2);

export function statementCsv(statement: Statement, locale: Locale): string {
  const words = statementTexts(locale).statementDocument;
  const kindWord: Record<PayoutKind, string> = {
    service: words.kindService,
    tip: words.kindTip,
    cancellationFee: words.kindCancellationFee,
  };
  const rows: string[][] = [
    [
      words.csvType,
      words.csvDate,
      words.csvBooking,
      words.csvDescription,
      words.csvHours,
      words.csvAmount,
    ],
  ];
  for (const job of statement.jobs) {
    rows.push([
      words.csvJob,
      job.date,
      job.bookingNo,
      job.service,
      hoursText(job.minutes),
      centsToText(job.payCents),
    ]);
  }
  for (const tip of statement.tips) {
    rows.push([words.csvTip, tip.date, tip.bookingNo, '', '', centsToText(tip.amountCents)]);
  }
  for (const fee of statement.fees) {
    rows.push([words.csvFee, fee.date, fee.bookingNo, '', '', centsToText(fee.amountCents)]);
  }
  for (const transfer of statement.transfers) {
    rows.push([
      words.csvTransfer,
      transfer.date,
      transfer.bookingNo,
      `${kindWord[transfer.kind]} (${transfer.transferId})`,
      '',
      centsToText(transfer.amountCents),
    ]);
  }
  const { totals } = statement;
  const total = (label: string, cents: number) => [
    words.csvTotal,
    statement.monday,
    '',
    label,
    '',
    centsToText(cents),
  ];
  rows.push([
    words.csvTotal,
    statement.monday,
    '',
    words.totalHours,
    hoursText(totals.minutes),
    '',
  ]);
  rows.push(total(words.totalPay, totals.payCents));
  rows.push(total(words.totalTips, totals.tipsCents));
  rows.push(total(words.totalFees, totals.feesCents));
  rows.push(total(words.totalEarned, totals.earnedCents));
  rows.push(total(words.totalPaidOut, totals.paidOutCents));
  rows.push(total(words.totalToBePaid, totals.toBePaidCents));
  return `${BOM}${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}
