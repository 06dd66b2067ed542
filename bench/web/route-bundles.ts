import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import type { Locale } from '#shared/i18n/locale.ts';
import { chunksImportedBy } from '#shared/route-preloads.ts';

export type RouteBundle = {
  route: string;
  /** The page module the route loads (its lazy chunk). */
  page: string;
  jsFiles: string[];
  cssFiles: string[];
  /** Gzip (zlib's default level, as Vite reports and most servers compress), in bytes. */
  jsGzip: number;
  cssGzip: number;
  /** The page's language: French pages are measured under /fr (decision 103). */
  locale: Locale;
  /** Catalogue chunks of the other language in the first load: a French page must load none. */
  otherLanguageTexts: string[];
};

/** Where each language's catalogue modules are (`defineTexts` makes each its own chunk). */
const catalogueOf = (locale: Locale) => `shared/catalogue/${locale}/`;

/**
 * What a first visit to a route downloads before its page can render: the entry chunk and its
 * static imports, plus the route's lazy page chunk and its static imports, with the CSS of all of
 * them. Chunks loaded later on purpose (React.lazy inside a page, web-vitals) are not counted.
 */
export function routeBundle(
  distDir: string,
  manifest: Manifest,
  route: string,
  page: string,
  locale: Locale = 'en-CA',
  /** Modules the route loads beside its page before it renders (its layout's lazy chunk). */
  layouts: readonly string[] = [],
): RouteBundle {
  for (const module of [page, ...layouts]) {
    if (!manifest[module])
      throw new Error(`${module} (route ${route}) is not a chunk of the build.`);
  }
  const bundle = initialBundle(distDir, manifest, [...layouts, page], locale);
  const other = catalogueOf(locale === 'fr-CA' ? 'en-CA' : 'fr-CA');
  const otherLanguageTexts = [...bundle.chunks].filter((key) => key.startsWith(other));
  const { jsFiles, cssFiles, jsGzip, cssGzip } = bundle;
  return { route, page, locale, otherLanguageTexts, jsFiles, cssFiles, jsGzip, cssGzip };
}

/**
 * The entry chunk with its static imports (and those of `alsoLoaded`), and the catalogue modules
 * of the page's language they name (the app loads them before it renders: src/main.tsx and
 * `useTexts`), JS and CSS, gzip.
 */
export function initialBundle(
  distDir: string,
  manifest: Manifest,
  alsoLoaded: string[] = [],
  locale: Locale = 'en-CA',
) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The Vite manifest has no entry chunk.');

  const chunks = new Set(
    [entryKey, ...alsoLoaded].flatMap((key) => [...chunksImportedBy(manifest, key)]),
  );
  const texts = [...chunks].flatMap((key) =>
    (manifest[key]?.dynamicImports ?? []).filter((module) =>
      module.startsWith(catalogueOf(locale)),
    ),
  );
  for (const module of texts) {
    for (const key of chunksImportedBy(manifest, module)) chunks.add(key);
  }

  const jsFiles = [...chunks].map((key) => manifest[key]?.file ?? '');
  const cssFiles = [...new Set([...chunks].flatMap((key) => manifest[key]?.css ?? []))];
  const gzipOf = (files: string[]) =>
    files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(distDir, file))).length, 0);
  return { chunks, jsFiles, cssFiles, jsGzip: gzipOf(jsFiles), cssGzip: gzipOf(cssFiles) };
}

export function readManifest(distDir: string): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}
