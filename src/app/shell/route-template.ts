/** What react-router's matchRoutes gives for a path, as far as a template needs it. */
export type RouteMatches = readonly { route: { path?: string | undefined } }[] | null;

/**
 * The route a path is shown by, as its template (`/blog-detail/:vSlug`, `/` for the home page,
 * `/*` for an unknown path), from the path's matches: measurements are grouped by it, and it
 * carries none of the slugs, codes or anything else a visitor typed into the address. The app's
 * page routes have absolute paths, so the deepest match with a path is the whole template.
 */
export function routeTemplateOf(matches: RouteMatches): string {
  const path = (matches ?? [{ route: { path: '*' } }])
    .map(({ route }) => route.path)
    .filter((segment) => segment !== undefined)
    .pop();
  if (path === undefined) return '/';
  return path.startsWith('/') ? path : `/${path}`;
}
