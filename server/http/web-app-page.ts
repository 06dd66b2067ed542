import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodeAs, preferredEncoding, type ContentEncoding } from './content-encoding.ts';
import type { PageRenderer } from './page-renderer.ts';
import { renderedPageCache } from './rendered-page-cache.ts';
import { withLanguage, withRenderedPage } from './rendered-page-html.ts';
import { PAGE_SHELL_STYLE, personalPageShells } from './personal-page-shells.ts';
import { EARLY_CALL_ROUTES, withEarlyCalls } from './early-calls-script.ts';
import { isSecretLinkPage } from '../domain/secret-links.ts';
import { BOOKING_LINK_PATH } from '#shared/booking-link.ts';
import { demoBannerLabels } from '#shared/catalogue/en-CA/demo-banner.ts';
import { LOCALES, localeOfPath, pathInLocale, type Locale } from '#shared/i18n/locale.ts';
import type { PagePreload, RoutePreloads } from '#shared/route-preloads.ts';
import type { FirstPageAnswer } from '#shared/server-render-contract.ts';

/** Written by the build (scripts/route-preload-plugin.ts) beside Vite's manifest. */
const PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

/** A booking's page from its link, rendered per request with its booking (decision 159). */
const BOOKING_LINK_ROUTE = `${BOOKING_LINK_PATH}:token`;

type Encoded = Record<ContentEncoding, Buffer>;
type Variant = { html: string; encoded: Encoded };
type RoutePattern = { segments: string[]; page: Variant };
/** A rendered page's HTML, compressed in each encoding when a visitor first asks for it. */
type RenderedPage = Partial<Encoded> & { identity: Buffer; status: number };

/** What a server's settings add to every page. */
export type PageAdditions = {
  /** The web app's pauses, for a development server (decision 070). */
  uiWaitsMs?: number | undefined;
  /** A public demo's banner, its text filled in (decision 071). */
  demoBanner?: string | undefined;
};

/**
 * The web app's HTML for a path: `index.html` naming the files of the page that path shows, so
 * the browser fetches the page's code beside the entry instead of after the entry has run
 * (decision 020), with the page itself in it when `render` renders that page (decision 021).
 * Each variant is built and compressed once, at start-up. A rendered page is kept until
 * `generation` (the read-mostly cache's) says something it may show has changed.
 */
