import type { Database } from './db/database.ts';
import type { CatalogReads } from './services/catalog/catalog.ts';
import type { SessionService } from './services/auth/sessions.ts';
import type { KeptLists } from './services/lists/kept-lists.ts';
import type { KeptAvailability } from './services/quote/kept-availability.ts';
import type { CaptchaCheck } from './services/captcha.ts';
import type { Clock } from './services/clock.ts';
import type { OperationsMetrics } from './services/metrics/metrics.ts';
import type { PaymentGateway } from './services/payments/gateway.ts';
import type { RateLimiter } from './services/rate-limit.ts';
import type { FileStorage } from './services/storage/file-storage.ts';

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
};
