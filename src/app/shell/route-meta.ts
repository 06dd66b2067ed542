import { useEffect, useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { ApiError, dataOf, useApiClient, type ApiClient } from '../../api/client.ts';
import type { PageOwnMeta } from '../../components/use-page-meta.ts';
import { SITE_NAME, pageTitle } from '../../components/use-page-title.ts';
import { applyPageHead, type PageHead } from './document-head.ts';
import { useLocale } from '../../i18n/locale-context.tsx';
import { useTexts } from '../../i18n/texts.ts';
import { languageLinks } from './language-links.ts';
import { hasLanguageLinks, isNotFoundHandle } from './route-handle.ts';
import { siteTexts } from './shell-texts.ts';
import { useRouteHandles } from './route-handles.ts';

/** Spec §9: what a route without meta says about itself, in the page's language. */
export type HeadDefaults = { DEFAULT_DESCRIPTION: string; DEFAULT_KEYWORDS: string };

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The operator console (decision 047) is no public page: it has no meta record, and its pages
 * title themselves. Asking would be a 404 in the console of every operator's browser. Neither is
 * a booking's own page opened from its e-mail (issue 40): it titles itself and is kept from
 * search engines.
 */
const SLUGS_WITHOUT_RECORD = new Set(['admin', 'booking-link']);

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
      if (!SLUG_PATTERN.test(slug) || SLUGS_WITHOUT_RECORD.has(slug)) return null;
      try {
        return await dataOf(client.POST('/api/meta/get_by_id', { body: { slug } }));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

type MetaRecord = { vTitle?: string; tDescription?: string; tKeyword?: string };
type OwnDetails = Exclude<PageOwnMeta, { notFound: true }>;

/**
 * A page's head: its own name, summary and picture where it gives them (a post, a service), else
 * its route's meta record, else the page's fallback title and the spec's defaults. `origin` makes
 * a picture's address absolute, as social sites need it.
 */
export function pageHeadOf(
  record: MetaRecord | null,
  own: OwnDetails | null,
  fallbackTitle: string | null,
  origin: string,
  defaults: HeadDefaults,
): PageHead {
  const title = own?.title || record?.vTitle || fallbackTitle;
  return {
    title: title ? pageTitle(title) : SITE_NAME,
    description: own?.description || record?.tDescription || defaults.DEFAULT_DESCRIPTION,
    keywords: record?.tKeyword || defaults.DEFAULT_KEYWORDS,
    image: own?.image ? new URL(own.image, origin).href : null,
  };
}

/**
 * Titles the tab and fills the description, keywords and social tags of the current route from
 * its meta record (spec §2, §4). Returns the setters a page offers its own meta through
 * (`usePageMeta`, which wins over the record) and its fallback title (`usePageTitle`, used only
 * when the route has no meta record).
 */
export function useRouteMeta() {
  const client = useApiClient();
  const locale = useLocale();
  const { shellLabels } = useTexts(siteTexts);
  const { pathname } = useLocation();
  const handles = useRouteHandles();
  const [fallbackTitle, setFallbackTitle] = useState<string | null>(null);
  const [ownMeta, setOwnMeta] = useState<PageOwnMeta | null>(null);
  const showsNotFound =
    handles.some((handle) => isNotFoundHandle(handle)) ||
    (ownMeta !== null && 'notFound' in ownMeta);
  const slug = metaSlugFor(pathname, showsNotFound);
  const meta = useQuery(pageMetaQuery(client, slug));

  const settled = !meta.isPending;
  const record = meta.data ?? null;
  const own = ownMeta && 'title' in ownMeta ? ownMeta : null;
  const withLanguages = !showsNotFound && hasLanguageLinks(handles);
  useEffect(() => {
    if (!settled) return;
    const { origin } = window.location;
    applyPageHead(
      pageHeadOf(record, own, fallbackTitle, origin, shellLabels),
      withLanguages ? languageLinks(pathname, locale, origin) : null,
    );
  }, [settled, record, own, fallbackTitle, shellLabels, withLanguages, pathname, locale]);

  return { setFallbackTitle, setOwnMeta };
}
