/** What the receipts part of a booking says, in one place (decision 101). */
export const receiptLabels = {
  downloadReceipt: 'Download receipt',
  creditNotes: 'Credit notes',
  /** "Credit note CN-2026-000004, $22.60". */
  creditNote: (number: string, amount: string) => `Credit note ${number}, ${amount}`,
  receiptFor: (number: string) => `Receipt ${number}`,
  downloading: 'Downloading…',
  failed: 'The file could not be downloaded. Please try again.',
} as const;
