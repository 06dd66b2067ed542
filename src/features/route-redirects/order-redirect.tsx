import { Navigate } from 'react-router-dom';
import { currentRole } from '../../session/role.ts';

/**
 * /order (decision 015): an order is a booking, so the route opens the signed-in person's list of
 * them — a customer's bookings, a contractor's jobs. Visitors are sent to /login by the layout.
 */
export function OrderRedirect() {
  return <Navigate to={currentRole() === 'contractor' ? '/jobs' : '/booking'} replace />;
}
