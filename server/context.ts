import type { Database } from './db/database.ts';
import type { CatalogReads } from './catalog/index.ts';
import type { SessionService } from './auth/index.ts';
import type { KeptLists } from './platform/lists/kept-lists.ts';
import type { KeptAvailability } from './quote/index.ts';
import type { CaptchaCheck } from './platform/captcha.ts';
import type { Clock } from './platform/clock.ts';
import type { OperationsMetrics } from './platform/metrics.ts';
import type { PaymentGateway } from './payments/index.ts';
import type { PayoutGateway } from './payouts/index.ts';
import type { RateLimiter } from './platform/rate-limit.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';
import type { ReceiptIssuer } from './domain/receipt-issuer.ts';
import type { TaxDataKeys } from './tax-reporting/index.ts';
import type { JobQueue } from './platform/queue/job-queue.ts';

/** What handlers and services are given: everything with a side effect comes through here. */
export type AppContext = {
  db: Database;
  /** Read-mostly catalog tables, cached while the database's change feed is listened to. */
  catalog: CatalogReads;
  clock: Clock;
  storage: FileStorage;
  sessions: SessionService;
  /** Signed-in lists kept while nothing they show changed (decision 064). */
  lists: KeptLists;
  /** Windows a quote found a cleaner free in, kept while nothing that decides it changed (065). */
  availability: KeptAvailability;
  rateLimits: RateLimiter;
  payments: PaymentGateway;
  /** Cleaner payouts (decision 133): Stripe Connect, or the offline stand-in. */
  payouts: PayoutGateway;
  /**
   * The offline test gateway's authentication page (decision 099): the tester's answer to a
   * card's bank check. Absent with Stripe, whose own page answers it.
   */
  testAuthentication?: ((clientSecret: string, outcome: 'approve' | 'fail') => boolean) | undefined;
  /** Prometheus figures the services and the job queue add to (declined cards, failed jobs). */
  metrics: OperationsMetrics;
  /** The forms' captcha (RECAPTCHA_SECRET); checks nothing when it is not configured. */
  captcha: CaptchaCheck;
  /** Base of links in e-mails, e.g. http://localhost:3000. */
  publicUrl: string;
  /** Served over https: Secure cookies with the __Host- prefix, HSTS. */
  secure: boolean;
  /**
   * The least time the answers that must not tell whether an address has an account take
   * (forgot-password, register): an account's extra writes hide inside it (issue 38).
   */
  evenAnswerMs: number;
  /** The legal name and tax numbers a receipt prints when it is issued (decision 101). */
  receiptIssuer: ReceiptIssuer;
  /** The keys that seal cleaners' tax details (decision 135). */
  taxKeys: TaxDataKeys;
  /**
   * Asks the background jobs for a run now, after a change committed (a data export requested);
   * absent when the app runs no job queue (most API tests), whose schedules would come anyway.
   */
  backgroundJobs?: Pick<JobQueue, 'requestDataExports' | 'requestPlanVisits'> | undefined;
};
