/** What react-router's matchRoutes gives for a path, as far as a template needs it. */
export type RouteMatches = readonly { route: { path?: string | undefined } }[] | null;

/**
 * The route a path is shown by, as its template (`/blog-detail/:vSlug`, `/` for the home page,
 * `/*` for an unknown path, `/admin/bookings/:bookingId` for a console page), from the path's
 * matches: measurements are grouped by it, and it carries none of the slugs, codes or anything
 * else a visitor typed into the address. A match's path is joined to its parents' unless it is
 * absolute, as the router joins them; the server keeps samples only for the templates of
 * `#shared/route-templates.ts`.
 */
export function routeTemplateOf(matches: RouteMatches): string {
  let template = '';
  // No match at all (null from react-router, none from routeMatchesAt) is an unknown address.
  const taken = matches?.length ? matches : [{ route: { path: '*' } }];
  for (const { route } of taken) {
    if (route.path === undefined || route.path === '') continue;
    template = route.path.startsWith('/') ? route.path : `${template}/${route.path}`;
  }
  return template === '' ? '/' : template;
}
