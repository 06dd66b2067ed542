// The addresses and keys the server keeps rendered pages under (decisions 023 and 055). Only
// the page renderer (src/entry-server.tsx) imports this module, so the browser's entry does not
// carry it.
import { createApiClient } from '../api/client.ts';
import { blogsQuery } from '../api/queries.ts';
import type { BlogSummary } from '../components/blog-card.tsx';
import { listingParameters, shownListing } from '../features/blog/blog-listing.ts';
import { categoriesQuery } from '../features/blog/queries.ts';
import { localeOfPath } from '#shared/i18n/locale.ts';
import type { FirstPageAnswer } from '#shared/server-render-contract.ts';

/** The route's path of an address, without its language's prefix (/fr/blog → /blog). */
function pagePath(url: URL): string {
  return localeOfPath(url.pathname).path;
}

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
  for (const [name, value] of parametersRead[pagePath(url)]?.(url.searchParams) ?? []) {
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
  const shown = answers ? shownBy[pagePath(address)]?.(address, answers) : null;
  if (!shown) return address.href;
  const key = new URL(address.pathname, address.origin);
  for (const [name, value] of shown) key.searchParams.append(name, value);
  return key.href;
}
