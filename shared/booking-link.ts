/**
 * The path of a booking's own page opened from one of its e-mails (issue 40): the web app's route
 * and the server's links both build it here. The last segment is a secret (whoever holds the
 * e-mail holds the booking), so logs and kept e-mails mask it (server/domain/secret-links.ts).
 */
export const BOOKING_LINK_PATH = '/booking-link/';

export function bookingLinkPath(token: string): string {
  return `${BOOKING_LINK_PATH}${token}`;
}
