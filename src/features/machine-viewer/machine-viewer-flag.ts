import { clientConfig } from '../../config/client-config.ts';
import { isOperatorLogin } from '../../session/role.ts';

/** Who asks for /machines, as far as the viewer cares. */
export type MachineViewerUser = { operator: boolean };

/**
 * The one rule for who sees the machine viewer (decision 046): everyone in development and in a
 * build made with SHOW_MACHINES=1 (demo and review hosts), and a signed-in operator (decision
 * 047) in production. Customers, cleaners and visitors of a production site get the not-found
 * screen. The viewer holds no data (machine definitions and the tests' made-up examples), so the
 * tab's own idea of its login is enough: there is nothing for the server to withhold.
 */
export function canSeeMachines(
  user: MachineViewerUser,
  showMachines: boolean = clientConfig().showMachines,
): boolean {
  return showMachines || user.operator;
}

/** Read when the route loads, so tests can set the build's flags and the tab's login. */
export function isMachineViewerShown(): boolean {
  return canSeeMachines({ operator: isOperatorLogin() });
}
