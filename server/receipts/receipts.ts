import type { CatalogReads } from '../catalog/index.ts';
import type { Database } from '../db/database.ts';
import { bookingIdOfLink } from '../db/shared-queries/booking-links.ts';
import { NotFoundError } from '../domain/errors.ts';
import { dateText, localNow } from '../domain/local-time.ts';
import type { ReceiptIssuer } from '../domain/receipt-issuer.ts';
import type { MailAttachment } from '../platform/mail/mailer.ts';
import { applicableTaxes } from '../quote/index.ts';
import {
  addressLines,
  printedIssuer,
  refundTaxLines,
  taxLines,
  type ChargedCard,
  type CreditNoteContent,
  type DocumentContent,
  type ReceiptContent,
} from './receipt-content.ts';
import { documentPdf } from './receipt-pdf.ts';
import { moneyText } from './receipt-texts.ts';
import { contentRefusals } from './texts.ts';

const RECEIPT_NOT_FOUND = contentRefusals.receiptNotFound;
const BOOKING_NOT_FOUND = contentRefusals.bookingNotFound;
import {
  bookingToPrint,
  creditNoteOfRefund,
  documentOfBooking,
  documentsOfBooking,
  insertDocument,
  ownerOfBooking,
  receiptOfBooking,
  refundRow,
  takeNextNumber,
  taxRatesOfProvince,
  type DocumentKind,
} from './receipts.queries.ts';
import { localeOfBooking } from '../db/shared-queries/locales.ts';

/** The province whose documents are printed in French and English (Charter of the French Language). */
const QUEBEC = 'QC';

type Issuing = { receiptIssuer: ReceiptIssuer; catalog: Pick<CatalogReads, 'namesIn'> };

/** "2026-000123"; a credit note's series: "CN-2026-000004". */
export function documentNumber(kind: DocumentKind, year: number, sequence: number): string {
  const number = `${year}-${String(sequence).padStart(6, '0')}`;
  return kind === 'receipt' ? number : `CN-${number}`;
}

export const DOCUMENT_NUMBER_PATTERN = /^(CN-)?\d{4}-\d{6,}$/;

function contentOf(stored: Record<string, unknown>): DocumentContent {
  // Written by this module alone (issueReceipt, issueCreditNote) and never changed.
  return stored as unknown as DocumentContent;
}

async function numbered(tx: Database, kind: DocumentKind, issuedOn: string) {
  const year = Number(issuedOn.slice(0, 4));
  const sequence = await takeNextNumber(tx, kind, year);
  return { year, sequence, number: documentNumber(kind, year, sequence) };
}

/**
 * Issues the booking's receipt in the transaction that charged its card (decision 101): its
 * number is the next of its year's series, and the PDF and the lines it prints are stored as
 * they are. A booking has one receipt: asked again, this answers the one issued.
 */
