/**
 * /machines shows in development, and in a production build only when it was built with
 * SHOW_MACHINES=1 (vite.config.ts defines it; decision 016). Read when asked, so tests can set it.
 */
export function isMachineViewerShown(): boolean {
  return import.meta.env.DEV === true || import.meta.env.SHOW_MACHINES === '1';
}
