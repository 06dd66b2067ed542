import PDFDocument from 'pdfkit';
import { dateText } from '../domain/local-time.ts';
import type { DocumentContent, TaxLine } from './receipt-content.ts';
import { cardText, hoursText, moneyText, rateText, receiptTexts as t } from './receipt-texts.ts';

const MARGIN = 56;
const PAGE_WIDTH = 612; // US Letter, as Canadian printers load it.
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const AMOUNT_WIDTH = 120;
const INK = '#1B2A33';
const MUTED = '#495057';
const SPRUCE = '#176455';

type Doc = PDFKit.PDFDocument;

/** A label on the left and its value on the right, on one line. */
function row(doc: Doc, label: string, value: string, options: { bold?: boolean } = {}) {
  const y = doc.y;
  doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fillColor(INK);
  doc.text(label, MARGIN, y, { width: CONTENT_WIDTH - AMOUNT_WIDTH - 8 });
  const afterLabel = doc.y;
  doc.text(value, PAGE_WIDTH - MARGIN - AMOUNT_WIDTH, y, {
    width: AMOUNT_WIDTH,
    align: 'right',
  });
  doc.y = Math.max(afterLabel, doc.y);
  doc.x = MARGIN;
}

/** "Label: value" on one line, the label muted. */
function field(doc: Doc, label: string, value: string) {
  doc.font('Helvetica').fillColor(MUTED).text(`${label}: `, { continued: true });
  doc.fillColor(INK).text(value);
}

function rule(doc: Doc) {
  doc.moveDown(0.4);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(PAGE_WIDTH - MARGIN, doc.y)
    .lineWidth(0.75)
    .strokeColor('#7B8A93')
    .stroke();
  doc.moveDown(0.6);
}

function taxRows(doc: Doc, taxes: TaxLine[]) {
  for (const tax of taxes) {
    row(doc, `${tax.name} (${rateText(tax.ratePpm)})`, moneyText(tax.amountCents));
  }
}

function header(doc: Doc, content: DocumentContent) {
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(SPRUCE)
    .text(content.issuer.legalName, MARGIN, MARGIN);
  doc.fontSize(10).font('Helvetica').fillColor(INK);
  doc.text(`${t.gstHstNumber}: ${content.issuer.gstHstNumber}`);
  if (content.issuer.qstNumber !== null) {
    doc.text(`${t.qstNumber}: ${content.issuer.qstNumber}`);
  }
  doc.moveDown(1);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(content.kind === 'receipt' ? t.receiptTitle : t.creditNoteTitle);
  doc.fontSize(10).moveDown(0.3);
  field(doc, content.kind === 'receipt' ? t.receiptNumber : t.creditNoteNumber, content.number);
  if (content.kind === 'creditNote') {
    field(
      doc,
      t.cites,
      `${content.cites.number} (${t.citesIssued} ${dateText(content.cites.issuedOn)})`,
    );
  }
  field(doc, t.bookingNumber, content.bookingNo);
  field(doc, t.issuedOn, dateText(content.issuedOn));
  if (content.serviceDate !== null) field(doc, t.serviceDate, dateText(content.serviceDate));
  if (content.kind === 'receipt') field(doc, t.chargeDate, dateText(content.chargeDate));
  else field(doc, t.refundDate, dateText(content.refundDate));
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').text(t.billedTo);
  doc.font('Helvetica').text(content.customerName);
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').text(t.serviceAddress);
  doc.font('Helvetica');
  for (const line of content.addressLines) doc.text(line);
  rule(doc);
}

function footer(doc: Doc, content: DocumentContent) {
  rule(doc);
  doc
    .font('Helvetica')
    .fillColor(MUTED)
    .text(content.kind === 'receipt' ? t.receiptFooter : t.creditNoteFooter, {
      width: CONTENT_WIDTH,
    });
  if (content.issuer.exampleNumbers) {
    doc.moveDown(0.5).font('Helvetica-Bold').fillColor('#c92a2a').text(t.exampleNumbers, {
      width: CONTENT_WIDTH,
    });
  }
}

function body(doc: Doc, content: DocumentContent) {
  if (content.kind === 'receipt') {
    field(doc, t.service, content.service);
    field(doc, t.hours, hoursText(content.minutes));
    field(doc, t.rate, `${moneyText(content.hourlyRateCents)} per hour`);
    field(doc, t.extras, content.extras.length > 0 ? content.extras.join(', ') : t.noExtras);
    rule(doc);
    row(doc, t.subtotal, moneyText(content.subtotalCents));
    if (content.discountCents > 0) {
      const label =
        content.couponCode === null ? t.discount : `${t.discount} (${content.couponCode})`;
      row(doc, label, moneyText(-content.discountCents));
    }
    taxRows(doc, content.taxes);
    doc.moveDown(0.2);
    row(doc, t.total, moneyText(content.totalCents), { bold: true });
    doc.moveDown(0.6);
    field(doc, t.paidWith, cardText(content.card));
    return;
  }
  field(doc, t.service, content.service);
  rule(doc);
  row(doc, t.refundBeforeTax, moneyText(content.amountBeforeTaxCents));
  taxRows(doc, content.taxes);
  doc.moveDown(0.2);
  row(doc, t.refundTotal, moneyText(content.totalCents), { bold: true });
  doc.moveDown(0.6);
  field(doc, t.refundedTo, cardText(content.card));
}

/** The document as a PDF (US Letter, the standard Helvetica faces), as bytes. */
export function documentPdf(content: DocumentContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: `${content.kind === 'receipt' ? t.receiptTitle : t.creditNoteTitle} ${content.number}`,
      Author: content.issuer.legalName,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(10);
  header(doc, content);
  body(doc, content);
  footer(doc, content);
  doc.end();
  return done;
}
