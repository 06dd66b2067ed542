/** What a route tells the app shell about itself (react-router's `handle`). */
export type RouteHandle = {
  /**
   * The route shows the Page Not Found screen, so its meta is the `page-not-found` record; a
   * function when that depends on the host (spec §2: /login and /register on the main host).
   */
  notFound?: boolean | (() => boolean);
};

export function isNotFoundHandle(handle: unknown): boolean {
  const notFound = (handle as RouteHandle | undefined)?.notFound;
  return typeof notFound === 'function' ? notFound() : notFound === true;
}
