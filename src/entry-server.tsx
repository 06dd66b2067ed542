// The server's page renderer (decision 021): built by scripts/server-render-plugin.ts into
// dist/.ssr/, loaded by server/http/server-rendered-pages.ts. It never runs in the browser.
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { QueryClient } from '@tanstack/react-query';
import { StaticRouter } from 'react-router-dom';
import { createApiClient, type ApiClient } from './api/client.ts';
import { isMissingAnswer } from './components/not-found-screen.tsx';
import { servicesQuery } from './api/queries.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { firstPageAnswers, loadFirstPageData } from './app/first-page-data.ts';
import { renderedPageAddress, renderedPageKey } from './app/rendered-page-key.ts';
import { AppRoutes, routes } from './app/router.tsx';
import { loadRoutesAt } from './app/route-tree.tsx';
import { configuredHosts, isDemoHost } from './app/shell/hosts.ts';
import { isPublicPage, routeKindOf, type RouteKind } from './app/route-kind.ts';
import { languageLinks } from './app/shell/language-links.ts';
import { siteTexts } from './app/shell/shell-texts.ts';
import { loadTexts, TextsReadProvider } from './i18n/texts.ts';
import { metaSlugFor, pageHeadOf, pageMetaQuery } from './app/shell/route-meta.ts';
import { blogMeta } from './features/blog/blog-meta.ts';
import { blogQuery } from './features/blog/queries.ts';
import { serviceMeta, serviceOfSlug } from './features/content/service-meta.ts';
import { setHtmlTextReader } from './components/html-text.ts';
import { setHtmlSanitizer } from './components/sanitize-html.ts';
import { pageTitle } from './components/use-page-title.ts';
import { basenameOf, localeOfPath, type Locale } from '#shared/i18n/locale.ts';
import { bookingLinkPageData, bookingLinkTokenOf } from './app/booking-link-page-data.ts';
import { bookingPageCatalogue } from './features/my-bookings/booking-page-texts.ts';
import type {
  PageAddress,
  PageHosts,
  PageKey,
  RenderLinkPage,
  RenderPage,
  ServerRenderedPage,
} from '#shared/server-render-contract.ts';

/** A page's markup and the catalogue modules it read (decision 103). */
type Markup = { html: string; texts: string[] };

/** A page's markup depends only on its address and its API answers; a few hundred are kept. */
const markupByPageAndData = new Map<string, Markup>();
const MARKUP_KEPT = 200;

export const pageAddress: PageAddress = renderedPageAddress;
export const pageKey: PageKey = renderedPageKey;
export const pageHosts: PageHosts = configuredHosts;

/**
 * Renders the page at `url` as a first-time visitor sees it, from the API answers the server's
 * `fetch` gives, or returns null for a page that is not rendered on the server.
 */
export const renderPage: RenderPage = async (url, { fetch, sanitizeHtml, htmlText }) => {
  // The demo host asks for its password in the browser before anything shows (spec §2).
  if (isDemoHost(url.hostname)) return null;
  // No DOM here: the server's HTML sanitizer and parser stand in for the browser's.
  setHtmlSanitizer(sanitizeHtml);
  setHtmlTextReader(htmlText);
  // The page's language is its address's (decision 102); the route table knows paths without it.
  const page = pageOf(url);
  const client = createApiClient(url.origin, { fetch, locale: page.locale });
  const queryClient = createQueryClient();
  const route = routeKindOf(page.url);
  if (route.kind !== 'page') return headOnly(route, page, client, queryClient);
  if (!(await loadFirstPageData(queryClient, client, page.url.pathname))) {
    // A public page the browser renders: the server still writes its head and languages.
    return isPublicPage(page.url.pathname, page.url.hostname)
      ? headOnly(route, page, client, queryClient)
      : null;
  }
  const data = firstPageAnswers(queryClient);

  const key = `${url.pathname}${url.search}\n${JSON.stringify(data)}`;
  let markup = markupByPageAndData.get(key);
  if (markup === undefined) {
    const rendered = await renderMarkup(url, page, client, queryClient);
    if (rendered === null) return null;
    if (markupByPageAndData.size >= MARKUP_KEPT) markupByPageAndData.clear();
    markupByPageAndData.set(key, rendered);
    markup = rendered;
  }
  return {
    status: 200,
    html: markup.html,
    data,
    texts: markup.texts,
    ...(await routeMeta(queryClient, page)),
    locale: page.locale,
    links: languageLinks(page.url.pathname, page.locale, url.origin),
  };
};

/**
 * A booking's page from its link (decision 159), rendered for the one request that asks, from the
 * answer to its own call as the visitor's would be answered (`fetch` is that visitor's): the
 * booking, or the refusal the page shows for a link that opens nothing. Nothing is kept here (no
 * markup map, unlike `renderPage`), and the server keeps nothing either. As a signed-out visitor
 * sees it: a signed-in tab renders its own page over it (src/app/show-app.tsx), from the same
 * answers.
 */
