import type { Plugin } from 'vite';

/**
 * Every lazy page's import carries the list of files to fetch beside it (Vite's preload list).
 * Files the entry already imports statically are always there before any page is imported, so
 * listing them again only makes the first download bigger: this drops them from every list. A
 * navigation fetches exactly what it fetched before.
 */
export function skipLoadedPreloadsPlugin(): Plugin {
  const loadedWithEntry = new Set<string>();
  return {
    name: 'mapleshine:skip-loaded-preloads',
    apply: 'build',
    config: () => ({
      build: {
        modulePreload: {
          resolveDependencies: (_file, dependencies) =>
            dependencies.filter((dependency) => !loadedWithEntry.has(dependency)),
        },
      },
    }),
    // Runs before Vite writes the preload lists (its own generateBundle comes after the app's).
    generateBundle(_options, bundle) {
      loadedWithEntry.clear();
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === 'chunk' ? [[file.fileName, file]] : [],
        ),
      );
      const pending = [...chunks.values()].filter((chunk) => chunk.isEntry).map((c) => c.fileName);
      while (pending.length > 0) {
        const fileName = pending.pop();
        if (fileName === undefined || loadedWithEntry.has(fileName)) continue;
        loadedWithEntry.add(fileName);
        pending.push(...(chunks.get(fileName)?.imports ?? []));
      }
    },
  };
}
