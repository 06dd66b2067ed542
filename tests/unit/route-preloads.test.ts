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
  // A layout and its page that share Card, and the page's texts in each language.
  'src/app/layouts/dashboard-layout.tsx': {
    file: 'assets/layout-l1.js',
    isDynamicEntry: true,
    imports: ['_Card-c1.js'],
  },
  'src/features/jobs/jobs-page.tsx': {
    file: 'assets/jobs-page-j1.js',
    isDynamicEntry: true,
    imports: ['_Card-c1.js', '_Box-b1.js'],
  },
  'shared/catalogue/en-CA/jobs.ts': { file: 'assets/jobs-en.js', isDynamicEntry: true },
  'shared/catalogue/fr-CA/jobs.ts': { file: 'assets/jobs-fr.js', isDynamicEntry: true },
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
    expect(() =>
      routePreloads(manifest, { '/reviews': 'src/features/reviews/reviews-page.tsx' }),
    ).toThrow('The Vite manifest does not describe src/features/reviews/reviews-page.tsx.');
  });

  it("names a layout's and its page's chunks once, and the page's texts in each language", () => {
    const preloads = routePreloads(manifest, {
      '/jobs': {
        modules: ['src/app/layouts/dashboard-layout.tsx', 'src/features/jobs/jobs-page.tsx'],
        texts: ['jobs'],
      },
    });
    expect(preloads).toEqual({
      '/jobs': {
        scripts: ['/assets/layout-l1.js', '/assets/Card-c1.js', '/assets/jobs-page-j1.js'],
        styles: [],
        texts: { 'en-CA': ['/assets/jobs-en.js'], 'fr-CA': ['/assets/jobs-fr.js'] },
      },
    });
  });

  it('fails loudly when a route reads texts the build does not have', () => {
    expect(() => routePreloads(manifest, { '/jobs': { modules: [], texts: ['admin'] } })).toThrow(
      'The Vite manifest does not describe shared/catalogue/en-CA/admin.ts.',
    );
  });
});
