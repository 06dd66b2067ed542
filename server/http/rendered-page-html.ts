import {
  FIRST_PAGE_DATA_ID,
  type ServerRenderedPage,
} from '../../scripts/server-render-contract.ts';

/**
 * `index.html` with a server-rendered page in its `#root`, the answers it was rendered from
 * beside it (JSON, never run: the page's scripts read it) and the route's title and meta.
 */
export function withRenderedPage(template: string, page: ServerRenderedPage): string {
  let html = withScriptsAfterPaint(template).replace(
    '<div id="root"></div>',
    `<div id="root">${page.html}</div>` +
      `<script type="application/json" id="${FIRST_PAGE_DATA_ID}">${jsonInHtml(page.data)}</script>`,
  );
  if (page.title)
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  if (page.description) html = withMetaContent(html, 'description', page.description);
  if (page.keywords) html = withMetaContent(html, 'keywords', page.keywords);
  return html;
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

function withMetaContent(html: string, name: string, content: string): string {
  return html.replace(
    new RegExp(`<meta name="${name}" content="[^"]*"`),
    `<meta name="${name}" content="${escapeText(content)}"`,
  );
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