export async function issueReceipt(
  context: Issuing,
  tx: Database,
  bookingId: number,
  charge: { card: ChargedCard | null; chargedAt: Date },
) {
  const existing = await receiptOfBooking(tx, bookingId);
  if (existing) return existing;
  const found = await bookingToPrint(tx, bookingId);
  const booking = found?.booking;
  if (!found || !booking || booking.totalCents === null || booking.subtotalCents === null) {
    throw new Error(`booking ${bookingId} was charged without a price to print`);
  }
  const issuedOn = localNow(found.timeZone, charge.chargedAt).date;
  const taxable = booking.subtotalCents - booking.discountCents;
  const rates =
    booking.localDate === null
      ? []
      : applicableTaxes(
          await taxRatesOfProvince(tx, found.provinceCode),
          found.serviceSlug,
          booking.localDate,
        );
  const { year, sequence, number } = await numbered(tx, 'receipt', issuedOn);
  // Printed in the customer's language, and for a Quebec address in French and English, French
  // first (decision 105); kept as printed, so a reprint stays in the language it was issued in.
  const locale = await localeOfBooking(tx, bookingId);
  const bilingual = found.provinceCode === QUEBEC;
  // Its values, the catalog's names among them (decision 116), are written in French on a
  // bilingual document, as its address lines are.
  const names = await context.catalog.namesIn(bilingual ? 'fr-CA' : locale, tx);
  const content: ReceiptContent = {
    kind: 'receipt',
    number,
    issuedOn,
    bookingNo: booking.bookingNo,
    customerName: booking.fullName,
    addressLines: addressLines(
      {
        address: booking.address,
        unit: booking.unit,
        cityName: names.city(found.cityName),
        provinceCode: found.provinceCode,
        postalCode: booking.postalCode,
      },
      bilingual ? 'fr-CA' : locale,
    ),
    provinceCode: found.provinceCode,
    service: names.service(found.serviceName),
    serviceDate: booking.localDate,
    card: charge.card,
    issuer: printedIssuer(context.receiptIssuer, found.provinceCode),
    locale,
    bilingual,
    chargeDate: issuedOn,
    minutes: booking.estimatedMinutes ?? 0,
    hourlyRateCents: booking.hourlyRateCents ?? 0,
    extras: names.extras(booking.extras),
    subtotalCents: booking.subtotalCents,
    discountCents: booking.discountCents,
    couponCode: found.couponCode,
    // A plan's visit names its discount as the plan's, never as a coupon's (decision 148).
    ...(found.planDiscountPercent === null || booking.discountCents === 0
      ? {}
      : { planDiscountPercent: found.planDiscountPercent }),
    taxes: taxLines(rates, {
      taxableCents: taxable,
      taxCents: booking.taxCents ?? 0,
      taxName: booking.taxName,
    }),
    totalCents: booking.totalCents,
  };
  return insertDocument(tx, {
    bookingId,
    kind: 'receipt',
    year,
    sequence,
    number,
    issuedAt: charge.chargedAt,
    amountCents: content.totalCents,
    taxCents: content.taxes.reduce((sum, line) => sum + line.amountCents, 0),
    content,
    pdf: await documentPdf(content),
  });
}

/**
 * Issues the credit note of a refund in the refund's transaction: its own series, citing the
 * booking's receipt, with the refund's tax share. A booking charged before receipts existed gets
 * its receipt first, dated as charged. Once per refund.
 */
export async function issueCreditNote(context: Issuing, tx: Database, refundId: number, now: Date) {
  const existing = await creditNoteOfRefund(tx, refundId);
  if (existing) return existing;
  const refund = await refundRow(tx, refundId);
  if (!refund) throw new Error(`refund ${refundId} vanished inside its own transaction`);
  const found = await bookingToPrint(tx, refund.bookingId);
  if (!found) throw new Error(`booking ${refund.bookingId} has no city or service to print`);
  const receipt = await issueReceipt(context, tx, refund.bookingId, {
    card: null,
    chargedAt: found.booking.capturedAt ?? now,
  });
  const cited = contentOf(receipt.content);
  if (cited.kind !== 'receipt') throw new Error(`document ${receipt.number} is not a receipt`);
  const issuedOn = localNow(found.timeZone, now).date;
  const share = refundTaxLines(cited, refund.amountCents);
  const { year, sequence, number } = await numbered(tx, 'creditNote', issuedOn);
  const content: CreditNoteContent = {
    kind: 'creditNote',
    number,
    issuedOn,
    bookingNo: cited.bookingNo,
    customerName: cited.customerName,
    addressLines: cited.addressLines,
    provinceCode: cited.provinceCode,
    service: cited.service,
    serviceDate: cited.serviceDate,
    card: cited.card,
    issuer: printedIssuer(context.receiptIssuer, cited.provinceCode),
    // In the language of the receipt it reduces, whose address lines it repeats.
    ...(cited.locale === undefined ? {} : { locale: cited.locale }),
    ...(cited.bilingual === undefined ? {} : { bilingual: cited.bilingual }),
    cites: { number: cited.number, issuedOn: cited.issuedOn },
    refundDate: issuedOn,
    amountBeforeTaxCents: share.amountBeforeTaxCents,
    taxes: share.taxes,
    totalCents: refund.amountCents,
  };
  return insertDocument(tx, {
    bookingId: refund.bookingId,
    kind: 'creditNote',
    year,
    sequence,
    number,
    refundId,
    citesId: receipt.id,
    issuedAt: now,
    amountCents: refund.amountCents,
    taxCents: share.taxes.reduce((sum, line) => sum + line.amountCents, 0),
    content,
    pdf: await documentPdf(content),
  });
}

