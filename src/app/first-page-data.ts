import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../api/client.ts';
import {
  blogsQuery,
  citiesQuery,
  companySettingsQuery,
  faqsQuery,
  labelsQuery,
  pageContentQuery,
  reviewSummaryQuery,
  servicesQuery,
  testimonialsQuery,
} from '../api/queries.ts';
import { bannersQuery } from '../features/home/queries.ts';
import { pageMetaQuery } from './shell/route-meta.ts';
import type { FirstPageAnswer } from '#shared/server-render-contract.ts';

export type FirstPageQuery = (queryClient: QueryClient) => Promise<void>;

export function prefetch<Data, Key extends QueryKey>(
  options: FetchQueryOptions<Data, Error, Data, Key>,
): FirstPageQuery {
  return (queryClient) => queryClient.prefetchQuery(options);
}

/**
 * The footer's and the route meta's calls, made by every page in the public site's frame (a
 * booking's page from its link too: src/app/booking-link-page-data.ts).
 */
export const publicShell = (client: ApiClient, metaSlug: string): FirstPageQuery[] => [
  prefetch(pageMetaQuery(client, metaSlug)),
  prefetch(companySettingsQuery(client, 'Company')),
  prefetch(companySettingsQuery(client, 'Social')),
  prefetch(servicesQuery(client)),
];

/**
 * Pages whose labels and HTML are both named by their path (decision 059): the content pages that
 * are no service's page, and the city hiring pages. A service's page also shows its price,
 * checklist and FAQ, split out of its HTML with the browser's DOM, so it is not listed here.
 */
const contentPaths = [
  '/about-us',
  '/commercial',
  '/careers',
  '/terms-and-conditions',
  '/privacy-policy',
  '/house-cleaner-jobs-edmonton',
  '/house-cleaner-jobs-calgary',
  '/house-cleaner-jobs-lower-mainland',
  '/house-cleaner-jobs-winnipeg',
  '/house-cleaner-jobs-ottawa',
  '/house-cleaner-jobs-toronto',
  '/house-cleaner-jobs-mississauga',
  '/house-cleaner-jobs-brampton',
];

const contentPage =
  (slug: string) =>
  (client: ApiClient): FirstPageQuery[] => [
    ...publicShell(client, slug),
    prefetch(labelsQuery(client, slug)),
    prefetch(pageContentQuery(client, slug)),
  ];

/**
 * What the pages most often opened first ask for on their first render. Their queries only start
 * when that render commits, and on a slow phone rendering the header, page and footer takes
 * longer than the calls themselves; started as soon as the entry runs, the answers are there (or
 * on their way) when the page first asks. Each must be exactly a query its page makes
 * (`tests/ui/first-page-data.test.tsx` checks it), or it is a wasted call.
 */
const firstPageQueries: Record<string, (client: ApiClient) => FirstPageQuery[]> = {
  '/': (client) => [
    ...publicShell(client, 'home'),
    prefetch(labelsQuery(client, 'home')),
    prefetch(pageContentQuery(client, 'home')),
    prefetch(bannersQuery(client)),
    prefetch(citiesQuery(client)),
    prefetch(reviewSummaryQuery(client)),
    prefetch(testimonialsQuery(client)),
    prefetch(faqsQuery(client, { eType: 'Customer' })),
  ],
  '/book-now': (client) => [
    ...publicShell(client, 'book-now'),
    prefetch(labelsQuery(client, 'book-now')),
  ],
  '/blog': (client) => [
    ...publicShell(client, 'blog'),
    prefetch(labelsQuery(client, 'blog')),
    prefetch(blogsQuery(client)),
  ],
  // The services come with every public page's shell: the grid's cards are made from them.
  '/services': (client) => [
    ...publicShell(client, 'services'),
    prefetch(labelsQuery(client, 'services')),
  ],
  '/join-us': (client) => [
    ...publicShell(client, 'join-us'),
    prefetch(labelsQuery(client, 'join-us')),
    prefetch(faqsQuery(client, { eType: 'Contractor' })),
  ],
  ...Object.fromEntries(contentPaths.map((path) => [path, contentPage(path.slice(1))])),
};

/** The paths whose first page's calls start before it renders. */
export const pathsWithFirstPageData = Object.keys(firstPageQueries);

/** Starts the calls of the page at `pathname`, when it is one of those pages. */
export function startFirstPageData(queryClient: QueryClient, client: ApiClient, pathname: string) {
  for (const start of firstPageQueries[pathname]?.(client) ?? []) void start(queryClient);
}

/**
 * Makes the calls of the page at `pathname` and waits for their answers (the server renders the
 * page from them); false when the page is not one of those pages.
 */
export async function loadFirstPageData(
  queryClient: QueryClient,
  client: ApiClient,
  pathname: string,
): Promise<boolean> {
  const queries = firstPageQueries[pathname]?.(client);
  if (!queries) return false;
  await Promise.all(queries.map((start) => start(queryClient)));
  return true;
}

/** The successful answers in `queryClient`, without their times: the page is the same page. */
export function firstPageAnswers(queryClient: QueryClient): FirstPageAnswer[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ key: query.queryKey, data: query.state.data }));
}

/**
 * Puts the answers a server-rendered page came with into the browser's cache, as just fetched:
 * they were current when the page was sent.
 */
export function storeFirstPageAnswers(queryClient: QueryClient, answers: FirstPageAnswer[]) {
  for (const { key, data } of answers) queryClient.setQueryData(key, data);
}
