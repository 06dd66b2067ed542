import type { AppContext } from '../context.ts';
import { adminBookingHandlers } from './bookings.handlers.ts';
import { adminCoreHandlers } from './core.handlers.ts';
import { adminCoreMoreHandlers } from './core-more.handlers.ts';
import { adminPeopleHandlers } from './people.handlers.ts';
import { adminSystemHandlers } from './system.handlers.ts';

/**
 * The `admin` tag of openapi.yaml (decision 047): one spread per part of the console, each in
 * its own `*.handlers.ts` of server/console/, made with adminRead or adminWrite.
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
