import PgBoss from 'pg-boss';
import type { AppContext } from '../../context.ts';
import { deliverMail, sweepOutbox, type DeliverMailJob } from '../mail/mail-delivery.ts';
import type { Mailer } from '../mail/mailer.ts';
import { authorizeDueBookings } from '../../payments/index.ts';
import { forgetOldAnnouncements, sendJobDigests } from '../../jobs/index.ts';
import { enforceRetention } from '../../retention/index.ts';
import {
  runRequestedCleanerLapses,
  runRescheduleRequestExpiries,
  runUnacceptedBookings,
} from '../../bookings/index.ts';
import { sendDayBeforeReminders, tellUntoldMoves } from '../../booking-news/index.ts';
import { sendDuePayouts } from '../../payouts/index.ts';
import { runCheckExpiries } from '../../background-checks/index.ts';
import { sendBookAgainReminders } from '../../consent/index.ts';
import { runDataExports } from '../../data-exports/index.ts';
import { writeDueVisits } from '../../regular-plans/index.ts';
import type { QueueConnection } from '../../db/queue-connection.ts';
import { storableError } from '../../db/errors.ts';
import { queueNames } from './queue-names.ts';
import { failedJobs, queueStats, type FailedJob, type QueueStats } from './queue-reports.ts';

export { queueNames };

export type JobQueueOptions = {
  connection: QueueConnection;
  /** SMTP (SMTP_URL). Without it there is nothing to deliver to: e-mails stay in the outbox. */
  mailTransport?: Mailer | undefined;
  /** Retries of one e-mail after its first attempt, and the first retry's delay (it doubles). */
  mailRetry?: { limit: number; delaySeconds: number };
  /** The same for a run of the saved-card holds that failed (the gateway was unreachable). */
  authorizeRetry?: { limit: number; delaySeconds: number };
  /** How often an idle worker asks for a job; pg-boss's floor is half a second. */
  pollingIntervalSeconds?: number;
  log?: (message: string, error?: unknown) => void;
  /** Off: no cron (tests ask for each run themselves, so a clock tick cannot add one). */
  schedules?: boolean;
  /** Each failed attempt of a job, by queue (the metrics count them). */
  jobFailed?: (queue: string) => void;
};

export type JobQueue = {
  /** After a change that may have written e-mails: queues their delivery shortly (debounced). */
  sweepMailSoon(): void;
  /** Queues delivery of every pending e-mail without a job; answers how many. */
  sweepMail(): Promise<number>;
  /** Asks for a run of the saved-card holds now; whichever server's worker is free takes it. */
  requestAuthorizations(): Promise<void>;
  /** Asks for a run of the new-job digests now (decision 061). */
  requestJobDigests(): Promise<void>;
  /** Asks for a run of the retention job now (server/domain/retention.ts). */
  requestRetention(): Promise<void>;
  /** Asks for a run of the unaccepted bookings' notices and lapses now (decision 098). */
  requestUnacceptedBookings(): Promise<void>;
  /** Asks for a run of the untold moves' retry now (server/booking-news/). */
  requestUntoldNews(): Promise<void>;
  /** Asks for a run of the day-before reminders now (server/booking-news/reminders.ts). */
  requestReminders(): Promise<void>;
  /** Asks for a run of the payout transfers now (decision 133). */
  requestPayouts(): Promise<void>;
  /** Asks for a run of the background checks' notices and pauses now (decision 134). */
  requestCheckExpiries(): Promise<void>;
  /** Asks for a run of the book-again reminders now (decision 142). */
  requestBookAgain(): Promise<void>;
  /** Asks for a run of the data exports' builds and expiries now (decision 138). */
  requestDataExports(): Promise<void>;
  /** Asks for a run of the plans' visit writer now: a plan was just bought (decision 143). */
  requestPlanVisits(): Promise<void>;
  stats(): Promise<QueueStats>;
  failedJobs(limit?: number): Promise<FailedJob[]>;
  /** Takes no new job, lets the running ones finish, then lets go of the database. */
  stop(): Promise<void>;
};

