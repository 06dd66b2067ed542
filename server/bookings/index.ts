// What the rest of the server may import from server/bookings (its public entry; decision 090).
export { bookingHandlers } from './bookings.handlers.ts';
export { cancelInTransaction } from './cancellation.ts';
export { addCancellationPolicy } from './cancellation-fee.queries.ts';
export { cancellationQuoteNow } from './cancellation-fee.ts';
export type { CancellationQuote } from './cancellation-fee.ts';
export { runUnacceptedBookings } from './unaccepted.ts';
export type { UnacceptedReport } from './unaccepted.ts';
export { unacceptedHandlers } from './unaccepted.handlers.ts';
export { rebookingHandlers } from './rebooking.handlers.ts';
export { runRequestedCleanerLapses } from './requested-lapse.ts';
export { rescheduleRequestHandlers } from './reschedule-requests.handlers.ts';
export { runRescheduleRequestExpiries } from './reschedule-requests.ts';
