import PDFDocument from 'pdfkit';
import { formatDay, formatPercent } from '#shared/i18n/format.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import { formatMessage, type MessageValues } from '#shared/i18n/message.ts';
import type { DocumentContent, ReceiptContent, TaxLine } from './receipt-content.ts';
import {
  cardText,
  hoursText,
  moneyText,
  rateText,
  receiptTexts,
  taxNameText,
  type ReceiptLabel,
} from './receipt-texts.ts';

const MARGIN = 56;
const PAGE_WIDTH = 612; // US Letter, as Canadian printers load it.
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const AMOUNT_WIDTH = 120;
const INK = '#1B2A33';
const MUTED = '#495057';
const SPRUCE = '#176455';

type Doc = PDFKit.PDFDocument;

/**
 * How a document speaks (decision 105): its labels, in the customer's language, or for a Quebec
 * address "French / English" in one run of text, French first and in the same type; its values
 * (money, dates, rates) in the language written first.
 */
type Voice = {
  label: (key: ReceiptLabel) => string;
  /** A label with values, each language's written in its own way ("10%", "10 %"). */
  labelWith: (key: ReceiptLabel, values: (locale: Locale) => MessageValues) => string;
  /** A sentence of the catalogue: one language, or the French then the English. */
  sentences: (key: ReceiptLabel) => string[];
  values: Locale;
  tax: (name: string) => string;
};

function voiceOf(content: DocumentContent): Voice {
  const locale = content.locale ?? DEFAULT_LOCALE;
  if (content.bilingual) {
    const french = receiptTexts('fr-CA').receiptLabels;
    const english = receiptTexts('en-CA').receiptLabels;
    return {
      label: (key) =>
        french[key] === english[key] ? french[key] : `${french[key]} / ${english[key]}`,
      labelWith: (key, values) => {
        const inFrench = formatMessage('fr-CA', french[key], values('fr-CA'));
        const inEnglish = formatMessage('en-CA', english[key], values('en-CA'));
        return inFrench === inEnglish ? inFrench : `${inFrench} / ${inEnglish}`;
      },
      sentences: (key) => [french[key], english[key]],
      values: 'fr-CA',
      tax: (name) => {
        const inFrench = taxNameText(name, 'fr-CA');
        return inFrench === name ? name : `${inFrench} / ${name}`;
      },
    };
  }
  const labels = receiptTexts(locale).receiptLabels;
  return {
    label: (key) => labels[key],
    labelWith: (key, values) => formatMessage(locale, labels[key], values(locale)),
    sentences: (key) => [labels[key]],
    values: locale,
    tax: (name) => taxNameText(name, locale),
  };
}

function format(voice: Voice, key: ReceiptLabel, values: MessageValues): string {
  return formatMessage(voice.values, receiptTexts(voice.values).receiptLabels[key], values);
}

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

