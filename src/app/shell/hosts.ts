/*
 * Host-dependent behaviour of spec §2. The hosts are fixed when the web app is built
 * (VITE_MAIN_HOST, VITE_DEMO_HOST) and read when asked, so tests can set them.
 */
import { clientConfig } from '../../config/client-config.ts';

function sameHost(hostname: string, configured: string | undefined): boolean {
  return Boolean(configured) && hostname.toLowerCase() === configured?.trim().toLowerCase();
}

/** The page's host name; none while the server renders a page (it passes the request's). */
function pageHostname(): string {
  return typeof window === 'undefined' ? '' : window.location.hostname;
}

/** On the main host, /login and /register show the not-found screen. */
export function isMainHost(hostname = pageHostname()): boolean {
  return sameHost(hostname, clientConfig().mainHost);
}

/** The demo host asks for a password before the app shows. */
export function isDemoHost(hostname = pageHostname()): boolean {
  return sameHost(hostname, clientConfig().demoHost);
}

/**
 * The host names the app shows differently (the main and the demo host). The server renders a
 * page for any other host as for PUBLIC_URL's (decision 055).
 */
export function configuredHosts(): string[] {
  const { mainHost, demoHost } = clientConfig();
  return [mainHost, demoHost].flatMap((host) => (host?.trim() ? [host.trim().toLowerCase()] : []));
}
