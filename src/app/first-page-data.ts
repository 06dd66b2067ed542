import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from '../api/client.ts';
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
import type { BlogSummary } from '../components/blog-card.tsx';
import { listingParameters, shownListing } from '../features/blog/blog-listing.ts';
import { categoriesQuery } from '../features/blog/queries.ts';
import { bannersQuery } from '../features/home/queries.ts';
import { pageMetaQuery } from './shell/route-meta.ts';
import type { FirstPageAnswer } from '#shared/server-render-contract.ts';

type FirstPageQuery = (queryClient: QueryClient) => Promise<void>;

function prefetch<Data, Key extends QueryKey>(
  options: FetchQueryOptions<Data, Error, Data, Key>,
): FirstPageQuery {
  return (queryClient) => queryClient.prefetchQuery(options);
}

/** The footer's and the route meta's calls, made by every public page. */
const publicShell = (client: ApiClient, metaSlug: string): FirstPageQuery[] => [
  prefetch(pageMetaQuery(client, metaSlug)),
  prefetch(companySettingsQuery(client, 'Company')),
  prefetch(companySettingsQuery(client, 'Social')),
  prefetch(servicesQuery(client)),
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
};

/**
 * The query parameters those pages read as they render, in one spelling: the blog's filter and
 * page. A page not listed reads none, and no page reads any other parameter (utm_source, fbclid).
 */
const parametersRead: Record<string, (params: URLSearchParams) => [string, string][]> = {
  '/blog': listingParameters,
};

/**
 * The address that decides what the page at `url` shows: `url` with only the query parameters
 * its page reads, each in one spelling. The server renders the page at this address (decision
 * 023), so a link with a campaign tag or an ad's click id is not rendered anew, nor is
 * `?category=zzz` (no category) or `?page=01`.
 */
export function renderedPageAddress(url: URL): URL {
  const address = new URL(url.pathname, url.origin);
  for (const [name, value] of parametersRead[url.pathname]?.(url.searchParams) ?? []) {
    address.searchParams.append(name, value);
  }
  return address;
}

/** The answer to the query `queryKey` among a rendered page's answers. */
function answerTo<Data>(answers: readonly FirstPageAnswer[], queryKey: readonly unknown[]) {
  const wanted = JSON.stringify(queryKey);
  return answers.find((answer) => JSON.stringify(answer.key) === wanted)?.data as Data | undefined;
}

type BlogPosts = Pick<BlogSummary, 'category'>[];

/**
 * What the parameters of an address show, given the answers its page renders from: a category
 * that does not exist or a page past the last name nothing, so the address shares the key of the
 * page it shows (decision 055).
 */
const shownBy: Record<
  string,
  (address: URL, answers: readonly FirstPageAnswer[]) => [string, string][] | null
> = {
  '/blog': (address, answers) => {
    const client = createApiClient();
    const posts = answerTo<BlogPosts>(answers, blogsQuery(client).queryKey);
    if (!Array.isArray(posts)) return null;
    // The filter's own list when the page was rendered with it (its chips show the selection).
    const categories = answerTo<{ iCategoryId: number }[]>(
      answers,
      categoriesQuery(client).queryKey,
    );
    const ids = (categories ?? posts.map((post) => post.category)).map((c) => c.iCategoryId);
    return shownListing(address.searchParams, posts, new Set(ids));
  },
};

/**
 * The key the server keeps the page at `address` (a `renderedPageAddress`) under: the address of
 * the page it shows, worked out from the answers a page at the same path was last rendered from
 * (null before one was: then the address itself). A stream of made-up values then renders no
 * page anew and pushes none out.
 */
export function renderedPageKey(address: URL, answers: readonly FirstPageAnswer[] | null): string {
  const shown = answers ? shownBy[address.pathname]?.(address, answers) : null;
  if (!shown) return address.href;
  const key = new URL(address.pathname, address.origin);
  for (const [name, value] of shown) key.searchParams.append(name, value);
  return key.href;
}

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
