import type { FastifyRequest } from 'fastify';
import { localeOfHeaders, type Locale } from '#shared/i18n/locale.ts';

/**
 * The language a caller reads (decision 102): the web app's X-MapleShine-Locale, then
 * Accept-Language, then English. Only the language of the answer's texts follows it; nothing
 * stored about a person changes by it.
 */
export function localeOf(request: Pick<FastifyRequest, 'headers'>): Locale {
  return localeOfHeaders(request.headers);
}
