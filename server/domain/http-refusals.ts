import * as en from '#shared/catalogue/en-CA/api-http.ts';
import * as fr from '#shared/catalogue/fr-CA/api-http.ts';
import { sayings } from './said.ts';

/**
 * The refusals every layer shares (decision 104): HTTP's own (server/http/), the rate limits, the
 * captcha and the photo store (server/platform/), a list's cursor. Said in the caller's language.
 */
export const httpRefusals = sayings(en.httpRefusals, fr.httpRefusals);
