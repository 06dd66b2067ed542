import {
  FIRST_PAGE_DATA_ID,
  type LanguageLinks,
  type ServerRenderedPage,
} from '#shared/server-render-contract.ts';
import { withEarlyClicksHeld } from './hold-early-clicks-script.ts';

/**
 * `index.html` with a server-rendered page in its `#root`, the answers it was rendered from
 * beside it (JSON, never run: the page's scripts read it) and the page's title and meta; or,
 * for a page the browser renders (html null), the template with only its head filled in.
 */
export function withRenderedPage(template: string, page: ServerRenderedPage): string {
  const html =
    page.html === null
      ? template
      : withEarlyClicksHeld(withScriptsAfterPaint(template)).replace(
          '<div id="root"></div>',
          `<div id="root">${page.html}</div>` +
            `<script type="application/json" id="${FIRST_PAGE_DATA_ID}"${textsAttribute(page.texts)}>${jsonInHtml(page.data)}</script>`,
        );
  return withHead(html, page);
}

/** The catalogue modules' names, each a plain word (anything else is left out). */
function textsAttribute(texts: readonly string[] | undefined): string {
  const names = (texts ?? []).filter((name) => /^[a-z][a-z0-9-]*$/.test(name));
  return names.length === 0 ? '' : ` data-texts="${names.join(' ')}"`;
}

/**
 * The title, description and keywords, and the same for social sites (Open Graph, Twitter card),
 * as the browser's app shell writes them (src/app/shell/document-head.ts).
 */
function withHead(template: string, page: ServerRenderedPage): string {
  let html = template;
  if (page.title) {
    const title = `<title>${escapeText(page.title)}</title>`;
    html = html.replace(/<title>[^<]*<\/title>/, () => title);
    html = withMeta(html, 'property', 'og:title', page.title);
    html = withMeta(html, 'name', 'twitter:title', page.title);
  }
  if (page.description) {
    html = withMeta(html, 'name', 'description', page.description);
    html = withMeta(html, 'property', 'og:description', page.description);
    html = withMeta(html, 'name', 'twitter:description', page.description);
  }
  if (page.keywords) html = withMeta(html, 'name', 'keywords', page.keywords);
  if (page.image) {
    html = withMeta(html, 'property', 'og:image', page.image);
    html = withMeta(html, 'name', 'twitter:image', page.image);
    html = withMeta(html, 'name', 'twitter:card', 'summary_large_image');
  }
  if (page.links) html = withLanguageLinks(html, page.links);
  return html;
}

/**
 * A public page's own address (canonical, in its language) and its versions in English, French
 * and by default (English), as search engines read them (decision 103).
 */
function withLanguageLinks(html: string, links: LanguageLinks): string {
  const tags = [
    `<link rel="canonical" href="${escapeText(links.canonical)}" />`,
    ...links.alternates.map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeText(hreflang)}" href="${escapeText(href)}" />`,
    ),
  ].join('');
  return html.replace('</head>', () => `${tags}</head>`);
}

/** The template with the page's language on its root element: `<html lang="fr-CA">`. */
export function withLanguage(template: string, locale: string): string {
  const tag = `<html lang="${escapeText(locale)}"`;
  return /<html\b[^>]*\blang="[^"]*"/i.test(template)
    ? template.replace(
        /<html\b([^>]*?)\blang="[^"]*"/i,
        (_match, before: string) => `<html${before}lang="${escapeText(locale)}"`,
      )
    : template.replace(/<html\b/i, () => tag);
}

/** Loads the entry named by its data-entry attribute after the first paint (public/). */
const START_AFTER_PAINT = '/start-after-paint.js';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page shows without its scripts, which only make it interactive: the entry and the modules
 * named for it are fetched and started after the first paint (public/start-after-paint.js), so
 * they take neither the connection from its styles and images nor the main thread before it.
 */
function withScriptsAfterPaint(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const modules = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const start =
    `<script defer src="${START_AFTER_PAINT}" data-entry="${entry}"` +
    ` data-modules="${modules.join(' ')}"></script>`;
  return template.replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, start);
}

/** Sets a meta tag's content, adding the tag at the end of the head when the template has none. */
function withMeta(html: string, attribute: 'name' | 'property', key: string, content: string) {
  const tag = `<meta ${attribute}="${key}" content="${escapeText(content)}"`;
  const existing = new RegExp(`<meta ${attribute}="${key}" content="[^"]*"`);
  // A function, so a `$` in the content is never read as a replacement pattern.
  return existing.test(html)
    ? html.replace(existing, () => tag)
    : html.replace('</head>', () => `${tag} /></head>`);
}

/** JSON that cannot end its script element or open a comment inside it. */
function jsonInHtml(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

function escapeText(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
