import type { Manifest } from 'vite';
import { LOCALES, type Locale } from './i18n/locale.ts';

/**
 * The files a route's page needs beyond the entry, as the URLs the browser asks for; `texts`, the
 * catalogue chunks its first screen reads, in each language (a French page fetches French only).
 */
export type PagePreload = {
  scripts: string[];
  styles: string[];
  texts?: Partial<Record<Locale, string[]>>;
};

/** Route path (as the router writes it, e.g. `/blog-detail/:vSlug`) → its page's files. */
export type RoutePreloads = Record<string, PagePreload>;

/**
 * What a route's first screen loads: the modules of its lazy routes (a layout, then its page), and
 * the catalogue modules it reads by name (`jobs` for shared/catalogue/<locale>/jobs.ts).
 */
export type RouteModules = { modules: readonly string[]; texts?: readonly string[] };

/**
 * For each route, its lazy page chunk (or its layout's and its page's) with the chunks they import
 * statically, and their CSS, leaving out what the entry already loads, each named once. The server
 * names them in the page's HTML so the browser fetches them beside the entry instead of after it
 * has run.
 */
export function routePreloads(
  manifest: Manifest,
  pageOfRoute: Record<string, string | RouteModules>,
  base = '/',
): RoutePreloads {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk.');
  const loadedWithEntry = chunksImportedBy(manifest, entryKey);
  const entryStyles = new Set([...loadedWithEntry].flatMap((key) => manifest[key]?.css ?? []));
  const urlOf = (key: string) => base + (manifest[key]?.file ?? '');

  const preloads: RoutePreloads = {};
  for (const [route, page] of Object.entries(pageOfRoute)) {
    const { modules, texts = [] } = typeof page === 'string' ? { modules: [page] } : page;
    const found = new Set<string>();
    for (const module of modules) chunksImportedBy(manifest, module, found);
    const chunks = [...found].filter((key) => !loadedWithEntry.has(key));
    const styles = new Set(chunks.flatMap((key) => manifest[key]?.css ?? []));
    preloads[route] = {
      scripts: chunks.map(urlOf),
      styles: [...styles].filter((file) => !entryStyles.has(file)).map((file) => base + file),
    };
    if (texts.length > 0) {
      const named = new Set([...loadedWithEntry, ...chunks]);
      preloads[route].texts = Object.fromEntries(
        LOCALES.map((locale) => {
          const found = new Set<string>();
          for (const name of texts) {
            chunksImportedBy(manifest, `shared/catalogue/${locale}/${name}.ts`, found);
          }
          return [locale, [...found].filter((key) => !named.has(key)).map(urlOf)];
        }),
      );
    }
  }
  return preloads;
}

/** A chunk and every chunk it imports statically, directly or not (added to `found`). */
export function chunksImportedBy(
  manifest: Manifest,
  key: string,
  found = new Set<string>(),
): Set<string> {
  const visit = (current: string) => {
    if (found.has(current)) return;
    if (!manifest[current]) throw new Error(`The Vite manifest does not describe ${current}.`);
    found.add(current);
    for (const imported of manifest[current].imports ?? []) visit(imported);
  };
  visit(key);
  return found;
}
