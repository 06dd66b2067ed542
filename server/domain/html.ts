import sanitize from 'sanitize-html';

/**
 * The HTML that pages and blog posts may hold: text structure, links and the one class the web
 * app styles as an orange button. Scripts, event handlers, styles and foreign schemes are dropped.
 */
const options: sanitize.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'class'] },
  allowedClasses: { a: ['btn-orange'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}

/** Page HTML travels base64-encoded (spec §3), as UTF-8 so accents survive. */
export function toBase64(html: string): string {
  return Buffer.from(html, 'utf8').toString('base64');
}
