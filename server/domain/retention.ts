/**
 * How long each kind of personal data is kept (DESIGN.md "Personal data", issues 38 and 44,
 * decision 140): ONE table. The daily retention job (server/retention/) deletes what is past the
 * period of every kind it deletes, the privacy page's retention section is written from this
 * table when the page is read (retention-section.ts), and the console's Data retention page shows
 * it. What each kind covers and why it is kept are catalogue texts (shared/catalogue/*\/retention.ts),
 * keyed by the kind.
 */

export type RetentionPeriod = { amount: number; unit: 'hours' | 'days' | 'months' | 'years' };

/**
 * Who deletes it: `retentionJob` (the daily job, which writes one `retention_deletions` row per
 * kind per run), `exportJob` (the data export deletes its own archives), or `never` (kept by law
 * at least this long; nothing deletes it automatically).
 */
export type RetentionDeletion = 'retentionJob' | 'exportJob' | 'never';

/** A lead's login never activated and never paid: counted from its last booking activity. */
export const LEADS_KEPT_DAYS = 365;
/** A message sent through the contact form, counted from when it arrived. */
export const CONTACT_MESSAGES_KEPT_DAYS = 365;
/** A copy of an e-mail that was sent: kept for questions about delivery, then deleted. */
export const SENT_MAIL_KEPT_DAYS = 30;
/** An e-mail never sent (waiting, or failed after its retries): kept longer, to find out why. */
export const UNSENT_MAIL_KEPT_DAYS = 90;
/**
 * A counted attempt of a rate limit (sign-ins, forms, a cleaner's hand-backs), kept while it can
 * still count: the longest window of any limit (server/platform/rate-limit.ts) is a day.
 */
export const RATE_LIMIT_EVENTS_KEPT_HOURS = 24;
/** Web-vitals samples (no person in them): long enough for the console's daily p75 trend. */
export const VITALS_KEPT_DAYS = 30;
/** A session, counted from when it expired (sign-in also deletes expired ones, decision 140). */
export const EXPIRED_SESSIONS_KEPT_DAYS = 1;
/** A closed account's uploaded file, counted from its closure (`discarded_uploads`). */
export const DISCARDED_UPLOADS_KEPT_DAYS = 1;
/** A declined cleaner application (profile and photo), counted from the decision. */
export const DECLINED_APPLICATIONS_KEPT_DAYS = 365;
/** A data export's archive: its link expires and the export deletes it (decision 138). */
export const DATA_EXPORT_LINK_DAYS = 7;
/** PIPEDA s. 10.3 and its regulations: breach records are kept at least 24 months. */
export const SECURITY_INCIDENTS_KEPT_MONTHS = 24;
/** Receipts, credit notes and their tax data: six years after the tax year (Income Tax Act). */
export const RECEIPTS_KEPT_YEARS = 6;

const days = (amount: number): RetentionPeriod => ({ amount, unit: 'days' });

/** The retention table: every kind, its period and who deletes it, in the privacy page's order. */
export const RETENTION_TABLE = [
  { kind: 'leads', period: days(LEADS_KEPT_DAYS), deletion: 'retentionJob' },
  { kind: 'contactMessages', period: days(CONTACT_MESSAGES_KEPT_DAYS), deletion: 'retentionJob' },
  { kind: 'sentMail', period: days(SENT_MAIL_KEPT_DAYS), deletion: 'retentionJob' },
  { kind: 'unsentMail', period: days(UNSENT_MAIL_KEPT_DAYS), deletion: 'retentionJob' },
  {
    kind: 'rateLimitEvents',
    period: { amount: RATE_LIMIT_EVENTS_KEPT_HOURS, unit: 'hours' },
    deletion: 'retentionJob',
  },
  { kind: 'webVitals', period: days(VITALS_KEPT_DAYS), deletion: 'retentionJob' },
  { kind: 'sessions', period: days(EXPIRED_SESSIONS_KEPT_DAYS), deletion: 'retentionJob' },
  {
    kind: 'discardedUploads',
    period: days(DISCARDED_UPLOADS_KEPT_DAYS),
    deletion: 'retentionJob',
  },
  {
    kind: 'declinedApplications',
    period: days(DECLINED_APPLICATIONS_KEPT_DAYS),
    deletion: 'retentionJob',
  },
  { kind: 'dataExports', period: days(DATA_EXPORT_LINK_DAYS), deletion: 'exportJob' },
  {
    kind: 'securityIncidents',
    period: { amount: SECURITY_INCIDENTS_KEPT_MONTHS, unit: 'months' },
    deletion: 'never',
  },
  {
    kind: 'receipts',
    period: { amount: RECEIPTS_KEPT_YEARS, unit: 'years' },
    deletion: 'never',
  },
] as const satisfies readonly {
  kind: string;
  period: RetentionPeriod;
  deletion: RetentionDeletion;
}[];

export type RetentionKind = (typeof RETENTION_TABLE)[number]['kind'];
export type RetentionEntry = {
  kind: RetentionKind;
  period: RetentionPeriod;
  deletion: RetentionDeletion;
};

/** The kinds the daily job deletes, in the order it runs them. */
export type JobRetentionKind = Extract<
  (typeof RETENTION_TABLE)[number],
  { deletion: 'retentionJob' }
>['kind'];

export const JOB_KINDS = RETENTION_TABLE.filter((entry) => entry.deletion === 'retentionJob').map(
  (entry) => entry.kind,
) as JobRetentionKind[];

export const RETENTION_KINDS: readonly RetentionKind[] = RETENTION_TABLE.map((entry) => entry.kind);

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function periodMs(period: RetentionPeriod): number {
  if (period.unit === 'hours') return period.amount * HOUR_MS;
  if (period.unit === 'days') return period.amount * DAY_MS;
  throw new Error(
    `A ${period.unit} period has no fixed length: the job deletes only days and hours.`,
  );
}

/** The instant before which each kind the job deletes goes, at `now`. */
export function retentionCutoffs(now: Date): Record<JobRetentionKind, Date> {
  return Object.fromEntries(
    RETENTION_TABLE.filter((entry) => entry.deletion === 'retentionJob').map((entry) => [
      entry.kind,
      new Date(now.getTime() - periodMs(entry.period)),
    ]),
  ) as Record<JobRetentionKind, Date>;
}
