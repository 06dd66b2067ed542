/**
 * The HTML that pages and blog posts may hold (decision 007): text structure, links and the one
 * class the web app styles as an orange button. Both sanitizers read this one list: the
 * server's when it stores HTML (sanitize-html) and the browser's before it renders it (DOMPurify).
 */
export const HTML_ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'blockquote',
  'a',
];

/** Attributes per tag; every other attribute (event handlers, styles) is dropped. */
export const HTML_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'class'],
};

export const HTML_ALLOWED_CLASSES: Readonly<Record<string, readonly string[]>> = {
  a: ['btn-orange'],
};

/** Link schemes; besides them only same-site paths (`/…`, never protocol-relative `//…`). */
export const HTML_ALLOWED_SCHEMES = ['https', 'http', 'mailto'];

/** The schemes as DOMPurify's URI pattern: `https:`, `http:`, `mailto:` or a same-site path. */
export const HTML_ALLOWED_URI = new RegExp(
  `^(?:${HTML_ALLOWED_SCHEMES.map((scheme) => `${scheme}:`).join('|')}|/(?!/))`,
  'i',
);
