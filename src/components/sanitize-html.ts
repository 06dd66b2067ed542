import DOMPurify from 'dompurify';

type HtmlSanitizer = (html: string) => string;

/**
 * The browser's own pass over server HTML before it is rendered: the server sanitizes when it
 * stores, and this keeps a compromised or older row from running script in a visitor's page.
 */
let sanitizer: HtmlSanitizer = (html) =>
  DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [
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
    ],
    ALLOWED_ATTR: ['href', 'class'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/))/i,
  });

/**
 * DOMPurify needs a DOM, which the server's page renderer does not have: it hands in the
 * server's own sanitizer (the one that stored the HTML).
 */
export function setHtmlSanitizer(sanitize: HtmlSanitizer) {
  sanitizer = sanitize;
}

export function sanitizeHtml(html: string): string {
  return sanitizer(html);
}

// Kept apart from DOMPurify so the API queries can decode without loading the sanitizer.
export { decodeBase64Html } from '../api/page-html.ts';
