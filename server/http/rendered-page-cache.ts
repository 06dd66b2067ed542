/**
 * Rendered pages kept at once. Keys come from requests, so they are bounded; pages at an address
 * with query parameters (a blog filter, a page number) have a slot of their own, so however many
 * of those are asked for, they never push out the pages without (decision 055).
 */
const PAGES_KEPT = 100;
const PAGES_WITH_PARAMETERS_KEPT = 50;

type Kept<Page> = { generation: number; page: Promise<Page | null> };

/** Insertion-ordered: deleted and set again on each use, so the first key is the coldest. */
function recentlyUsed<Page>(limit: number) {
  const kept = new Map<string, Kept<Page>>();
  return {
    take(key: string) {
      const known = kept.get(key);
      kept.delete(key);
      return known;
    },
    put(key: string, entry: Kept<Page>) {
      kept.set(key, entry);
      if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    },
    forget(key: string, entry: Kept<Page>) {
      if (kept.get(key) === entry) kept.delete(key);
    },
  };
}

/**
 * Server-rendered pages, kept while nothing they may show has changed. A page is rendered from
 * tables whose every change moves `generation` (the read-mostly cache's change feed), so a kept
 * page is served only while the generation it was rendered at is still current: a change that
 * lands while a page renders leaves that page stale at once. Visitors asking for a page being
 * rendered wait for that one render. A failed render is not kept, so the next visitor tries
 * again. Nor is the answer for a page the server does not render (null): finding that out costs
 * next to nothing, and keeping one per address asked for would let requests for made-up paths
 * push the rendered pages out; for the same reason `keep` may refuse a page (a 404). Without a
 * change feed (generation null) every request renders.
 */
export function renderedPageCache<Page extends object>(
  generation: () => number | null,
  keep: (page: Page) => boolean = () => true,
) {
  const pages = recentlyUsed<Page>(PAGES_KEPT);
  const pagesWithParameters = recentlyUsed<Page>(PAGES_WITH_PARAMETERS_KEPT);

  return (key: string, render: () => Promise<Page | null>): Promise<Page | null> => {
    const current = generation();
    if (current === null) return render();
    const slot = key.includes('?') ? pagesWithParameters : pages;
    const known = slot.take(key);
    if (known?.generation === current) {
      slot.put(key, known);
      return known.page;
    }
    const entry: Kept<Page> = { generation: current, page: render() };
    slot.put(key, entry);
    const forget = () => slot.forget(key, entry);
    entry.page.then((page) => {
      if (page === null || !keep(page)) forget();
    }, forget);
    return entry.page;
  };
}