/** "Label: value" on one line, the label muted ("Libellé : valeur" in French). */
function field(doc: Doc, voice: Voice, label: string, value: string) {
  const colon = voice.values === 'fr-CA' ? '\u00a0: ' : ': ';
  doc.font('Helvetica').fillColor(MUTED).text(`${label}${colon}`, { continued: true });
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

function taxRows(doc: Doc, voice: Voice, taxes: TaxLine[]) {
  for (const tax of taxes) {
    row(
      doc,
      `${voice.tax(tax.name)} (${rateText(tax.ratePpm, voice.values)})`,
      moneyText(tax.amountCents, voice.values),
    );
  }
}

function title(voice: Voice, content: DocumentContent): string {
  return voice.label(content.kind === 'receipt' ? 'receiptTitle' : 'creditNoteTitle');
}

function header(doc: Doc, voice: Voice, content: DocumentContent) {
  const day = (date: string) => formatDay(date, voice.values);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(SPRUCE)
    .text(content.issuer.legalName, MARGIN, MARGIN);
  doc.fontSize(10).font('Helvetica').fillColor(INK);
  field(doc, voice, voice.label('gstHstNumber'), content.issuer.gstHstNumber);
  if (content.issuer.qstNumber !== null) {
    field(doc, voice, voice.label('qstNumber'), content.issuer.qstNumber);
  }
  doc.moveDown(1);
  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text(title(voice, content));
  doc.fontSize(10).moveDown(0.3);
  field(
    doc,
    voice,
    voice.label(content.kind === 'receipt' ? 'receiptNumber' : 'creditNoteNumber'),
    content.number,
  );
  if (content.kind === 'creditNote') {
    field(
      doc,
      voice,
      voice.label('cites'),
      format(voice, 'citesValue', {
        number: content.cites.number,
        date: day(content.cites.issuedOn),
      }),
    );
  }
  field(doc, voice, voice.label('bookingNumber'), content.bookingNo);
  field(doc, voice, voice.label('issuedOn'), day(content.issuedOn));
  if (content.serviceDate !== null) {
    field(doc, voice, voice.label('serviceDate'), day(content.serviceDate));
  }
  if (content.kind === 'receipt')
    field(doc, voice, voice.label('chargeDate'), day(content.chargeDate));
  else field(doc, voice, voice.label('refundDate'), day(content.refundDate));
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').text(voice.label('billedTo'));
  doc.font('Helvetica').text(content.customerName);
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').text(voice.label('serviceAddress'));
  doc.font('Helvetica');
  for (const line of content.addressLines) doc.text(line);
  rule(doc);
}

function footer(doc: Doc, voice: Voice, content: DocumentContent) {
  rule(doc);
  doc.font('Helvetica').fillColor(MUTED);
  for (const sentence of voice.sentences(
    content.kind === 'receipt' ? 'receiptFooter' : 'creditNoteFooter',
  )) {
    doc.text(sentence, { width: CONTENT_WIDTH });
  }
  if (content.issuer.exampleNumbers) {
    doc.moveDown(0.5).font('Helvetica-Bold').fillColor('#c92a2a');
    for (const sentence of voice.sentences('exampleNumbers')) {
      doc.text(sentence, { width: CONTENT_WIDTH });
    }
  }
}

/**
 * The discount's line: a regular cleaning's ("Regular cleaning discount (10%)", decision 148), a
 * coupon's with its code, or a discount.
 */
function discountLabel(voice: Voice, content: ReceiptContent): string {
  if (content.planDiscountPercent !== undefined) {
    const percent = content.planDiscountPercent / 100;
    return voice.labelWith('planDiscount', (locale) => ({
      percent: formatPercent(percent, locale),
    }));
  }
  return content.couponCode === null
    ? voice.label('discount')
    : `${voice.label('discount')} (${content.couponCode})`;
}

function body(doc: Doc, voice: Voice, content: DocumentContent) {
  const locale = voice.values;
  field(doc, voice, voice.label('service'), content.service);
  if (content.kind === 'receipt') {
    field(doc, voice, voice.label('hours'), hoursText(content.minutes, locale));
    field(
      doc,
      voice,
      voice.label('rate'),
      format(voice, 'rateValue', { amount: moneyText(content.hourlyRateCents, locale) }),
    );
    field(
      doc,
      voice,
      voice.label('extras'),
      content.extras.length > 0
        ? content.extras.join(', ')
        : receiptTexts(locale).receiptLabels.noExtras,
    );
    rule(doc);
    row(doc, voice.label('subtotal'), moneyText(content.subtotalCents, locale));
    if (content.discountCents > 0) {
      row(doc, discountLabel(voice, content), moneyText(-content.discountCents, locale));
    }
    taxRows(doc, voice, content.taxes);
    doc.moveDown(0.2);
    row(doc, voice.label('total'), moneyText(content.totalCents, locale), { bold: true });
    doc.moveDown(0.6);
    field(doc, voice, voice.label('paidWith'), cardText(content.card, locale));
    return;
  }
  rule(doc);
  row(doc, voice.label('refundBeforeTax'), moneyText(content.amountBeforeTaxCents, locale));
  taxRows(doc, voice, content.taxes);
  doc.moveDown(0.2);
  row(doc, voice.label('refundTotal'), moneyText(content.totalCents, locale), { bold: true });
  doc.moveDown(0.6);
  field(doc, voice, voice.label('refundedTo'), cardText(content.card, locale));
}

/**
 * The document as a PDF (US Letter, the standard Helvetica faces, whose WinAnsi encoding holds
 * French's accents, « » and ’), as bytes, in the language its content was issued in.
 */
export function documentPdf(content: DocumentContent): Promise<Buffer> {
  const voice = voiceOf(content);
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: `${title(voice, content)} ${content.number}`,
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
  header(doc, voice, content);
  body(doc, voice, content);
  footer(doc, voice, content);
  doc.end();
  return done;
}
