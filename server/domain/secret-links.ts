import { BOOKING_LINK_PATH } from '#shared/booking-link.ts';
import { CARD_CONFIRMATION_PATH } from '#shared/card-confirmation-link.ts';
import { DATA_EXPORT_LINK_PATH } from '#shared/data-export-link.ts';
import { localeOfPath } from '#shared/i18n/locale.ts';

/**
 * The web app's pages whose last path segment is a secret: a single-use token that activates an
 * account or sets a password (leads' and operators' first passwords use /reset-password too), and
 * the link to a booking's own page that its e-mails carry, and the page where a customer confirms
 * a saved card with their bank (issue 40), and a person's data archive's download (issue 44).
 * Whoever reads such a link can use it, so logs and mail kept after sending show it masked, in
 * either language (/fr/reset-password/… is the same page in French: the pattern is not anchored).
 */
export const SECRET_LINK_PATHS = [
  '/account-activation/',
  '/reset-password/',
  BOOKING_LINK_PATH,
  CARD_CONFIRMATION_PATH,
  DATA_EXPORT_LINK_PATH,
] as const;

/** What stands where a link's token was. */
export const TOKEN_PLACEHOLDER = '[token]';

const escaped = SECRET_LINK_PATHS.map((path) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
// Case-insensitive: the web app's router matches /Reset-Password/… too. The token is the whole
// segment, up to the next slash, query, fragment, space or quote, whatever it is made of.
const SECRET_SEGMENT = new RegExp(`(${escaped.join('|')})[^/?#\\s"'<>]+`, 'gi');

/**
 * The unsubscribe page and the one-click address hold a person's unsubscribe key in their query
 * (`k=`, decision 142): whoever reads it can unsubscribe them, and it names them.
 */
const UNSUBSCRIBE_KEY =
  /((?:\/unsubscribe|\/api\/email\/unsubscribe\/one-click)\?(?:[^#\s"'<>]*?&)?k=)[^&#\s"'<>]+/gi;

/** The text (a URL, a path, an e-mail body) with the token of every secret link masked. */
export function withoutLinkTokens(text: string): string {
  return text
    .replace(SECRET_SEGMENT, `$1${TOKEN_PLACEHOLDER}`)
    .replace(UNSUBSCRIBE_KEY, `$1${TOKEN_PLACEHOLDER}`);
}

/**
 * Whether a page's path is one of those links (its address holds a secret): its HTML is sent
 * with no-store, no-referrer and noindex, so no cache, no other site and no search engine keeps
 * the address (issue 40).
 */
export function isSecretLinkPage(urlPath: string): boolean {
  // The same page in French is under /fr (decision 103).
  const path = localeOfPath(urlPath.toLowerCase()).path;
  if (path === '/unsubscribe' || path.startsWith('/unsubscribe?')) return true;
  return SECRET_LINK_PATHS.some((prefix) => path.startsWith(prefix) && path.length > prefix.length);
}
