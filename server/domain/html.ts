import sanitize from 'sanitize-html';
import {
  HTML_ALLOWED_ATTRIBUTES,
  HTML_ALLOWED_CLASSES,
  HTML_ALLOWED_SCHEMES,
  HTML_ALLOWED_TAGS,
} from '#shared/html-allow-list.ts';

// The one allow-list both sanitizers read (shared/html-allow-list.ts).
const options: sanitize.IOptions = {
  allowedTags: HTML_ALLOWED_TAGS,
  allowedAttributes: toMutable(HTML_ALLOWED_ATTRIBUTES),
  allowedClasses: toMutable(HTML_ALLOWED_CLASSES),
  allowedSchemes: HTML_ALLOWED_SCHEMES,
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

function toMutable(lists: Readonly<Record<string, readonly string[]>>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(lists).map(([tag, names]) => [tag, [...names]]));
}

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}

/** Page HTML travels base64-encoded (spec §3), as UTF-8 so accents survive. */
export function toBase64(html: string): string {
  return Buffer.from(html, 'utf8').toString('base64');
}
