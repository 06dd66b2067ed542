/** What a route tells the app shell about itself (react-router's `handle`). */
export type RouteHandle = {
  /**
   * The route shows the Page Not Found screen, so its meta is the `page-not-found` record and the
   * server answers 404; a function when that depends on the host (spec §2: /login and /register
   * on the main host). The server passes the request's host name; the browser, none (its own).
   */
  notFound?: boolean | ((hostname?: string) => boolean);
  /**
   * A public page (the site's layout): search engines get its address in both languages, its head
   * linking each to the other (hreflang, decision 103).
   */
  publicPage?: boolean;
  /** The address holds a secret (a token): no search engine is pointed at it in any language. */
  secretLink?: boolean;
};

export function isNotFoundHandle(handle: unknown, hostname?: string): boolean {
  const notFound = (handle as RouteHandle | undefined)?.notFound;
  return typeof notFound === 'function' ? notFound(hostname) : notFound === true;
}

/** Whether the routes at an address (their handles) show a public page with language links. */
export function hasLanguageLinks(handles: readonly unknown[], hostname?: string): boolean {
  const all = handles as readonly (RouteHandle | undefined)[];
  return (
    all.some((handle) => handle?.publicPage === true) &&
    !all.some((handle) => handle?.secretLink === true || isNotFoundHandle(handle, hostname))
  );
}