/** The file name a document downloads as: MapleShine-receipt-2026-000123.pdf. */
export function documentFileName(kind: DocumentKind, number: string): string {
  return kind === 'receipt'
    ? `MapleShine-receipt-${number}.pdf`
    : `MapleShine-credit-note-${number}.pdf`;
}

/**
 * The booking's receipt as an e-mail attachment (the completion e-mail carries it), the stored
 * bytes in base64; none before the card was charged.
 */
export async function receiptAttachment(
  db: Database,
  bookingId: number,
): Promise<MailAttachment | null> {
  const receipt = await receiptOfBooking(db, bookingId);
  if (!receipt) return null;
  const stored = await documentOfBooking(db, bookingId, receipt.number);
  if (!stored) return null;
  return {
    filename: documentFileName('receipt', stored.number),
    contentType: 'application/pdf',
    content: stored.pdf.toString('base64'),
    encoding: 'base64',
  };
}

export type DocumentOnWire = {
  vNumber: string;
  eKind: DocumentKind;
  dIssuedOn: string;
  vIssuedOn: string;
  vAmount: string;
  vCites: string | null;
  vFileName: string;
};

async function documentsOnWire(db: Database, bookingId: number): Promise<DocumentOnWire[]> {
  const rows = await documentsOfBooking(db, bookingId);
  return rows.map((row) => {
    const content = contentOf(row.content);
    return {
      vNumber: row.number,
      eKind: row.kind,
      dIssuedOn: content.issuedOn,
      vIssuedOn: dateText(content.issuedOn),
      vAmount: moneyText(row.amountCents),
      vCites: content.kind === 'creditNote' ? content.cites.number : null,
      vFileName: documentFileName(row.kind, row.number),
    };
  });
}

export type DocumentFile = { fileName: string; pdf: Buffer };

async function documentFile(db: Database, bookingId: number, number: string) {
  const stored = await documentOfBooking(db, bookingId, number);
  if (!stored) throw new NotFoundError(RECEIPT_NOT_FOUND);
  return { fileName: documentFileName(stored.kind, stored.number), pdf: stored.pdf };
}

/** Someone else's booking answers exactly like one that does not exist. */
async function ownBooking(db: Database, customerId: number, bookingId: number) {
  if ((await ownerOfBooking(db, bookingId)) !== customerId) {
    throw new NotFoundError(BOOKING_NOT_FOUND);
  }
}

async function linkedBooking(db: Database, token: string): Promise<number> {
  const bookingId = await bookingIdOfLink(db, token);
  if (bookingId === null) throw new NotFoundError(BOOKING_NOT_FOUND);
  return bookingId;
}

export async function customerDocuments(db: Database, customerId: number, bookingId: number) {
  await ownBooking(db, customerId, bookingId);
  return documentsOnWire(db, bookingId);
}

export async function customerDocumentFile(
  db: Database,
  customerId: number,
  bookingId: number,
  number: string,
): Promise<DocumentFile> {
  await ownBooking(db, customerId, bookingId);
  return documentFile(db, bookingId, number);
}

export async function linkDocuments(db: Database, token: string) {
  return documentsOnWire(db, await linkedBooking(db, token));
}

export async function linkDocumentFile(
  db: Database,
  token: string,
  number: string,
): Promise<DocumentFile> {
  return documentFile(db, await linkedBooking(db, token), number);
}

export async function operatorDocuments(db: Database, bookingId: number) {
  if ((await ownerOfBooking(db, bookingId)) === null) throw new NotFoundError(BOOKING_NOT_FOUND);
  return documentsOnWire(db, bookingId);
}

export async function operatorDocumentFile(
  db: Database,
  bookingId: number,
  number: string,
): Promise<DocumentFile> {
  return documentFile(db, bookingId, number);
}
