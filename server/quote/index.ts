// What the rest of the server may import from server/quote (its public entry; decision 090).
export {
  candidatesWhere,
  cleanerFreeStarts,
  cleanerIsFree,
  freeContractorCondition,
  freeStarts,
  hasFreeContractor,
  lockCity,
  TRAVEL_BUFFER_MINUTES,
} from './availability.ts';
export type { FreeStart, Window, WindowTerms } from './availability.ts';
export { addDays, LATEST_UNTIL_MINUTES } from './quote-window.ts';
export { quoteHandlers } from './cleaning-quote.handlers.ts';
export { keptAvailability } from './kept-availability.ts';
export type { KeptAvailability } from './kept-availability.ts';
export { applicableTaxes, estimateMinutes, priceBooking, taxLinesOnWire } from './pricing.ts';
export type { PriceBreakdown, PricedTax, PricingService, TaxLineOnWire } from './pricing.ts';
export {
  BOOKING_NOT_FOUND,
  findBookingOr404,
  priceWithTaxes,
  repriceQuotedBooking,
} from './quote.ts';
export { LEAD_PASSWORD_HASH, isLead } from './same-day-start.ts';
