/*
 * Host-dependent behaviour of spec §2. The hosts are fixed when the web app is built
 * (VITE_MAIN_HOST, VITE_DEMO_HOST) and read when asked, so tests can set them.
 */

function sameHost(hostname: string, configured: string | undefined): boolean {
  return Boolean(configured) && hostname.toLowerCase() === configured?.trim().toLowerCase();
}

/** On the main host, /login and /register show the not-found screen. */
export function isMainHost(hostname = window.location.hostname): boolean {
  return sameHost(hostname, import.meta.env.VITE_MAIN_HOST);
}

/** The demo host asks for a password before the app shows. */
export function isDemoHost(hostname = window.location.hostname): boolean {
  return sameHost(hostname, import.meta.env.VITE_DEMO_HOST);
}
