import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * The route a path is shown by, as its template (`/blog-detail/:vSlug`, `/` for the home page,
 * `/*` for an unknown path): measurements are grouped by it, and it carries none of the slugs,
 * codes or anything else a visitor typed into the address.
 */
export function routeTemplateOf(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return '/*';
  let template = '';
  for (const { route } of matches) {
    if (!route.path) continue;
    template = route.path.startsWith('/')
      ? route.path
      : `${template.replace(/\/$/, '')}/${route.path}`;
  }
  return template === '' ? '/' : template;
}