export function webAppPages(
  webRoot: string,
  render: PageRenderer | null = null,
  generation: () => number | null = () => null,
  publicUrl = 'http://localhost:3000',
  additions: PageAdditions = {},
) {
  const template = withDemoBanner(
    withUiWaits(readFileSync(path.join(webRoot, 'index.html'), 'utf8'), additions.uiWaitsMs),
    additions.demoBanner,
  );
  // Routes that show the same page (the eight hiring pages, say) share one compressed variant.
  const variants = new Map<string, Variant>();
  const encoded = (html: string): Variant => {
    let variant = variants.get(html);
    if (!variant) {
      variant = { html, encoded: encode(html) };
      variants.set(html, variant);
    }
    return variant;
  };
  // A 404 is not kept: made-up addresses, one each, would push the rendered pages out.
  const keptRendering = renderedPageCache<RenderedPage>(generation, (page) => page.status === 200);
  const answersOf = lastAnswers(generation);
  const originOf = pageOrigin(new URL(publicUrl).origin, render?.hosts ?? (() => []));
  const preloads = Object.entries(readPreloads(webRoot));
  const preloadOf = new Map(preloads);
  // Each language's pages: the same files, `<html lang>` saying which (decision 103).
  const byLocale = Object.fromEntries(
    LOCALES.map((locale) => {
      const inLocale = withLanguage(template, locale);
      const shellOf = personalPageShells(locale);
      // The pages of a person: a static shell, the same for everyone, first (decision 156), with
      // their files named as every route's are (a build without them still sends the shell).
      const shells: RoutePattern[] = Object.entries(shellOf).map(([route, shell]) => {
        const preload = preloadOf.get(route);
        const page = preload
          ? withPreloads(inLocale, preload, locale, { styles: 'fetched' })
          : inLocale;
        // Those whose first calls the HTML starts itself (decision 157).
        const shown = EARLY_CALL_ROUTES.includes(route) ? withEarlyCalls(page) : page;
        return { segments: segmentsOf(route), page: encoded(withShell(shown, shell)) };
      });
      const patterns: RoutePattern[] = [
        ...shells,
        ...preloads
          .filter(([route]) => !(route in shellOf))
          .map(([route, preload]) => ({
            segments: segmentsOf(route),
            page: encoded(withPreloads(inLocale, preload, locale)),
          })),
      ];
      // What a booking's page is rendered into: its files named, without the shell it replaces.
      const linkPreload = preloadOf.get(BOOKING_LINK_ROUTE);
      const linkPage = linkPreload ? withPreloads(inLocale, linkPreload, locale) : inLocale;
      return [locale, { plain: encoded(inLocale), patterns, linkPage }];
    }),
  ) as Record<Locale, { plain: Variant; patterns: RoutePattern[]; linkPage: string }>;
  const linkSegments = segmentsOf(BOOKING_LINK_ROUTE);

  /** The page's language and the variant naming its route's files (the routes know no /fr). */
  const pageFor = (urlPath: string): { locale: Locale; variant: Variant } => {
    const { locale, path: routePath } = localeOfPath(urlPath);
    const { plain, patterns } = byLocale[locale];
    const segments = segmentsOf(routePath);
    const variant = patterns.find((pattern) => matches(pattern.segments, segments))?.page ?? plain;
    return { locale, variant };
  };

  /**
   * The page with its content or at least its head in it, and its status (404 for an address
   * that names nothing, decision 036), or null to send the plain page (and let the browser render).
   */
  const renderedPage = async (
    request: FastifyRequest,
    { locale, variant }: { locale: Locale; variant: Variant },
    encoding: ContentEncoding,
    address: string | null = null,
  ) => {
    if (!render) return null;
    try {
      // A Host header that is no host makes no URL: that request gets the plain page.
      const origin = originOf(request);
      if (origin === null) return null;
      // Of the query, what the page reads; the key, what those values show (decision 055).
      const url = render.addressOf(new URL(address ?? request.url, origin));
      const path = `${url.origin}${url.pathname}`;
      const page = await keptRendering(render.keyOf(url, answersOf.get(path)), async () => {
        const renderedAt = generation();
        const rendered = await render.render(url);
        if (!rendered) return null;
        if (rendered.status === 200 && rendered.html !== null && renderedAt !== null) {
          answersOf.set(path, renderedAt, rendered.data);
        }
        // Page Not Found is the plain page with its head: no route's files to preload.
        const shell = rendered.status === 404 ? byLocale[locale].plain.html : variant.html;
        return {
          identity: Buffer.from(withRenderedPage(shell, rendered), 'utf8'),
          status: rendered.status === 404 ? 404 : 200,
        };
      });
      if (!page) return null;
      // Compressed while its first visitor in this encoding waits, then kept with the page.
      return {
        status: page.status,
        body: (page[encoding] ??= encodeAs(page.identity, encoding, 'onRequest')),
      };
    } catch (error) {
      request.log.warn({ err: error }, 'The page could not be rendered on the server.');
      return null;
    }
  };

  /**
   * A booking's page from its link with that booking in it (decision 159), rendered for this
   * request alone: its call is answered as this visitor's (the API counts a link that opens
   * nothing against the visitor's address), and neither the page nor its answers are kept (no
   * rendered-page cache, compressed for this answer only). Null to send the static shell instead
   * (no renderer, a HEAD, a failure): the browser then asks for the booking itself.
   */
  const renderedLinkPage = async (
    request: FastifyRequest,
    locale: Locale,
    encoding: ContentEncoding,
  ) => {
    // A HEAD is answered without a body: nothing to render, no call to count.
    if (!render || request.method !== 'GET') return null;
    try {
      const origin = originOf(request);
      if (origin === null) return null;
      const url = new URL(request.url, origin);
      const rendered = await render.renderLink(new URL(url.pathname, origin), request.ip);
      if (!rendered || rendered.html === null) return null;
      const identity = Buffer.from(withRenderedPage(byLocale[locale].linkPage, rendered), 'utf8');
      return { status: 200, body: encodeAs(identity, encoding, 'onRequest') };
    } catch (error) {
      request.log.warn({ err: error }, 'The booking page could not be rendered on the server.');
      return null;
    }
  };

  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    notFound: boolean,
  ): Promise<FastifyReply> => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const found = pageFor(urlPath);
    const shown = notFound ? { ...found, variant: byLocale[found.locale].plain } : found;
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const address = notFound ? pathInLocale(NO_PAGE_ADDRESS, found.locale) : null;
    const isLinkPage = !notFound && matches(linkSegments, segmentsOf(localeOfPath(urlPath).path));
    const rendering = isLinkPage
      ? renderedLinkPage(request, found.locale, encoding)
      : renderedPage(request, shown, encoding, address);
    const page = (await rendering) ?? {
      status: notFound ? 404 : 200,
      body: shown.variant.encoded[encoding],
    };
    reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    // An address holding a secret (a booking's own page, a password link): kept by no cache,
    // sent to no other site, listed by no search engine (issue 40).
    if (!notFound && isSecretLinkPage(urlPath)) {
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .header('x-robots-tag', 'noindex, nofollow');
    }
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    return reply.send(page.body);
  };

  return {
    send: (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply, false),
    /**
     * The Page Not Found page (404, its head) at the request's address, whatever the route table
     * makes of it: the console's addresses for a signed-in customer or cleaner (decision 061).
     */
    sendNotFound: (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply, true),
  };
}

