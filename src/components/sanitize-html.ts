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

/** Page HTML arrives base64-encoded (spec §3), as UTF-8. */
export function decodeBase64Html(base64: string): string {
  try {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return '';
  }
}
