import { describe, expect, it } from 'vitest';
import { fontPreloadTag } from '../../scripts/font-preload-plugin.ts';

const FONT_SOURCE =
  'node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2';

describe('the brand font preload in index.html', () => {
  it('names the latin Figtree file by the hashed name the build gave it, fetched in CORS mode', () => {
    const tag = fontPreloadTag(
      {
        'assets/index-abc.css': { type: 'asset', fileName: 'assets/index-abc.css' },
        'assets/figtree-latin-ext-wght-normal-X1.woff2': {
          type: 'asset',
          fileName: 'assets/figtree-latin-ext-wght-normal-X1.woff2',
          originalFileNames: [FONT_SOURCE.replace('latin-wght', 'latin-ext-wght')],
        },
        'assets/figtree-latin-wght-normal-D_ZT.woff2': {
          type: 'asset',
          fileName: 'assets/figtree-latin-wght-normal-D_ZT.woff2',
          originalFileNames: [FONT_SOURCE],
        },
      },
      '/',
    );
    expect(tag).toEqual({
      tag: 'link',
      attrs: {
        rel: 'preload',
        href: '/assets/figtree-latin-wght-normal-D_ZT.woff2',
        as: 'font',
        type: 'font/woff2',
        crossorigin: '',
      },
      injectTo: 'head',
    });
  });

  it('names nothing when the build has no such font', () => {
    expect(
      fontPreloadTag({ 'assets/a.js': { type: 'chunk', fileName: 'assets/a.js' } }),
    ).toBeNull();
  });
});
