/**
 * How long each kind of personal data below is kept (DESIGN.md "Personal data", issue 38): the
 * daily retention job (server/retention/retention.ts) deletes what is older, and the privacy page
 * (server/db/seed/pages.ts) states these same periods.
 */

/** A copy of an e-mail that was sent: kept for questions about delivery, then deleted. */
export const SENT_MAIL_KEPT_DAYS = 30;

/** An e-mail never sent (waiting, or failed after its retries): kept longer, to find out why. */
export const UNSENT_MAIL_KEPT_DAYS = 90;

/** A message sent through the contact form, counted from when it arrived. */
export const CONTACT_MESSAGES_KEPT_DAYS = 365;

/**
 * A lead (the login a booking started without an account leaves, same-day-start.ts) that never
 * paid for a booking nor became an account, counted from its last booking activity.
 */
export const LEADS_KEPT_DAYS = 365;

/**
 * A counted attempt of a rate limit (sign-ins, forms, a cleaner's hand-backs), kept while it can
 * still count: the longest window of any limit (server/platform/rate-limit.ts) is a day.
 */
export const RATE_LIMIT_EVENTS_KEPT_HOURS = 24;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The instants before which each kind is deleted, at `now`. */
export function retentionCutoffs(now: Date) {
  const before = (ms: number) => new Date(now.getTime() - ms);
  return {
    sentMail: before(SENT_MAIL_KEPT_DAYS * DAY_MS),
    unsentMail: before(UNSENT_MAIL_KEPT_DAYS * DAY_MS),
    contactMessages: before(CONTACT_MESSAGES_KEPT_DAYS * DAY_MS),
    leads: before(LEADS_KEPT_DAYS * DAY_MS),
    rateLimitEvents: before(RATE_LIMIT_EVENTS_KEPT_HOURS * HOUR_MS),
  };
}

/** "30 days", "1 year", "2 years": a period as the privacy page says it. */
export function periodText(days: number): string {
  if (days % 365 === 0) return days === 365 ? '1 year' : `${days / 365} years`;
  return days === 1 ? '1 day' : `${days} days`;
}

/** "1 hour", "6 hours". */
export function hoursText(hours: number): string {
  return hours === 1 ? '1 hour' : `${hours} hours`;
}
