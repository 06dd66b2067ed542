import PDFDocument from 'pdfkit';
import { formatDay, formatMoney, formatNumber } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import type { PayoutKind, Statement } from './statements.ts';
import { statementTexts } from './texts.ts';

/*
 * A week's statement as a PDF, drawn as the receipts are (server/receipts/receipt-pdf.ts):
 * pdfkit, US Letter, the standard Helvetica faces (their WinAnsi encoding holds French's accents,
 * « » and ’), every word from the catalogue and every value written in the cleaner's language
 * (« 1 234,56 $ », « 23 novembre 2026 »).
 */

const MARGIN = 56;
const PAGE_WIDTH = 612;
const PAGE_HEIGHT = 792;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const INK = '#1B2A33';
const MUTED = '#495057';
const SPRUCE = '#176455';

type Doc = PDFKit.PDFDocument;
type Column = { width: number; align?: 'left' | 'right' };

function roomFor(doc: Doc, height: number) {
  if (doc.y + height > PAGE_HEIGHT - MARGIN) doc.addPage();
}

/** One line of a table: each cell in its column, the line as tall as its tallest cell. */
function tableRow(doc: Doc, columns: Column[], cells: string[], bold = false) {
  roomFor(doc, 16);
  const y = doc.y;
  let x = MARGIN;
  let bottom = y;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fillColor(INK);
  columns.forEach((column, index) => {
    doc.text(cells[index] ?? '', x, y, { width: column.width - 6, align: column.align ?? 'left' });
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  });
  doc.x = MARGIN;
  doc.y = bottom + 2;
}

function section(doc: Doc, title: string) {
  roomFor(doc, 48);
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(SPRUCE).text(title, MARGIN);
  doc.fontSize(10).moveDown(0.2);
}

function rule(doc: Doc) {
  doc.moveDown(0.3);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(PAGE_WIDTH - MARGIN, doc.y)
    .lineWidth(0.75)
    .strokeColor('#7B8A93')
    .stroke();
  doc.moveDown(0.4);
}

/** A table under its heading, or "None this week." */
function table(
  doc: Doc,
  title: string,
  columns: Column[],
  head: string[],
  lines: string[][],
  none: string,
) {
  section(doc, title);
  if (lines.length === 0) {
    doc.font('Helvetica').fillColor(MUTED).text(none, MARGIN);
    return;
  }
  doc.fillColor(MUTED);
  tableRow(doc, columns, head, true);
  for (const line of lines) tableRow(doc, columns, line);
}

export function statementPdf(statement: Statement, locale: Locale): Promise<Buffer> {
  const words = statementTexts(locale).statementDocument;
  const money = (cents: number) => formatMoney(cents / 100, locale);
  const day = (date: string) => formatDay(date, locale);
  const hours = (minutes: number) => formatNumber(minutes / 60, locale, 2);
  const kindWord: Record<PayoutKind, string> = {
    service: words.kindService,
    tip: words.kindTip,
    cancellationFee: words.kindCancellationFee,
  };
  const weekOf = formatMessage(locale, words.weekOf, {
    from: day(statement.monday),
    to: day(statement.sunday),
  });
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: `${words.title} — ${weekOf}`, Author: 'MapleShine' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const colon = locale === 'fr-CA' ? '\u00a0: ' : ': ';

  doc.font('Helvetica-Bold').fontSize(20).fillColor(SPRUCE).text('MapleShine', MARGIN, MARGIN);
  doc.moveDown(0.5);
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(words.title);
  doc.fontSize(10).font('Helvetica').text(weekOf);
  doc.moveDown(0.3);
  for (const [label, value] of [
    [words.cleaner, statement.cleanerName],
    [words.city, statement.cityName],
  ] as const) {
    doc.font('Helvetica').fillColor(MUTED).text(`${label}${colon}`, { continued: true });
    doc.fillColor(INK).text(value);
  }
  doc.fillColor(MUTED).text(formatMessage(locale, words.timeZone, { zone: statement.timeZone }));
  rule(doc);

  const w = CONTENT_WIDTH;
  table(
    doc,
    words.jobs,
    [
      { width: w * 0.3 },
      { width: w * 0.18 },
      { width: w * 0.22 },
      { width: w * 0.12, align: 'right' },
      { width: w * 0.18, align: 'right' },
    ],
    [words.date, words.booking, words.service, words.hours, words.pay],
    statement.jobs.map((job) => [
      day(job.date),
      job.bookingNo,
      job.service,
      hours(job.minutes),
      money(job.payCents),
    ]),
    words.none,
  );
  const amountColumns: Column[] = [
    { width: w * 0.4 },
    { width: w * 0.35 },
    { width: w * 0.25, align: 'right' },
  ];
  table(
    doc,
    words.tips,
    amountColumns,
    [words.date, words.booking, words.amount],
    statement.tips.map((tip) => [day(tip.date), tip.bookingNo, money(tip.amountCents)]),
    words.none,
  );
  table(
    doc,
    words.fees,
    amountColumns,
    [words.date, words.booking, words.amount],
    statement.fees.map((fee) => [day(fee.date), fee.bookingNo, money(fee.amountCents)]),
    words.none,
  );
  table(
    doc,
    words.transfers,
    [
      { width: w * 0.3 },
      { width: w * 0.18 },
      { width: w * 0.3 },
      { width: w * 0.22, align: 'right' },
    ],
    [words.sentOn, words.booking, words.paidFor, words.amount],
    statement.transfers.map((transfer) => [
      day(transfer.date),
      transfer.bookingNo,
      kindWord[transfer.kind],
      money(transfer.amountCents),
    ]),
    words.none,
  );

  const { totals } = statement;
  section(doc, words.totals);
  const totalColumns: Column[] = [{ width: w * 0.7 }, { width: w * 0.3, align: 'right' }];
  tableRow(doc, totalColumns, [words.totalHours, hours(totals.minutes)]);
  tableRow(doc, totalColumns, [words.totalPay, money(totals.payCents)]);
  tableRow(doc, totalColumns, [words.totalTips, money(totals.tipsCents)]);
  tableRow(doc, totalColumns, [words.totalFees, money(totals.feesCents)]);
  tableRow(doc, totalColumns, [words.totalEarned, money(totals.earnedCents)], true);
  tableRow(doc, totalColumns, [words.totalPaidOut, money(totals.paidOutCents)]);
  tableRow(doc, totalColumns, [words.totalToBePaid, money(totals.toBePaidCents)], true);
  if (statement.waitingForPayoutAccount) {
    doc.moveDown(0.5).font('Helvetica-Bold').fillColor('#c92a2a');
    doc.text(words.waitingForAccount, MARGIN, doc.y, { width: CONTENT_WIDTH });
  }
  rule(doc);
  doc
    .font('Helvetica')
    .fillColor(MUTED)
    .text(words.footer, MARGIN, doc.y, { width: CONTENT_WIDTH });
  doc.end();
  return done;
}
