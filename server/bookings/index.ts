// What the rest of the server may import from server/bookings (its public entry; decision 090).
export { bookingHandlers } from './bookings.handlers.ts';
export { cancelInTransaction } from './cancellation.ts';
