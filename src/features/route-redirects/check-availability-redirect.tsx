import { Navigate } from 'react-router-dom';

/**
 * /check-availability-form (decision 015): availability is checked in the same-day booking flow,
 * whose stand-alone page is /book-now; one flow, so the old address leads there.
 */
export function CheckAvailabilityRedirect() {
  return <Navigate to="/book-now" replace />;
}