/** The saved-card holds, every ten minutes as before (DESIGN.md "Authorization window"). */
const AUTHORIZE_CRON = '*/10 * * * *';
/** The new-job digests: a cleaner's first announcement waits its five minutes, give or take one. */
const DIGEST_CRON = '* * * * *';
/**
 * The retention job: once a day, at 09:30 UTC (the small hours across Canada); its periods are
 * days long, so a day late at most is within them.
 */
export const RETENTION_CRON = '30 9 * * *';
/** Paid bookings nobody accepted: every minute, so a lapse follows its start within one. */
const UNACCEPTED_CRON = '* * * * *';
/** The booking moves whose news failed: told again every five minutes. */
const UNTOLD_NEWS_CRON = '*/5 * * * *';
/** The day-before reminders: every ten minutes, so each goes out close to 24 hours before. */
const REMINDERS_CRON = '*/10 * * * *';
/**
 * Background checks' notices and pauses: hourly at :20, so a check lapses within an hour of its
 * expiry day starting in the cleaner's city (decision 134).
 */
const CHECK_EXPIRIES_CRON = '20 * * * *';
/** Catches e-mails whose server stopped before queuing them. */
const SWEEP_CRON = '* * * * *';
/**
 * The payout transfers: every five minutes, so a payable item is sent within minutes and its
 * retries (5 to 40 minutes apart) all fall well inside its 48 hours (decision 133).
 */
const PAYOUTS_CRON = '*/5 * * * *';
/**
 * The book-again reminders (decision 142): daily at 15:00 UTC, the morning across Canada, so a
 * promotional e-mail does not arrive in the night; a reminder is due for two weeks.
 */
const BOOK_AGAIN_CRON = '0 15 * * *';
/**
 * The data exports' sweep: hourly. Each request sends its own job (retried three times), so the
 * sweep only builds an archive whose job was lost and deletes expired archives, whose links
 * already refuse at their expiry; a run a minute cost every server an empty job a minute
 * (decision 138).
 */
const DATA_EXPORTS_CRON = '23 * * * *';
/** Regular cleanings' visits (decision 143): hourly at :40, five weeks ahead. */
const PLAN_VISITS_CRON = '40 * * * *';
const SWEEP_DEBOUNCE_MS = 50;
const STOP_TIMEOUT_MS = 20_000;

/** A queue run on a schedule (and on request): see `scheduled` in startJobQueue. */
type ScheduledQueue = {
  name: (typeof queueNames)[keyof typeof queueNames];
  /**
   * Retries of a failed run after its first attempt, and the first retry's delay (it doubles);
   * three a minute apart unless said.
   */
  retry?: { limit: number; delaySeconds: number };
  /** How long a run may take before pg-boss fails it; 15 minutes unless said. */
  expireInSeconds?: number;
  cron: string;
  /** One attempt; what it answers is kept with the job. */
  run: () => Promise<unknown>;
};

type QueueContext = Pick<
  AppContext,
  'db' | 'clock' | 'payments' | 'payouts' | 'publicUrl' | 'catalog' | 'taxKeys' | 'storage'
>;

/** PostgreSQL's codes for a deadlock and a duplicate key: what two servers creating one queue meet. */
const CREATED_AT_ONCE = new Set(['40P01', '23505']);

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error
    ? String(error.code)
    : undefined;
}

/**
 * Runs a start-up step that every server runs: servers started together create the same queues
 * and schedules at the same moment, and PostgreSQL may pick one of them as a deadlock victim.
 * That one waits a moment and tries again, by when the other has made what both wanted.
 */
