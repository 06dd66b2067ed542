/*
 * The parts of a booking's page that state facts and answer no press: its heading with the
 * status, the visit (when, where, what) and the cancellation line. One chunk, loaded after the
 * page's first render (decision 168, lazy-booking-facts.tsx).
 */
export { BookingHeader } from './booking-header.tsx';
export { VisitSection } from './visit-section.tsx';
export { CancellationLine } from '../../../components/cancellation-line.tsx';
