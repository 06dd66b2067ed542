// What the server and the web app's page renderer (src/entry-server.tsx, decision 021) agree on.
// Both sides import it, so it holds only types and plain constants.

/** The renderer's build, inside the web app's build, in a folder that is never served. */
export const RENDERER_ENTRY = '.ssr/entry-server.js';

/** The id of the script element that carries a rendered page's API answers to the browser. */
export const FIRST_PAGE_DATA_ID = 'first-page-data';

/**
 * The id of the static shell the server sends before `#root` on the pages of a person (decision
 * 156), which the web app removes once the page's first screen has rendered.
 */
export const PAGE_SHELL_ID = 'page-shell';

/** Sent on `document` once the app has taken a server-rendered page over (server/http/hold-early-clicks-script.ts). */
export const HYDRATED_EVENT = 'mapleshine:hydrated';

/** An answer the server rendered a page from: a query's key and its data. */
export type FirstPageAnswer = { key: readonly unknown[]; data: unknown };

/** A public page's own address and its versions in each language (decision 103). */
export type LanguageLinks = {
  /** The page's address in its own language, absolute. */
  canonical: string;
  /** `en-CA`, `fr-CA` and `x-default` (the English page), absolute. */
  alternates: { hreflang: 'en-CA' | 'fr-CA' | 'x-default'; href: string }[];
};

export type ServerRenderedPage = {
  /** 404 for an address that names no page, post or service; the browser shows Page Not Found. */
  status: 200 | 404;
  /** The page's markup, for inside `#root`; null when only the head is known (the browser renders). */
  html: string | null;
  /** The API answers it was rendered from, for the browser's query cache. */
  data: FirstPageAnswer[];
  /**
   * The catalogue modules its markup read (`booking`, `site`), which the browser loads before it
   * hydrates the page, in the script's `data-texts` (decision 103).
   */
  texts?: string[];
  /**
   * What the browser would set (spec §4): the page's own name and summary (a post, a service),
   * else its route's meta record, else the defaults; null leaves the template's.
   */
  title: string | null;
  description: string | null;
  keywords: string | null;
  /** The page's own picture (absolute URL) for social sites, or null. */
  image: string | null;
  /** The page's language (the server also reads it from the address: /fr is French). */
  locale?: 'en-CA' | 'fr-CA';
  /** A public page's canonical and hreflang links; null or absent for any other page. */
  links?: LanguageLinks | null;
};

/** What the server lends the renderer, which runs without a DOM. */
export type RendererTools = {
  /** Answers the renderer's API calls (signed out). */
  fetch: typeof globalThis.fetch;
  /** The server's own HTML sanitizer, standing in for DOMPurify. */
  sanitizeHtml: (html: string) => string;
  /** An HTML fragment's text, as the browser's `textContent` reads it. */
  htmlText: (html: string) => string;
};

/**
 * The address that decides what the page at a URL shows: the URL without the query parameters its
 * page does not read. The server keeps one rendered page per address.
 */
export type PageAddress = (url: URL) => URL;

/**
 * The key the server keeps the page at `address` (a PageAddress) under, given the answers a page
 * at the same path was last rendered from (null when none is known yet): addresses whose values
 * name nothing that exists (a made-up category, a page past the last) share the key of the page
 * they show, so made-up values neither render anew nor push kept pages out (decision 055).
 */
export type PageKey = (address: URL, answers: readonly FirstPageAnswer[] | null) => string;

/**
 * The host names whose pages differ from others' (the build's main and demo hosts). The server
 * renders a page asked for at any other host as PUBLIC_URL's, so made-up Host headers make no
 * pages of their own.
 */
export type PageHosts = () => string[];

/**
 * Renders the page at a URL as a signed-out visitor sees it, or only its status and head (html
 * null), or null when the server knows nothing of it beyond the plain page.
 */
export type RenderPage = (url: URL, tools: RendererTools) => Promise<ServerRenderedPage | null>;

/**
 * Renders the page of a secret link (a booking's page from its e-mail, decision 159) for one
 * request, from the answers `tools.fetch` gives as that visitor's own calls would be answered; null
 * when the address is no such page or its data could not be read. Nothing of it is kept: neither
 * its markup nor its answers outlive the request.
 */
export type RenderLinkPage = (url: URL, tools: RendererTools) => Promise<ServerRenderedPage | null>;
