import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The file every page's text needs first: Figtree's latin subset, upright, all weights. */
export const PRELOADED_FONT = 'figtree-latin-wght-normal.woff2';

type EmittedFile = { type: 'asset' | 'chunk'; fileName: string; originalFileNames?: string[] };

/**
 * The preload tag of the brand font as the build emitted it (a hashed name under assets/), or
 * null when the bundle holds no such file. Fonts are fetched in CORS mode, so the preload must be
 * too (`crossorigin`) or the browser fetches the file twice.
 */
export function fontPreloadTag(
  bundle: Record<string, EmittedFile>,
  base = '/',
): HtmlTagDescriptor | null {
  const font = Object.values(bundle).find(
    (file) =>
      file.type === 'asset' &&
      (file.originalFileNames ?? []).some((name) => name.endsWith(`/${PRELOADED_FONT}`)),
  );
  if (!font) return null;
  return {
    tag: 'link',
    attrs: {
      rel: 'preload',
      href: base + font.fileName,
      as: 'font',
      type: 'font/woff2',
      crossorigin: '',
    },
    injectTo: 'head',
  };
}

/**
 * Names the brand font in `index.html`, which is also the template of the server-rendered pages
 * (decision 021), so the browser asks for it beside the CSS instead of after reading the CSS: the
 * text is then drawn in Figtree at once far more often than in the fallback.
 */
export function fontPreloadPlugin(): Plugin {
  let base = '/';
  return {
    name: 'mapleshine-font-preload',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        const tag = fontPreloadTag(context.bundle, base);
        if (!tag) throw new Error(`The build emitted no ${PRELOADED_FONT} to preload.`);
        return [tag];
      },
    },
  };
}
