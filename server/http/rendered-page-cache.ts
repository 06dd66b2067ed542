/** Rendered pages kept at once; keys come from requests (address and host), so they are bounded. */
const PAGES_KEPT = 100;

type Kept<Page> = { generation: number; page: Promise<Page | null> };

/**
 * Server-rendered pages, kept while nothing they may show has changed. A page is rendered from
 * tables whose every change moves `generation` (the read-mostly cache's change feed), so a kept
 * page is served only while the generation it was rendered at is still current: a change that
 * lands while a page renders leaves that page stale at once. Visitors asking for a page being
 * rendered wait for that one render. A failed render is not kept, so the next visitor tries
 * again. Nor is the answer for a page the server does not render (null): finding that out costs
 * next to nothing, and keeping one per address asked for would let requests for made-up paths
 * push the rendered pages out; for the same reason `keep` may refuse a page (a 404). Without a change feed (generation null) every request renders.
 */
export function renderedPageCache<Page extends object>(
  generation: () => number | null,
  keep: (page: Page) => boolean = () => true,
) {
  const kept = new Map<string, Kept<Page>>();

  return (key: string, render: () => Promise<Page | null>): Promise<Page | null> => {
    const current = generation();
    if (current === null) return render();
    const known = kept.get(key);
    // Deleted and set again: a Map iterates in insertion order, so the first key is the coldest.
    kept.delete(key);
    if (known?.generation === current) {
      kept.set(key, known);
      return known.page;
    }
    const entry: Kept<Page> = { generation: current, page: render() };
    kept.set(key, entry);
    if (kept.size > PAGES_KEPT) kept.delete(kept.keys().next().value as string);
    const forget = () => {
      if (kept.get(key) === entry) kept.delete(key);
    };
    entry.page.then((page) => {
      if (page === null || !keep(page)) forget();
    }, forget);
    return entry.page;
  };
}
