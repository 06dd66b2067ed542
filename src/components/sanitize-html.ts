import DOMPurify from 'dompurify';
import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_TAGS,
  HTML_ALLOWED_URI,
} from '#shared/html-allow-list.ts';

type HtmlSanitizer = (html: string) => string;

/**
 * The browser's own pass over server HTML before it is rendered: the server sanitizes when it
 * stores, and this keeps a compromised or older row from running script in a visitor's page.
 */
let sanitizer: HtmlSanitizer = (html) =>
  DOMPurify.sanitize(html, {
    ALLOWED_TAGS: HTML_ALLOWED_TAGS,
    ALLOWED_ATTR: [...new Set(Object.values(HTML_ALLOWED_ATTRIBUTES).flat())],
    ALLOWED_URI_REGEXP: HTML_ALLOWED_URI,
  });

/**
 * DOMPurify needs a DOM, which the server's page renderer does not have: it hands in the
 * server's own sanitizer (the one that stored the HTML). Answers the one it replaces.
 */
export function setHtmlSanitizer(sanitize: HtmlSanitizer): HtmlSanitizer {
  const replaced = sanitizer;
  sanitizer = sanitize;
  return replaced;
}

export function sanitizeHtml(html: string): string {
  return sanitizer(html);
}

// Kept apart from DOMPurify so the API queries can decode without loading the sanitizer.
export { decodeBase64Html } from '../api/page-html.ts';
