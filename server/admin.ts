import path from 'node:path';
import { ConfigError, readServerConfig, type ServerConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { approveContractorByEmail } from './services/accounts/contractor-application.ts';
import { CREATE_OPERATOR_USAGE, createOperator } from './services/accounts/operators.ts';
import { describeBooking, SHOW_BOOKING_USAGE } from './services/bookings/booking-admin.ts';
import {
  CREATE_COUPON_USAGE,
  createCoupon,
  parseCouponCommand,
} from './services/coupons/coupon-admin.ts';
import { systemClock } from './services/clock.ts';
import { failedMail, retryFailedMail } from './db/queries/outbox.ts';
import { failedJobs, queueStats } from './services/queue/queue-reports.ts';
import { describeDailyVitals } from './services/web-vitals.ts';

const USAGE = `Usage: npm run admin -- <command>

Commands:
  approve-contractor <email>   approve a pending contractor application and e-mail them
  ${CREATE_OPERATOR_USAGE}
                               create an operator of the console at /admin and print a
                               link (valid 7 days) where they choose their password
  ${CREATE_COUPON_USAGE}
                               create a coupon: percent off (e.g. 10) or a fixed amount in
                               dollars, optionally for one city, a minimum subtotal in dollars,
                               a last day and a number of redemptions in all
  ${SHOW_BOOKING_USAGE}
                               print a booking's customer price and the cleaner's pay
  queue                        print the background jobs waiting, running and failed per
                               queue, and the e-mails by delivery status
  failed-mail                  list the e-mails that could not be sent, with the last error,
                               and the background jobs that failed
  retry-mail <id>              send a failed e-mail again (a running server sends it)
  vitals                       print the web-vitals' 75th percentile per day and route
                               over the last 30 days (and drop older samples)`;

/** Operator commands, run against the same database as the server (DATA_DIR or DATABASE_URL). */
async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'create-coupon') return createCouponCommand(rest);
  if (command === 'show-booking') return showBookingCommand(rest);
  if (command === 'vitals' && rest.length === 0) return vitalsCommand();
  if (command === 'create-operator') return createOperatorCommand(rest);
  if (command === 'queue' && rest.length === 0) return queueCommand();
  if (command === 'failed-mail' && rest.length === 0) return failedMailCommand();
  if (command === 'retry-mail' && rest.length === 1) return retryMailCommand(rest[0] ?? '');
  const [email] = rest;
  if (command !== 'approve-contractor' || !email) {
    console.error(USAGE);
    return 2;
  }
  const config = readServerConfig();
  const database = await openConfiguredDatabase(config);
  try {
    // The e-mail goes to the outbox; a running server's queue sends it (decision 051).
    const context = { db: database.db, clock: systemClock, publicUrl: config.publicUrl };
    const { outcome } = await approveContractorByEmail(context, email);
    const messages = {
      approved: `Approved ${email}; they have been e-mailed.`,
      'already-approved': `${email} was already approved.`,
      'not-found': `No contractor application for ${email}.`,
    };
    (outcome === 'not-found' ? console.error : console.log)(messages[outcome]);
    return outcome === 'not-found' ? 1 : 0;
  } finally {
    await database.close();
  }
}

async function queueCommand(): Promise<number> {
  const database = await openConfiguredDatabase(readServerConfig());
  try {
    const stats = await queueStats(database.db);
    for (const [name, counts] of Object.entries(stats.queues)) {
      console.log(
        `${name}: ${counts.waiting} waiting, ${counts.active} running, ${counts.failed} failed`,
      );
    }
    const { pending, sent, failed } = stats.mail;
    console.log(`e-mail: ${pending} pending, ${sent} sent, ${failed} failed`);
    return 0;
  } finally {
    await database.close();
  }
}

async function failedMailCommand(): Promise<number> {
  const database = await openConfiguredDatabase(readServerConfig());
  try {
    const mails = await failedMail(database.db);
    if (mails.length === 0) console.log('No e-mail failed.');
    for (const mail of mails) {
      console.log(
        `#${mail.id} to ${mail.toAddress} "${mail.subject}" after ${mail.attempts} attempts: ${mail.lastError ?? ''}`,
      );
    }
    for (const job of await failedJobs(database.db)) {
      console.log(
        `job ${job.queue} ${job.id} failed at ${job.at.toISOString()}: ${JSON.stringify(job.error)}`,
      );
    }
    return mails.length === 0 ? 0 : 1;
  } finally {
    await database.close();
  }
}

async function retryMailCommand(id: string): Promise<number> {
  const outboxId = Number(id);
  if (!Number.isInteger(outboxId) || outboxId < 1) {
    console.error('Usage: npm run admin -- retry-mail <id> (the number failed-mail shows)');
    return 2;
  }
  const database = await openConfiguredDatabase(readServerConfig());
  try {
    if (!(await retryFailedMail(database.db, outboxId))) {
      console.error(`No failed e-mail #${outboxId}.`);
      return 1;
    }
    console.log(`E-mail #${outboxId} will be sent again within a minute by a running server.`);
    return 0;
  } finally {
    await database.close();
  }
}

async function createCouponCommand(args: string[]): Promise<number> {
  const parsed = parseCouponCommand(args);
  if (typeof parsed === 'string') {
    console.error(parsed);
    return 2;
  }
  const database = await openConfiguredDatabase(readServerConfig());
  try {
    const result = await createCoupon(database.db, parsed, systemClock());
    (result.ok ? console.log : console.error)(result.message);
    return result.ok ? 0 : 1;
  } finally {
    await database.close();
  }
}

async function createOperatorCommand(args: string[]): Promise<number> {
  const [email, ...nameWords] = args;
  if (!email) {
    console.error(`Usage: npm run admin -- ${CREATE_OPERATOR_USAGE}`);
    return 2;
  }
  const config = readServerConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const context = { db: database.db, clock: systemClock, publicUrl: config.publicUrl };
    const result = await createOperator(context, email, nameWords.join(' '));
    if (result.outcome === 'invalid-email') {
      console.error(`${email} is not an e-mail address.`);
      return 2;
    }
    if (result.outcome === 'taken') {
      console.error(`${email} already has an account; an operator needs an account of their own.`);
      return 1;
    }
    console.log(`Created operator ${email}. Their link to choose a password (valid 7 days):`);
    console.log(result.link);
    return 0;
  } finally {
    await database.close();
  }
}

async function showBookingCommand(args: string[]): Promise<number> {
  const [bookingNo] = args;
  if (!bookingNo || args.length > 1) {
    console.error(`Usage: npm run admin -- ${SHOW_BOOKING_USAGE}`);
    return 2;
  }
  const database = await openConfiguredDatabase(readServerConfig());
  try {
    const text = await describeBooking(database.db, bookingNo);
    if (text === null) {
      console.error(`No booking ${bookingNo}.`);
      return 1;
    }
    console.log(text);
    return 0;
  } finally {
    await database.close();
  }
}

async function vitalsCommand(): Promise<number> {
  const database = await openConfiguredDatabase(readServerConfig());
  try {
    console.log(await describeDailyVitals(database.db, systemClock()));
    return 0;
  } finally {
    await database.close();
  }
}

function openConfiguredDatabase(config: ServerConfig) {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
