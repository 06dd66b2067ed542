import { clientConfig } from '../../config/client-config.ts';

/**
 * /machines shows in development, and in a production build only when it was built with
 * SHOW_MACHINES=1 (vite.config.ts defines it; decision 016). Read when asked, so tests can set it.
 */
export function isMachineViewerShown(): boolean {
  return clientConfig().showMachines;
}
