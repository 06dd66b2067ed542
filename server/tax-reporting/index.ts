// What the rest of the server may import from server/tax-reporting (its public entry; decision 090).
export { taxReportingHandlers } from './tax-reporting.handlers.ts';
export { taxDataKeys, fileTaxDataKeys, type TaxDataKeys } from './tax-data-keys.ts';
export { ownTaxDetails, type MaskedTaxDetails } from './tax-details.ts';
