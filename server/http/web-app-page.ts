import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodeAs, preferredEncoding, type ContentEncoding } from './content-encoding.ts';
import type { PageRenderer } from './page-renderer.ts';
import { renderedPageCache } from './rendered-page-cache.ts';
import { withRenderedPage } from './rendered-page-html.ts';
import type { PagePreload, RoutePreloads } from '#shared/route-preloads.ts';

/** Written by the build (scripts/route-preload-plugin.ts) beside Vite's manifest. */
const PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

type Encoded = Record<ContentEncoding, Buffer>;
type Variant = { html: string; encoded: Encoded };
type RoutePattern = { segments: string[]; page: Variant };
/** A rendered page's HTML, compressed in each encoding when a visitor first asks for it. */
type RenderedPage = Partial<Encoded> & { identity: Buffer; status: number };

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
) {
  const template = readFileSync(path.join(webRoot, 'index.html'), 'utf8');
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
  const plain = encoded(template);
  const patterns: RoutePattern[] = Object.entries(readPreloads(webRoot)).map(
    ([route, preload]) => ({
      segments: segmentsOf(route),
      page: encoded(withPreloads(template, preload)),
    }),
  );

  const pageFor = (urlPath: string): Variant => {
    const segments = segmentsOf(urlPath);
    return patterns.find((pattern) => matches(pattern.segments, segments))?.page ?? plain;
  };

  /**
   * The page with its content or at least its head in it, and its status (404 for an address
   * that names nothing, decision 036), or null to send the plain page (and let the browser render).
   */
  const renderedPage = async (
    request: FastifyRequest,
    variant: Variant,
    encoding: ContentEncoding,
  ) => {
    if (!render) return null;
    try {
      // The host counts (the demo host is not rendered), and the scheme (behind a proxy, as the
      // proxy says): a picture named for social sites is an absolute address. Of the query, what
      // the page reads. A Host header that is no host makes no URL: that request gets the plain
      // page.
      const url = render.addressOf(new URL(request.url, `${request.protocol}://${request.host}`));
      const page = await keptRendering(url.href, async () => {
        const rendered = await render.render(url);
        if (!rendered) return null;
        // Page Not Found is the plain page with its head: no route's files to preload.
        const shell = rendered.status === 404 ? plain.html : variant.html;
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

  return {
    async send(request: FastifyRequest, reply: FastifyReply) {
      const variant = pageFor(request.url.split('?')[0] ?? '/');
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const page = (await renderedPage(request, variant, encoding)) ?? {
        status: 200,
        body: variant.encoded[encoding],
      };
      reply
        .code(page.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.send(page.body);
    },
  };
}

function readPreloads(webRoot: string): RoutePreloads {
  const file = path.join(webRoot, PRELOADS_FILE);
  // A build made without the plugin (or an old one) still serves its pages, just without hints.
  if (!existsSync(file)) return {};
  return JSON.parse(readFileSync(file, 'utf8')) as RoutePreloads;
}

function withPreloads(template: string, { scripts, styles }: PagePreload): string {
  const links = [
    ...scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`,
    ),
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
  ].join('');
  return template.replace('</head>', `${links}</head>`);
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
