import type { Plugin } from 'vite';

/** Vite's helper that every lazy `import()` goes through (vite/dist/node: `preloadHelperId`). */
const PRELOAD_HELPER_ID = '\0vite/preload-helper.js';

/** The one line of the helper that asks the browser for a file. */
const APPEND_LINK = 'document.head.appendChild(link);';

/**
 * Decision 178: a lazy import asks for each file it needs beside it by appending a
 * `<link rel="modulepreload">` (or a stylesheet), and Vite's helper appends them all in the task
 * that imports, which is often one of React's render tasks. Starting a fetch cost the main thread
 * 0.2–27 ms a link during a load here (74 ms over the 34 links of `/`), so a render task that
 * imported a page's parts grew by tens of milliseconds. This rewrites the helper to append each
 * link in a task of its own, right after the importing task. Fails the build when the helper no
 * longer has the line it rewrites, rather than quietly keeping the old behaviour.
 */
export function preloadLinksInOwnTasksPlugin(): Plugin {
  return {
    name: 'mapleshine:preload-links-in-own-tasks',
    apply: 'build',
    transform: {
      filter: { id: { include: [new RegExp(`^${PRELOAD_HELPER_ID}$`)] } },
      handler(code, id) {
        if (id !== PRELOAD_HELPER_ID) return null;
        return spreadPreloadLinks(code);
      },
    },
  };
}

/** The helper's code with each link appended in a task of its own. */
export function spreadPreloadLinks(helperCode: string): string {
  const appends = helperCode.split(APPEND_LINK).length - 1;
  if (appends !== 1) {
    throw new Error(
      `Vite's preload helper has ${appends} "${APPEND_LINK}" (expected 1): see decision 178.`,
    );
  }
  // A timer of its own for each link: each runs as a task of its own, in the order set, and
  // timers set from one task are not held back (only a chain of nested timers is, from the fifth).
  return helperCode.replace(APPEND_LINK, 'setTimeout(() => document.head.appendChild(link));');
}