export const renderLinkPage: RenderLinkPage = async (url, { fetch, sanitizeHtml, htmlText }) => {
  if (isDemoHost(url.hostname)) return null;
  setHtmlSanitizer(sanitizeHtml);
  setHtmlTextReader(htmlText);
  const page = pageOf(url);
  const token = bookingLinkTokenOf(page.url.pathname);
  if (token === null) return null;
  const client = createApiClient(url.origin, { fetch, locale: page.locale });
  const queryClient = createQueryClient();
  const data = await bookingLinkPageData(queryClient, client, page.url.pathname, token);
  if (data === null) return null;
  const markup = await renderMarkup(url, page, client, queryClient);
  if (markup === null) return null;
  // The title the page gives itself in the browser (usePageMeta), so the tab reads it at once.
  const { bookingPageLabels } = await loadTexts(bookingPageCatalogue, page.locale);
  const head = await routeMeta(queryClient, page);
  return {
    status: 200,
    html: markup.html,
    data,
    texts: markup.texts,
    ...head,
    title: pageTitle(bookingPageLabels.TITLE),
    locale: page.locale,
    links: null,
  };
};

/** A page's language, and its address without the language's prefix (what the routes match). */
type Page = { locale: Locale; url: URL };

function pageOf(url: URL): Page {
  const { locale, path } = localeOfPath(url.pathname);
  const bare = new URL(url.href);
  bare.pathname = path;
  return { locale, url: bare };
}

/**
 * The status and head of a page the browser renders: a post's or a service's own name, summary
 * and picture, or Page Not Found (404) for an address the route table does not know and for a
 * post or service that does not exist (spec §2), so search engines do not keep it as a page.
 */
async function headOnly(
  route: RouteKind,
  page: Page,
  client: ApiClient,
  queryClient: QueryClient,
): Promise<ServerRenderedPage> {
  const own =
    route.kind === 'notFound' || route.kind === 'page'
      ? null
      : await ownMeta(route, client, queryClient);
  const found = route.kind === 'page' || (route.kind !== 'notFound' && own !== null);
  const slug = metaSlugFor(page.url.pathname, !found);
  const record = await queryClient.fetchQuery({ ...pageMetaQuery(client, slug), retry: false });
  return {
    status: found ? 200 : 404,
    html: null,
    data: [],
    ...pageHeadOf(record, own, null, page.url.origin, await headDefaults(page.locale)),
    locale: page.locale,
    links: found ? languageLinks(page.url.pathname, page.locale, page.url.origin) : null,
  };
}

/** The post's or service's own meta, or null when the address names none. */
async function ownMeta(
  route: Extract<RouteKind, { kind: 'blogPost' | 'service' }>,
  client: ApiClient,
  queryClient: QueryClient,
) {
  if (route.kind === 'service') {
    const services = await queryClient.fetchQuery({ ...servicesQuery(client), retry: false });
    const service = serviceOfSlug(services, route.slug);
    return service ? serviceMeta(service) : null;
  }
  try {
    const blog = await queryClient.fetchQuery({
      ...blogQuery(client, { vSlug: route.slug }),
      retry: false,
    });
    return blogMeta(blog);
  } catch (error) {
    if (isMissingAnswer(error)) return null;
    throw error;
  }
}

async function renderMarkup(
  url: URL,
  page: Page,
  client: ApiClient,
  queryClient: QueryClient,
): Promise<Markup | null> {
  await loadRoutesAt(routes, page.url.pathname);
  const texts = new Set<string>();
  const html = await renderWhole(
    <TextsReadProvider value={texts}>
      <AppProviders client={client} queryClient={queryClient} locale={page.locale}>
        <StaticRouter location={`${url.pathname}${url.search}`} basename={basenameOf(page.locale)}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </TextsReadProvider>,
  );
  return { html, texts: [...texts].sort() };
}

/**
 * The markup of `app` once every part that suspends (the home page's description, say) has its
 * code, so the page arrives whole, with no fallbacks and no inline scripts to swap them (parts
 * meant for after the first paint render their fallback on their own).
 */
function renderWhole(app: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(app, {
      // Else React sends a large part after the rest, with an inline script to move it in place,
      // which the page's Content-Security-Policy rightly refuses to run.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => reject(error instanceof Error ? error : new Error(String(error))),
    });
  });
}

async function routeMeta(queryClient: QueryClient, page: Page) {
  const slug = metaSlugFor(page.url.pathname, false);
  const record = queryClient.getQueryData(pageMetaQuery(createApiClient(), slug).queryKey);
  return pageHeadOf(record ?? null, null, null, page.url.origin, await headDefaults(page.locale));
}

/** The description and keywords of a page without its own, in its language. */
async function headDefaults(locale: Locale) {
  return (await loadTexts(siteTexts, locale)).shellLabels;
}
