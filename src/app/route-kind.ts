import { contentSlugFor } from '../features/content/content-slug.ts';
import { routeMatchesAt } from './route-matches.ts';
import { routes } from './router.tsx';
import { hasLanguageLinks, isNotFoundHandle } from './shell/route-handle.ts';

/**
 * What the route table makes of an address, for the server (decision 036): a page that does not
 * exist (the server answers 404), a post or a service whose existence and meta depend on the
 * data, or any other page. Read from the router itself, so the server follows it as pages land.
 */
export type RouteKind =
  | { kind: 'notFound' }
  | { kind: 'blogPost'; slug: string }
  | { kind: 'service'; slug: string }
  | { kind: 'page' };

export function routeKindOf(url: URL): RouteKind {
  const matches = routeMatchesAt(routes, url.pathname);
  const leaf = matches.at(-1);
  if (!leaf || matches.some((match) => isNotFoundHandle(match.route.handle, url.hostname))) {
    return { kind: 'notFound' };
  }
  if (leaf.route.path === '/blog-detail/:vSlug') {
    return { kind: 'blogPost', slug: leaf.params.vSlug ?? '' };
  }
  if (leaf.route.path === '/service-detail/:vServiceName') {
    try {
      return { kind: 'service', slug: contentSlugFor(url.pathname) };
    } catch {
      // A malformed escape (`%E0`) names no service.
      return { kind: 'notFound' };
    }
  }
  return { kind: 'page' };
}

/**
 * Whether `pathname` (without its language's prefix) shows a public page: the server writes the
 * head of one the browser renders, with its addresses in both languages (decision 103). Not the
 * signed-in pages, the console, an address holding a secret, nor Page Not Found.
 */
export function isPublicPage(pathname: string, hostname?: string): boolean {
  const matches = routeMatchesAt(routes, pathname);
  return hasLanguageLinks(
    matches.map((match) => match.route.handle as unknown),
    hostname,
  );
}
