import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import type { ReceiptIssuer } from '../domain/receipt-issuer.ts';
import { receiptTexts } from './receipt-texts.ts';

/**
 * What a receipt or a credit note prints, as structured lines (decision 101): kept beside the
 * PDF when it is issued, so what was printed can be read back without reading the PDF, and
 * never built again for a document that exists.
 */

export type ChargedCard = { brand: string; last4: string };

/** One sales tax as printed: its name, its rate (parts per million) and its amount. */
export type TaxLine = { name: string; ratePpm: number; amountCents: number };

/** The issuer as printed: the QST number only on a Quebec document. */
export type PrintedIssuer = {
  legalName: string;
  gstHstNumber: string;
  qstNumber: string | null;
  exampleNumbers: boolean;
};

type Common = {
  number: string;
  /** ISO date (YYYY-MM-DD) in the service address's time zone. */
  issuedOn: string;
  bookingNo: string;
  customerName: string;
  addressLines: string[];
  provinceCode: string;
  service: string;
  /** ISO date of the cleaning. */
  serviceDate: string | null;
  card: ChargedCard | null;
  issuer: PrintedIssuer;
  /**
   * The customer's language when it was issued (decision 105); a document issued before
   * languages were kept is English. A reprint is the stored PDF, so it stays in this language.
   */
  locale?: Locale;
  /** A Quebec service address: every label in French first, then English (Charter, Bill 96). */
  bilingual?: boolean;
};

export type ReceiptContent = Common & {
  kind: 'receipt';
  /** ISO date the card was charged. */
  chargeDate: string;
  minutes: number;
  hourlyRateCents: number;
  extras: string[];
  subtotalCents: number;
  discountCents: number;
  couponCode: string | null;
  /**
   * A regular cleaning's visit (issue 45): its discount is the plan's, this percent off, and is
   * printed as such (decision 148). Absent on a one-time booking and on receipts issued before.
   */
  planDiscountPercent?: number;
  taxes: TaxLine[];
  totalCents: number;
};

export type CreditNoteContent = Common & {
  kind: 'creditNote';
  /** The receipt this credit note reduces. */
  cites: { number: string; issuedOn: string };
  refundDate: string;
  amountBeforeTaxCents: number;
  taxes: TaxLine[];
  totalCents: number;
};

export type DocumentContent = ReceiptContent | CreditNoteContent;

export function printedIssuer(issuer: ReceiptIssuer, provinceCode: string): PrintedIssuer {
  return {
    legalName: issuer.legalName,
    gstHstNumber: issuer.gstHstNumber,
    qstNumber: provinceCode === 'QC' ? issuer.qstNumber : null,
    exampleNumbers: issuer.exampleNumbers,
  };
}

/** "10150 Jasper Ave NW, Unit 1203" and "Edmonton, AB T5J 1W4" (French: "…, unité 1203"). */
export function addressLines(
  place: {
    address: string;
    unit: string;
    cityName: string;
    provinceCode: string;
    postalCode: string | null;
  },
  locale: Locale = DEFAULT_LOCALE,
): string[] {
  const words = receiptTexts(locale).receiptLabels;
  const street =
    place.unit.trim() === ''
      ? place.address
      : formatMessage(locale, words.unitAddress, { address: place.address, unit: place.unit });
  const city = [`${place.cityName}, ${place.provinceCode}`, place.postalCode ?? '']
    .filter((part) => part !== '')
    .join(' ');
  return [street, city];
}

type Rate = { name: string; ratePpm: number };

/**
 * The booking's tax as lines of the rates it was priced with (each rounds half up to the cent on
 * the discounted amount, as the quote does: server/quote/pricing.ts). The booking keeps only
 * their sum and joined names; when the rates read now do not give exactly that (a rate edited
 * since), the sum charged is what the receipt must show, so each name it was charged under gets
 * its share at the rate the amounts themselves give.
 */
export function taxLines(
  rates: Rate[],
  charged: { taxableCents: number; taxCents: number; taxName: string },
): TaxLine[] {
  const lines = rates.map((rate) => ({
    name: rate.name,
    ratePpm: rate.ratePpm,
    amountCents: Math.round((charged.taxableCents * rate.ratePpm) / 1_000_000),
  }));
  const sum = lines.reduce((total, line) => total + line.amountCents, 0);
  const names = lines.map((line) => line.name).join(' + ');
  if (sum === charged.taxCents && names === charged.taxName) return lines;
  if (charged.taxCents === 0) return [];
  const chargedNames = charged.taxName.split(' + ').filter((name) => name !== '');
  const shownNames = chargedNames.length > 0 ? chargedNames : ['Tax'];
  return splitProportionally(
    charged.taxCents,
    shownNames.map(() => 1),
  ).map((amountCents, index) => ({
    name: shownNames[index] ?? 'Tax',
    ratePpm:
      charged.taxableCents === 0 ? 0 : Math.round((amountCents * 1_000_000) / charged.taxableCents),
    amountCents,
  }));
}

/** `total` split by the weights, in whole cents, the last part taking what rounding leaves. */
function splitProportionally(total: number, weights: number[]): number[] {
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  if (weightSum === 0) return weights.map((_, index) => (index === weights.length - 1 ? total : 0));
  let given = 0;
  return weights.map((weight, index) => {
    if (index === weights.length - 1) return total - given;
    const part = Math.round((total * weight) / weightSum);
    given += part;
    return part;
  });
}

/**
 * The tax share of a refund: the refund is taken to include tax in the proportion the charge
 * did, each tax line giving back its part (the last line takes the rounding).
 */
export function refundTaxLines(
  receipt: { taxes: TaxLine[]; totalCents: number },
  refundCents: number,
): { amountBeforeTaxCents: number; taxes: TaxLine[] } {
  const receiptTax = receipt.taxes.reduce((sum, line) => sum + line.amountCents, 0);
  const taxShare =
    receipt.totalCents === 0 ? 0 : Math.round((refundCents * receiptTax) / receipt.totalCents);
  const parts = splitProportionally(
    taxShare,
    receipt.taxes.map((line) => line.amountCents),
  );
  return {
    amountBeforeTaxCents: refundCents - taxShare,
    taxes: receipt.taxes.map((line, index) => ({
      name: line.name,
      ratePpm: line.ratePpm,
      amountCents: parts[index] ?? 0,
    })),
  };
}
