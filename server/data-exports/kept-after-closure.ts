/**
 * What MapleShine keeps after an account is closed, and for how long (issue 44, decision 138):
 * the one list the data export's page says it from, and the privacy page is to say it from too.
 * The words (what, why) are the catalogue's `keptAfterClosureTexts`, by these keys.
 */
export const keptAfterClosure = [
  { key: 'receipts', years: 6 },
  { key: 'ledger', years: 6 },
  { key: 'taxDetails', years: 6 },
  { key: 'securityIncidents', years: 2 },
] as const;

export type KeptAfterClosureKey = (typeof keptAfterClosure)[number]['key'];

/** How long a ready archive's link works. */
export const EXPORT_LINK_DAYS = 7;
/** A person may ask for a new archive this long after their last request. */
export const REQUEST_EVERY_HOURS = 24;
