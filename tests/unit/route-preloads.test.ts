import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { routePreloads } from '#shared/route-preloads.ts';

// A build's manifest, cut down: the entry shares Box with the blog page, which imports Card.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_Box-b1.js'],
    css: ['assets/index-e1.css'],
  },
  '_Box-b1.js': { file: 'assets/Box-b1.js' },
  'src/features/blog/blog-list-page.tsx': {
    file: 'assets/blog-list-page-p1.js',
    isDynamicEntry: true,
    imports: ['_Card-c1.js', '_Box-b1.js'],
    css: ['assets/blog-list-page-p1.css'],
  },
  '_Card-c1.js': {
    file: 'assets/Card-c1.js',
    imports: ['_Box-b1.js'],
    css: ['assets/index-e1.css'],
  },
  'src/features/faq/faq-page.tsx': { file: 'assets/faq-page-f1.js', isDynamicEntry: true },
};

describe('route preloads', () => {
  it("names a page's chunk, the chunks it imports and their CSS, leaving out the entry's", () => {
    const preloads = routePreloads(manifest, {
      '/blog': 'src/features/blog/blog-list-page.tsx',
      '/blog-detail/:vSlug': 'src/features/faq/faq-page.tsx',
    });
    expect(preloads).toEqual({
      '/blog': {
        scripts: ['/assets/blog-list-page-p1.js', '/assets/Card-c1.js'],
        styles: ['/assets/blog-list-page-p1.css'],
      },
      '/blog-detail/:vSlug': { scripts: ['/assets/faq-page-f1.js'], styles: [] },
    });
  });

  it('fails loudly when a route names a page the build does not have', () => {
    expect(() => routePreloads(manifest, { '/jobs': 'src/features/jobs/jobs-page.tsx' })).toThrow(
      'The Vite manifest does not describe src/features/jobs/jobs-page.tsx.',
    );
  });
});
