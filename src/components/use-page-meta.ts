import { createContext, useContext, useEffect } from 'react';
import { pageTitle } from './use-page-title.ts';

/**
 * What a page says about itself once its data is in: the name, summary and picture of the one
 * thing it shows (a post, a service), or that its address names nothing (a post or service that
 * does not exist). Unlike `usePageTitle`, it wins over the route's meta record, which stays the
 * fallback for what the page leaves out.
 */
export type PageOwnMeta =
  { title: string; description?: string; image?: string | null } | { notFound: true };

/** Filled by the app shell, which owns the document's head. */
export const PageMetaContext = createContext<((meta: PageOwnMeta | null) => void) | null>(null);

/** Offers the page's own meta while it is shown; null while its data is still on its way. */
export function usePageMeta(meta: PageOwnMeta | null) {
  const offer = useContext(PageMetaContext);
  // By value: a page builds a new object on every render.
  const key = JSON.stringify(meta);
  useEffect(() => {
    const own = JSON.parse(key) as PageOwnMeta | null;
    if (!offer) {
      if (own && 'title' in own) document.title = pageTitle(own.title);
      return;
    }
    offer(own);
    return () => offer(null);
  }, [offer, key]);
}
