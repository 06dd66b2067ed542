import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation, useMatches } from 'react-router-dom';
import { ApiError, dataOf, useApiClient, type ApiClient } from '../../api/client.ts';
import { SITE_NAME, pageTitle } from '../../components/use-page-title.ts';
import { isNotFoundHandle } from './route-handle.ts';

/** Spec §9: what a route without meta says about itself. */
export const DEFAULT_DESCRIPTION = 'Professional cleaning services';
export const DEFAULT_KEYWORDS = 'cleaning, housekeeping';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Spec §4: the meta slug of a route is its first path segment, `home` for the root and
 * `page-not-found` when the route shows the not-found screen.
 */
export function metaSlugFor(pathname: string, showsNotFound: boolean): string {
  if (showsNotFound) return 'page-not-found';
  const first = pathname.split('/').find((segment) => segment !== '');
  return first === undefined ? 'home' : decodeURIComponent(first).toLowerCase();
}

/** The meta record of a slug, or null when there is none (404) or the slug cannot have one. */
export const pageMetaQuery = (client: ApiClient, slug: string) =>
  queryOptions({
    queryKey: ['meta', slug],
    queryFn: async () => {
      if (!SLUG_PATTERN.test(slug)) return null;
      try {
        return await dataOf(client.POST('/api/meta/get_by_id', { body: { slug } }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

function setMetaContent(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  element.content = content;
}

/**
 * Titles the tab and fills the description and keywords of the current route from its meta
 * record (spec §2, §4). Returns the setter a page's `usePageTitle` offers its own title through:
 * that title is used only when the route has no meta record.
 */
export function useRouteMeta() {
  const client = useApiClient();
  const { pathname } = useLocation();
  const showsNotFound = useMatches().some((match) => isNotFoundHandle(match.handle));
  const slug = metaSlugFor(pathname, showsNotFound);
  const meta = useQuery(pageMetaQuery(client, slug));
  const [fallbackTitle, setFallbackTitle] = useState<string | null>(null);

  const settled = !meta.isPending;
  const record = meta.data ?? null;
  useEffect(() => {
    if (!settled) return;
    const title = record?.vTitle || fallbackTitle;
    document.title = title ? pageTitle(title) : SITE_NAME;
    setMetaContent('description', record?.tDescription || DEFAULT_DESCRIPTION);
    setMetaContent('keywords', record?.tKeyword || DEFAULT_KEYWORDS);
  }, [settled, record, fallbackTitle]);

  return setFallbackTitle;
}