/**
 * The origin a page is rendered and kept for. The host counts where the web app shows it
 * differently (the demo host is not rendered at all) and the scheme there (behind a proxy, as the
 * proxy says): a picture named for social sites is an absolute address. Any other host, made up
 * or not, gets PUBLIC_URL's page, so Host headers cannot make pages of their own. Null for a
 * Host header that is no host.
 */
function pageOrigin(publicOrigin: string, hosts: () => string[]) {
  return (request: FastifyRequest): string | null => {
    let hostname: string;
    try {
      hostname = new URL(`${request.protocol}://${request.host}`).hostname;
    } catch {
      return null;
    }
    return hosts().includes(hostname) ? `${request.protocol}://${hostname}` : publicOrigin;
  };
}

/** An address the route table gives to no page: rendered, it is the Page Not Found page's head. */
const NO_PAGE_ADDRESS = '/page-not-found';

/** Paths whose answers are remembered at once: only fully rendered pages leave theirs. */
const PATHS_WITH_ANSWERS = 100;

/**
 * The answers each path's page was last fully rendered from, while the generation they were read
 * at is current: what the renderer works a page's key out from (its `pageKey`).
 */
function lastAnswers(generation: () => number | null) {
  const byPath = new Map<string, { generation: number; answers: FirstPageAnswer[] }>();
  return {
    get(path: string): FirstPageAnswer[] | null {
      const known = byPath.get(path);
      return known && known.generation === generation() ? known.answers : null;
    },
    set(path: string, at: number, answers: FirstPageAnswer[]) {
      if (!byPath.has(path) && byPath.size >= PATHS_WITH_ANSWERS) byPath.clear();
      byPath.set(path, { generation: at, answers });
    },
  };
}

function readPreloads(webRoot: string): RoutePreloads {
  const file = path.join(webRoot, PRELOADS_FILE);
  // A build made without the plugin (or an old one) still serves its pages, just without hints.
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
}

/**
 * The route's files in the head; its texts in the page's language only. Its stylesheets hold the
 * first paint back until they are in, unless the page paints a shell first (`styles: 'fetched'`):
 * the shell has its own rules, and the app's code applies the sheets (Vite's preload of the lazy
 * chunk that names them) before the page it renders with them shows, so they are only fetched.
 */
function withPreloads(
  template: string,
  { scripts, styles, texts }: PagePreload,
  locale: Locale,
  { styles: stylesAre }: { styles: 'applied' | 'fetched' } = { styles: 'applied' },
): string {
  const styleLink = stylesAre === 'applied' ? 'rel="stylesheet"' : 'rel="preload" as="style"';
  const links = [
    ...[...scripts, ...(texts?.[locale] ?? [])].map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...styles.map((href) => `<link ${styleLink} crossorigin href="${escapeAttribute(href)}">`),
  ].join('');
  return template.replace('</head>', `${links}</head>`);
}

/**
 * A person's page with its static shell before `#root` and the shell's rules in the head
 * (decision 156). Nothing of the request goes into it: every visitor of the route gets these bytes.
 */
function withShell(template: string, shell: string): string {
  return template
    .replace('</head>', () => `<style>${PAGE_SHELL_STYLE}</style></head>`)
    .replace('<div id="root"></div>', () => `${shell}<div id="root"></div>`);
}

/** A development server's shorter pauses, read by the web app (src/components/ui-timings.ts). */
function withUiWaits(template: string, uiWaitsMs: number | undefined): string {
  if (uiWaitsMs === undefined) return template;
  return template.replace(/<html\b/i, `<html data-ui-waits-ms="${Math.trunc(uiWaitsMs)}"`);
}

/**
 * After the app's root, so it needs no room of the app's: it sticks to the screen's foot while
 * there is more page below, and ends the page under the footer. Above the console's fixed side
 * navigation (z-index 100), below dialogs (200) and toasts.
 */
function withDemoBanner(template: string, text: string | undefined): string {
  if (text === undefined) return template;
  const style = [
    'position:sticky',
    'bottom:0',
    'z-index:150',
    'margin:0',
    'padding:6px 12px',
    'background:#176455',
    'color:#fff',
    'text-align:center',
  ].join(';');
  const banner =
    `<aside aria-label="${escapeAttribute(demoBannerLabels.DEMO_BANNER_NAME)}" data-demo-banner style="${style}">` +
    `<p style="margin:0;font-size:13px;line-height:1.4">${escapeText(text)}</p></aside>`;
  return template.replace(/<\/body>/i, `${banner}</body>`);
}

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

function encode(html: string): Encoded {
  const identity = Buffer.from(html, 'utf8');
  return { identity, br: encodeAs(identity, 'br'), gzip: encodeAs(identity, 'gzip') };
}

/** Lower-cased path segments; the router ignores case and a trailing slash. */
function segmentsOf(routePath: string): string[] {
  return routePath
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => (segment.startsWith(':') ? segment : segment.toLowerCase()));
}

function matches(pattern: string[], segments: string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every((part, index) => part.startsWith(':') || part === segments[index])
  );
}
