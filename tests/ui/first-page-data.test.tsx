import { waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, inject, it } from 'vitest';
import { createApiClient } from '#src/api/client.ts';
import { pathsWithFirstPageData, startFirstPageData } from '#src/app/first-page-data.ts';
import { renderApp } from '../support/render-app.tsx';

/** The query hashes `startFirstPageData` starts for a path, read from a cache of its own. */
function startedFor(path: string): string[] {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  startFirstPageData(queryClient, createApiClient(inject('apiUrl')), path);
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