async function alongsideOtherServers(step: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await step();
      return;
    } catch (error) {
      if (attempt >= 5 || !CREATED_AT_ONCE.has(errorCode(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * Starts pg-boss on the app's database with the workers of every background job. pg-boss hands
 * each job to one worker of one server however many run (SKIP LOCKED), retries failures with
 * backoff, and keeps failed jobs to be seen (`failedJobs`); its cron runs a schedule once per
 * tick across servers.
 */
export async function startJobQueue(
  context: QueueContext,
  options: JobQueueOptions,
): Promise<JobQueue> {
  const log = options.log ?? ((message, error) => console.error(message, error ?? ''));
  const boss = new PgBoss({ ...options.connection, application_name: 'mapleshine-queue' });
  boss.on('error', (error) => log('The job queue failed.', error));
  await boss.start();

  const mailRetry = options.mailRetry ?? { limit: 8, delaySeconds: 30 };
  const polling = { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 };
  const schedules = options.schedules !== false;
  const transport = options.mailTransport;

  /**
   * Runs one attempt of a job; a failure is counted, then thrown on for pg-boss to retry and keep,
   * without a failed query's values (decision 088).
   */
  const counted = async <Result>(queue: string, attempt: () => Promise<Result>) => {
    try {
      return await attempt();
    } catch (error) {
      options.jobFailed?.(queue);
      throw storableError(error);
    }
  };

  /**
   * A run that left some items undone: each is logged, and the job fails, so pg-boss retries it
   * with backoff (the done ones are not done again) and keeps it in failedJobs once retries are
   * spent.
   */
  const failOnAny = <Failure extends { error: unknown }>(
    failed: Failure[],
    each: (failure: Failure) => string,
    all: (ids: string) => string,
    id: (failure: Failure) => number,
  ) => {
    if (failed.length === 0) return;
    for (const failure of failed) log(each(failure), failure.error);
    throw new Error(all(failed.map(id).join(', ')));
  };
  const bookingOf = (failure: { bookingId: number }) => failure.bookingId;

  const queueDelivery = (job: DeliverMailJob) =>
    boss.send(queueNames.deliverMail, job, { singletonKey: `outbox-${job.outboxId}` });
  const sweepMail = () =>
    transport ? sweepOutbox(context.db, context.clock, queueDelivery) : Promise.resolve(0);
  const newsContext = { ...context, log };

  /**
   * The scheduled queues: each one's retries, how long a run may take, its schedule and its run
   * (an attempt, counted). A run that wrote e-mails queues their delivery at once.
   */
  const scheduled: ScheduledQueue[] = [
    {
      name: queueNames.authorizeDue,
      retry: options.authorizeRetry ?? { limit: 3, delaySeconds: 60 },
      cron: AUTHORIZE_CRON,
      run: async () => {
        const report = await authorizeDueBookings(context, context.clock());
        // A declined card cancels its booking, and a card whose bank asks for the customer gets
        // them a link: those e-mails are waiting in the outbox.
        if (report.cancelled.length > 0 || report.customerAsked.length > 0) await sweepMail();
        failOnAny(
          report.failed,
          (failure) =>
            `Could not place the hold on the saved card of booking ${failure.bookingId}.`,
          (ids) => `No hold placed for booking ${ids}.`,
          bookingOf,
        );
        return {
          authorized: report.authorized,
          cancelled: report.cancelled,
          customerAsked: report.customerAsked,
          abandoned: report.abandoned,
        };
      },
    },
    {
      name: queueNames.jobDigests,
      retry: { limit: 3, delaySeconds: 30 },
      expireInSeconds: 5 * 60,
      cron: DIGEST_CRON,
      run: async () => {
        const written = await sendJobDigests(context);
        if (written > 0) await sweepMail();
        // Each run forgets what aged out since the last: a few rows a minute, read by an index.
        const forgotten = await forgetOldAnnouncements(context);
        return { written, forgotten };
      },
    },
    {
      name: queueNames.retention,
      retry: { limit: 3, delaySeconds: 300 },
      cron: RETENTION_CRON,
      run: () => enforceRetention({ ...context, log }),
    },
    {
      name: queueNames.unacceptedBookings,
      retry: { limit: 3, delaySeconds: 30 },
      expireInSeconds: 5 * 60,
      cron: UNACCEPTED_CRON,
      run: async () => {
        // Book again's requested cleaners first (decision 120): a lapse may open a job to others.
        await runRequestedCleanerLapses(context, context.clock());
        // A cleaner's unanswered new time lapses at its answer-by (decision 125).
        const lapsedRequests = await runRescheduleRequestExpiries(context, context.clock());
        const report = await runUnacceptedBookings(context, context.clock());
        if (report.told.length > 0 || report.expired.length > 0 || lapsedRequests.length > 0) {
          await sweepMail();
        }
        failOnAny(
          report.failed,
          (failure) => `Could not settle unaccepted booking ${failure.bookingId}.`,
          (ids) => `Unaccepted bookings not settled: ${ids}.`,
          bookingOf,
        );
        return { told: report.told, expired: report.expired };
      },
    },
    {
      // A move whose news could not be written stays untold (server/booking-news/); each run
      // tells them again, each once. One that fails again waits for the next run: a failed job
      // would only retry what the next run retries anyway.
      name: queueNames.untoldNews,
      cron: UNTOLD_NEWS_CRON,
      run: async () => {
        const report = await tellUntoldMoves(newsContext);
        if (report.told.length > 0) await sweepMail();
        return report;
      },
    },
    {
      name: queueNames.reminders,
      cron: REMINDERS_CRON,
      run: async () => {
        const report = await sendDayBeforeReminders(newsContext);
        if (report.reminded.length > 0) await sweepMail();
        failOnAny(
          report.failed,
          (failure) => `Could not remind booking ${failure.bookingId}.`,
          (ids) => `No reminder written for booking ${ids}.`,
          bookingOf,
        );
        return { reminded: report.reminded };
      },
    },
    {
      // Each run sends what is due; a transfer that fails waits for its own retry time in its row
      // (not pg-boss's), and one failed for good has told the operators by e-mail.
      name: queueNames.payouts,
      cron: PAYOUTS_CRON,
      run: async () => {
        const report = await sendDuePayouts(context);
        if (report.failed.length > 0) await sweepMail();
        return report;
      },
    },
    {
      name: queueNames.checkExpiries,
      retry: { limit: 3, delaySeconds: 300 },
      cron: CHECK_EXPIRIES_CRON,
      run: async () => {
        const report = await runCheckExpiries(context, context.clock());
        if (report.warned.length > 0 || report.lapsed.length > 0) await sweepMail();
        failOnAny(
          report.failed,
          (failure) => `Could not settle background check ${failure.checkId}.`,
          (ids) => `Background checks not settled: ${ids}.`,
          (failure) => failure.checkId,
        );
        return { warned: report.warned, lapsed: report.lapsed };
      },
    },
    {
      name: queueNames.bookAgain,
      retry: { limit: 3, delaySeconds: 300 },
      cron: BOOK_AGAIN_CRON,
      run: async () => {
        const report = await sendBookAgainReminders(context);
        if (report.sent.length > 0) await sweepMail();
        failOnAny(
          report.failed,
          (failure) => `Could not write the book-again reminder of booking ${failure.bookingId}.`,
          (ids) => `No book-again reminder written for booking ${ids}.`,
          bookingOf,
        );
        return { sent: report.sent };
      },
    },
    {
      // Each run builds every archive asked for (one failing is marked failed, the others go on)
      // and expires the old; the person's e-mail with the link is in the outbox.
      name: queueNames.dataExports,
      cron: DATA_EXPORTS_CRON,
      run: async () => {
        const report = await runDataExports(context, { log });
        if (report.built.length > 0) await sweepMail();
        return report;
      },
    },
    {
      // Each plan in its own transaction: one failing leaves the others written, and the job
      // fails so its retry (and the next hour's run) tries it again.
      name: queueNames.planVisits,
      cron: PLAN_VISITS_CRON,
      run: async () => {
        const report = await writeDueVisits(context, context.clock());
        if (report.written.length > 0) await sweepMail();
        failOnAny(
          report.failed,
          (failure) => `Could not write the visits of plan ${failure.planId}.`,
          (ids) => `No visits written for plan ${ids}.`,
          (failure) => failure.planId,
        );
        return { written: report.written.length, resumed: report.resumed };
      },
    },
  ];

  // stately: at most one waiting job per singletonKey (an e-mail) or per queue (the sweeps).
  await alongsideOtherServers(() =>
    boss.createQueue(queueNames.deliverMail, {
      name: queueNames.deliverMail,
      policy: 'stately',
      retryLimit: mailRetry.limit,
      retryDelay: mailRetry.delaySeconds,
      retryBackoff: true,
      expireInSeconds: 120,
    }),
  );
  await alongsideOtherServers(() =>
    boss.createQueue(queueNames.sweepMail, { name: queueNames.sweepMail, policy: 'stately' }),
  );
  for (const queue of scheduled) {
    const retry = queue.retry ?? { limit: 3, delaySeconds: 60 };
    await alongsideOtherServers(() =>
      boss.createQueue(queue.name, {
        name: queue.name,
        policy: 'stately',
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: true,
        expireInSeconds: queue.expireInSeconds ?? 15 * 60,
      }),
    );
  }

  if (transport) {
    await boss.work<DeliverMailJob>(
      queueNames.deliverMail,
      { ...polling, includeMetadata: true },
      async ([job]) => {
        if (!job) return;
        await counted(queueNames.deliverMail, () =>
          deliverMail(
            context.db,
            context.clock,
            transport,
            job.data,
            job.retryCount >= job.retryLimit,
          ),
        );
      },
    );
    await boss.work(queueNames.sweepMail, polling, () => sweepMail());
    if (schedules) {
      await alongsideOtherServers(() => boss.schedule(queueNames.sweepMail, SWEEP_CRON));
    }
  }
  for (const queue of scheduled) {
    await boss.work(queue.name, polling, () => counted(queue.name, queue.run));
    if (schedules) await alongsideOtherServers(() => boss.schedule(queue.name, queue.cron));
  }

  let pendingSweep: ReturnType<typeof setTimeout> | undefined;
  const runSweep = () => {
    pendingSweep = undefined;
    return sweepMail().catch((error: unknown) => {
      log('Could not queue the outbox e-mails.', error);
      return 0;
    });
  };

  /** Asks for a run of a scheduled queue now; whichever server's worker is free takes it. */
  const request = (name: string) => async () => {
    await boss.send(name, {});
  };

  return {
    sweepMailSoon() {
      if (!transport || pendingSweep) return;
      pendingSweep = setTimeout(() => void runSweep(), SWEEP_DEBOUNCE_MS);
    },
    sweepMail,
    requestAuthorizations: request(queueNames.authorizeDue),
    requestJobDigests: request(queueNames.jobDigests),
    requestRetention: request(queueNames.retention),
    requestUnacceptedBookings: request(queueNames.unacceptedBookings),
    requestUntoldNews: request(queueNames.untoldNews),
    requestReminders: request(queueNames.reminders),
    requestPayouts: request(queueNames.payouts),
    requestCheckExpiries: request(queueNames.checkExpiries),
    requestBookAgain: request(queueNames.bookAgain),
    requestDataExports: request(queueNames.dataExports),
    requestPlanVisits: request(queueNames.planVisits),
    stats: () => queueStats(context.db),
    failedJobs: (limit) => failedJobs(context.db, limit),
    async stop() {
      // An e-mail committed by a request that just finished gets its job before the workers go,
      // whether or not that request's debounced sweep was set yet.
      if (pendingSweep) clearTimeout(pendingSweep);
      if (transport) await runSweep();
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}
