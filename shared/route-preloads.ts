import type { Manifest } from 'vite';

/** The files a route's page needs beyond the entry, as the URLs the browser asks for. */
export type PagePreload = { scripts: string[]; styles: string[] };

/** Route path (as the router writes it, e.g. `/blog-detail/:vSlug`) → its page's files. */
export type RoutePreloads = Record<string, PagePreload>;

/**
 * For each route, its lazy page chunk with the chunks that chunk imports statically, and their
 * CSS, leaving out what the entry already loads. The server names them in the page's HTML so the
 * browser fetches them beside the entry instead of after it has run.
 */
export function routePreloads(
  manifest: Manifest,
  pageOfRoute: Record<string, string>,
  base = '/',
): RoutePreloads {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk.');
  const loadedWithEntry = chunksImportedBy(manifest, entryKey);
  const entryStyles = new Set([...loadedWithEntry].flatMap((key) => manifest[key]?.css ?? []));

  const preloads: RoutePreloads = {};
  for (const [route, page] of Object.entries(pageOfRoute)) {
    const chunks = [...chunksImportedBy(manifest, page)].filter((key) => !loadedWithEntry.has(key));
    const styles = new Set(chunks.flatMap((key) => manifest[key]?.css ?? []));
    preloads[route] = {
      scripts: chunks.map((key) => base + (manifest[key]?.file ?? '')),
      styles: [...styles].filter((file) => !entryStyles.has(file)).map((file) => base + file),
    };
  }
  return preloads;
}

/** A chunk and every chunk it imports statically, directly or not. */
export function chunksImportedBy(manifest: Manifest, key: string): Set<string> {
  const found = new Set<string>();
  const visit = (current: string) => {
    if (found.has(current)) return;
    if (!manifest[current]) throw new Error(`The Vite manifest does not describe ${current}.`);
    found.add(current);
    for (const imported of manifest[current].imports ?? []) visit(imported);
  };
  visit(key);
  return found;
}
