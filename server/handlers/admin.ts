import type { AppContext } from '../context.ts';
import { adminBookingHandlers } from './admin/bookings.ts';
import { adminCoreHandlers } from './admin/core.ts';
import { adminCoreMoreHandlers } from './admin/core-more.ts';
import { adminPeopleHandlers } from './admin/people.ts';
import { adminSystemHandlers } from './admin/system.ts';

/**
 * The `admin` tag of openapi.yaml (decision 047): one spread per part of the console, each in
 * its own file under handlers/admin/, made with adminRead or adminWrite.
 */
export function adminHandlers(context: AppContext) {
  return {
    ...adminCoreHandlers(context),
    ...adminCoreMoreHandlers(context),
    ...adminBookingHandlers(context),
    ...adminPeopleHandlers(context),
    ...adminSystemHandlers(context),
  };
}
