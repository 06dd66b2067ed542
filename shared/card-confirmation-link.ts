/**
 * The page where a customer confirms their saved card with their bank (3-D Secure) before its
 * hold, opened from the e-mail that asks them to (issue 40, decision 099). The last segment is a
 * secret like a booking link's, so logs and kept e-mails mask it (server/domain/secret-links.ts),
 * and the API takes it in the JSON body, never in a URL.
 */
export const CARD_CONFIRMATION_PATH = '/confirm-card/';

export function cardConfirmationPath(token: string): string {
  return `${CARD_CONFIRMATION_PATH}${token}`;
}
