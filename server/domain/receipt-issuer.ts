/**
 * Who issues MapleShine's receipts: the legal name and the sales-tax registration numbers every
 * receipt and credit note prints (decision 101). Set by RECEIPT_LEGAL_NAME,
 * RECEIPT_GST_HST_NUMBER and RECEIPT_QST_NUMBER (server/config.ts); without them the examples
 * below are printed and each document says they are examples.
 */
export type ReceiptIssuer = {
  legalName: string;
  /** The business number's GST/HST account, e.g. 123456789 RT0001. */
  gstHstNumber: string;
  /** Quebec's QST registration, printed for a Quebec address; none when not registered. */
  qstNumber: string | null;
  /** The numbers are the examples below, not real registrations: the documents say so. */
  exampleNumbers: boolean;
};

export const EXAMPLE_LEGAL_NAME = 'MapleShine Cleaning Inc.';
export const EXAMPLE_GST_HST_NUMBER = '123456789 RT0001';
export const EXAMPLE_QST_NUMBER = '1234567890 TQ0001';

/** The offline default: example numbers, marked as such on every document. */
export const exampleReceiptIssuer: ReceiptIssuer = {
  legalName: EXAMPLE_LEGAL_NAME,
  gstHstNumber: EXAMPLE_GST_HST_NUMBER,
  qstNumber: EXAMPLE_QST_NUMBER,
  exampleNumbers: true,
};

/** A GST/HST account number as the CRA writes it: nine digits, RT, four digits. */
export const GST_HST_NUMBER_PATTERN = /^\d{9} ?RT ?\d{4}$/;
/** A QST registration number as Revenu Québec writes it: ten digits, TQ, four digits. */
export const QST_NUMBER_PATTERN = /^\d{10} ?TQ ?\d{4}$/;
