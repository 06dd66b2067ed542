import DOMPurify from 'dompurify';

/**
 * The browser's own pass over server HTML before it is rendered: the server sanitizes when it
 * stores, and this keeps a compromised or older row from running script in a visitor's page.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
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
}

// Kept apart from DOMPurify so the API queries can decode without loading the sanitizer.
export { decodeBase64Html } from '../api/page-html.ts';
