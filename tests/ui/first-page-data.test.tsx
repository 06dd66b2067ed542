import { waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createApiClient } from '#src/api/client.ts';
import {
  loadFirstPageData,
  pathsWithFirstPageData,
  startFirstPageData,
} from '#src/app/first-page-data.ts';
import { renderedPageAddress, renderedPageKey } from '#src/app/rendered-page-key.ts';
import { firstPageCalls } from '../support/first-page-calls.ts';
import { renderApp } from '../support/render-app.tsx';
import { apiUrl } from '../support/ui-api-url.ts';

/** The query hashes `startFirstPageData` starts for a path, read from a cache of its own. */
function startedFor(path: string): string[] {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  startFirstPageData(queryClient, createApiClient(apiUrl()), path);
  return queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.queryHash);
}

describe('the calls started before the first page renders', () => {
  it.each(pathsWithFirstPageData)(
    'are each a call %s itself makes, not a wasted one',
    async (path) => {
      const started = startedFor(path);
      expect(started.length).toBeGreaterThan(0);

      const { queryClient } = renderApp(path);
      const observed = () =>
        queryClient
          .getQueryCache()
          .getAll()
          .filter((query) => query.getObserversCount() > 0)
          .map((query) => query.queryHash);
      await waitFor(() => expect(observed()).toEqual(expect.arrayContaining(started)), {
        timeout: 10_000,
      });
    },
  );

  it('start nothing for a page that is not listed', () => {
    expect(startedFor('/contact-us')).toEqual([]);
    expect(startedFor('/blog-detail/spring-cleaning')).toEqual([]);
  });
});

describe('the calls the server makes to render a first page', () => {
  it('are all in the list whose tables are checked for change announcements', async () => {
    const made = new Set<string>();
    const recordingFetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      const body = (await request.clone().text()) || '{}';
      made.add(JSON.stringify({ path: new URL(request.url).pathname, body: JSON.parse(body) }));
      return globalThis.fetch(request);
    };
    const client = createApiClient(apiUrl(), { fetch: recordingFetch });
    for (const path of pathsWithFirstPageData) {
      expect(await loadFirstPageData(new QueryClient(), client, path)).toBe(true);
    }
    expect([...made].sort()).toEqual(firstPageCalls.map((call) => JSON.stringify(call)).sort());
  });
});

describe('the address that decides what a rendered page shows', () => {
  const addressOf = (url: string) => renderedPageAddress(new URL(url)).href;

  it('drops the parameters no page reads, such as campaign tags and click ids', () => {
    expect(addressOf('https://mapleshine.ca/?utm_source=newsletter&fbclid=IwAR0x')).toBe(
      'https://mapleshine.ca/',
    );
    expect(addressOf('https://mapleshine.ca/book-now?gclid=Cj0K')).toBe(
      'https://mapleshine.ca/book-now',
    );
  });

  it("keeps the blog's filter and page, in one order, whatever order they came in", () => {
    expect(addressOf('https://mapleshine.ca/blog?page=2&utm_medium=email&category=1%2C4')).toBe(
      'https://mapleshine.ca/blog?category=1%2C4&page=2',
    );
    expect(addressOf('https://mapleshine.ca/blog?category=1%2C4&page=2')).toBe(
      'https://mapleshine.ca/blog?category=1%2C4&page=2',
    );
  });

  it('keeps the host, which decides whether a page is rendered at all', () => {
    expect(addressOf('https://demo.mapleshine.ca/?utm_source=x')).toBe(
      'https://demo.mapleshine.ca/',
    );
  });
});

describe('the key a rendered page is kept under (decision 055)', () => {
  const post = (id: number, category: number) => ({
    iBlogId: id,
    category: { iCategoryId: category, vCategory: `Category ${category}` },
  });
  // Twelve posts in categories 1 and 2: two pages unfiltered, one page of each category.
  const answers = [
    {
      key: ['blogs'],
      data: Array.from({ length: 12 }, (_, index) => post(index + 1, index < 6 ? 1 : 2)),
    },
  ];
  const keyOf = (url: string) =>
    renderedPageKey(renderedPageAddress(new URL(url)), answers).replace(
      'https://mapleshine.ca',
      '',
    );

  it('spells what the blog reads one way: made-up values and page 1 are no parameters', () => {
    expect(
      renderedPageAddress(new URL('https://mapleshine.ca/blog?category=zzz&page=01')).href,
    ).toBe('https://mapleshine.ca/blog');
    expect(
      renderedPageAddress(new URL('https://mapleshine.ca/blog?category=4,1,4&page=2')).href,
    ).toBe('https://mapleshine.ca/blog?category=1%2C4&page=2');
  });

  it('gives categories that do not exist and pages past the last the key of the page they show', () => {
    expect(keyOf('https://mapleshine.ca/blog')).toBe('/blog');
    expect(keyOf('https://mapleshine.ca/blog?page=2')).toBe('/blog?page=2');
    expect(keyOf('https://mapleshine.ca/blog?page=9999')).toBe('/blog?page=2');
    expect(keyOf('https://mapleshine.ca/blog?category=1,98765')).toBe('/blog?category=1');
    expect(keyOf('https://mapleshine.ca/blog?category=1&page=7')).toBe('/blog?category=1');
    expect(keyOf('https://mapleshine.ca/blog?category=98765')).toBe('/blog?category=none');
    expect(keyOf('https://mapleshine.ca/blog?category=12345&page=3')).toBe('/blog?category=none');
  });

  it('keeps each page apart by its address until a page of its path has been rendered', () => {
    const address = renderedPageAddress(new URL('https://mapleshine.ca/blog?category=98765'));
    expect(renderedPageKey(address, null)).toBe('https://mapleshine.ca/blog?category=98765');
    expect(renderedPageKey(new URL('https://mapleshine.ca/book-now'), answers)).toBe(
      'https://mapleshine.ca/book-now',
    );
  });
});
