import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { DomUtils, parseDocument } from 'htmlparser2';
import {
  RENDERER_ENTRY,
  type PageAddress,
  type PageHosts,
  type PageKey,
  type RenderLinkPage,
  type RenderPage,
  type RendererTools,
  type ServerRenderedPage,
} from '#shared/server-render-contract.ts';

export type PageRenderer = {
  render: (url: URL) => Promise<ServerRenderedPage | null>;
  /**
   * A secret link's page (decision 159) for one visitor: its API calls are answered as that
   * visitor's (`ip`, whose misses they count), signed out. Never kept, by either side.
   */
  renderLink: (url: URL, ip: string) => Promise<ServerRenderedPage | null>;
  /** The address that decides what the page at `url` shows (the renderer's `pageAddress`). */
  addressOf: PageAddress;
  /** The key a page at that address is kept under (the renderer's `pageKey`). */
  keyOf: PageKey;
  /** The host names the renderer shows differently (the renderer's `pageHosts`). */
  hosts: PageHosts;
};

/**
 * The web app's page renderer from the build in `webRoot` (decision 021), answering its API calls
 * through `app` itself, in process and signed out; null for a build without one. The HTML
 * sanitizer is the content service's, passed in so this module stays HTTP only.
 */
export async function loadPageRenderer(
  webRoot: string,
  app: FastifyInstance,
  sanitizeHtml: RendererTools['sanitizeHtml'],
): Promise<PageRenderer | null> {
  const entry = path.join(webRoot, RENDERER_ENTRY);
  if (!existsSync(entry)) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as {
    renderPage: RenderPage;
    renderLinkPage?: RenderLinkPage;
    pageAddress?: PageAddress;
    pageKey?: PageKey;
    pageHosts?: PageHosts;
  };
  const tools: RendererTools = {
    fetch: inProcessFetch(app),
    sanitizeHtml,
    htmlText: (html) => DomUtils.textContent(parseDocument(html)),
  };
  const renderLinkPage = renderer.renderLinkPage;
  return {
    render: (url) => renderer.renderPage(url, tools),
    // A renderer without it leaves those pages to the browser.
    renderLink: (url, ip) =>
      renderLinkPage
        ? renderLinkPage(url, { ...tools, fetch: inProcessFetch(app, ip) })
        : Promise.resolve(null),
    // A renderer that does not say which parameters its pages read keeps every address apart.
    addressOf: renderer.pageAddress ?? ((url) => url),
    // Without a key of its own, a page is kept per address; without hosts, every host is
    // rendered as PUBLIC_URL's.
    keyOf: renderer.pageKey ?? ((address) => address.href),
    hosts: renderer.pageHosts ?? (() => []),
  };
}

/**
 * `fetch` for the renderer's API client, answered by `app.inject` instead of a socket: from the
 * server's own address, or from `remoteAddress` when the calls are a visitor's (the API then
 * counts and limits them as that visitor's, as when the browser makes them).
 */
function inProcessFetch(app: FastifyInstance, remoteAddress?: string): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const answer = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
      ...(remoteAddress === undefined ? {} : { remoteAddress }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined)
        headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers });
  };
}
