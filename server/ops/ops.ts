import path from 'node:path';
import {
  approveContractorCommand,
  createCouponCommand,
  createOperatorCommand,
  retryMailCommand,
  showBookingCommand,
  type CommandAnswer,
  type CommandContext,
} from './console-commands.ts';
import { ConfigError, readServerConfig, type ServerConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { commandLineActor, currentOsUser } from './command-line-actor.ts';
import { CREATE_OPERATOR_USAGE } from '../accounts/index.ts';
import { SHOW_BOOKING_USAGE } from './show-booking.ts';
import { CREATE_COUPON_USAGE, parseCouponCommand } from '../coupons/index.ts';
import { systemClock } from '../platform/clock.ts';
import { failedMail } from '../db/shared-queries/outbox.ts';
import { failedJobs, queueStats } from '../platform/queue/queue-reports.ts';
import { describeDailyVitals } from '../vitals/index.ts';
import { staleTimeZoneDataWarning } from '../platform/time-zone-data.ts';

const USAGE = `Usage: npm run ops -- <command>

Commands:
  approve-contractor <email> <provider> <checked-on> <expires-on>
                               approve a pending contractor application with its clear
                               background check (provider or "in person", dates as
                               YYYY-MM-DD) and e-mail them
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
                               over the last 30 days (and drop older samples)

What the console also does (approving, creating, retrying, reading a booking) is written to its
audit log (/admin/audit-log) under "Command line (<your OS user>)".`;

/** Operator commands, run against the same database as the server (DATA_DIR or DATABASE_URL). */
async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  // show-booking and the coupons' last days read Canadian times (decision 137).
  const staleTimeZones = staleTimeZoneDataWarning();
  if (staleTimeZones) console.error(staleTimeZones);
  if (command === 'create-coupon') return createCoupon(rest);
  if (command === 'show-booking') return showBooking(rest);
  if (command === 'vitals' && rest.length === 0) return vitalsCommand();
  if (command === 'create-operator') return createOperator(rest);
  if (command === 'queue' && rest.length === 0) return queueCommand();
  if (command === 'failed-mail' && rest.length === 0) return failedMailCommand();
  if (command === 'retry-mail' && rest.length === 1) return retryMail(rest[0] ?? '');
  const [email, provider, checkedOn, expiresOn] = rest;
  if (command !== 'approve-contractor' || !email || !provider || !checkedOn || !expiresOn) {
    console.error(USAGE);
    return 2;
  }
  return asCommandLine((context) =>
    approveContractorCommand(context, email, { provider, checkedOn, expiresOn }),
  );
}

/**
 * Runs a command the console also offers as the OS user's command-line operator, whose audit
 * entries the console's log shows (decision 086), and prints its answer.
 */
async function asCommandLine(
  work: (context: CommandContext) => Promise<CommandAnswer>,
): Promise<number> {
  const config = readServerConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const actor = await commandLineActor(database.db, currentOsUser());
    const answer = await work({
      db: database.db,
      clock: systemClock,
      publicUrl: config.publicUrl,
      actor,
    });
    for (const line of answer.out) console.log(line);
    for (const line of answer.err) console.error(line);
    return answer.code;
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

function retryMail(id: string): Promise<number> {
  const outboxId = Number(id);
  if (!Number.isInteger(outboxId) || outboxId < 1) {
    console.error('Usage: npm run ops -- retry-mail <id> (the number failed-mail shows)');
    return Promise.resolve(2);
  }
  return asCommandLine((context) => retryMailCommand(context, outboxId));
}

function createCoupon(args: string[]): Promise<number> {
  const parsed = parseCouponCommand(args);
  if (typeof parsed === 'string') {
    console.error(parsed);
    return Promise.resolve(2);
  }
  return asCommandLine((context) => createCouponCommand(context, parsed));
}

function createOperator(args: string[]): Promise<number> {
  const [email, ...nameWords] = args;
  if (!email) {
    console.error(`Usage: npm run ops -- ${CREATE_OPERATOR_USAGE}`);
    return Promise.resolve(2);
  }
  return asCommandLine((context) => createOperatorCommand(context, email, nameWords.join(' ')));
}

function showBooking(args: string[]): Promise<number> {
  const [bookingNo] = args;
  if (!bookingNo || args.length > 1) {
    console.error(`Usage: npm run ops -- ${SHOW_BOOKING_USAGE}`);
    return Promise.resolve(2);
  }
  return asCommandLine((context) => showBookingCommand(context, bookingNo));
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
