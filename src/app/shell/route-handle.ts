/** What a route tells the app shell about itself (react-router's `handle`). */
export type RouteHandle = {
  /**
   * The route shows the Page Not Found screen, so its meta is the `page-not-found` record and the
   * server answers 404; a function when that depends on the host (spec §2: /login and /register
   * on the main host). The server passes the request's host name; the browser, none (its own).
   */
  notFound?: boolean | ((hostname?: string) => boolean);
};

export function isNotFoundHandle(handle: unknown, hostname?: string): boolean {
  const notFound = (handle as RouteHandle | undefined)?.notFound;
  return typeof notFound === 'function' ? notFound(hostname) : notFound === true;
}
