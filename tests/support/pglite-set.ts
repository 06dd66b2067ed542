/**
 * The API test files that also run on PGlite (the Vitest project `api-pglite`); every file of
 * tests/api runs on PostgreSQL (`api` through scripts/with-postgres.sh). Each behaviour is proved
 * once, on the engine where it matters: what the engines share (the SQL, the handlers, the rules)
 * once on PostgreSQL, and here the files whose outcome can hang on the engine — its driver (result
 * types, error shapes, raw queries), its one connection (session settings, the change feed, the
 * job queue through it), its extensions, and what only ever runs on PGlite (first start on a data
 * folder, shutdown). Files whose cases run only on PostgreSQL (races: PGlite runs one transaction
 * at a time; the quote's plan) are not here: they would run nothing.
 */
export const pgliteApiFiles = [
  // Every operation of openapi.yaml fed generated bodies: the answers, their types and the
  // refusals (out-of-range numbers are the database's data exceptions) as on PostgreSQL.
  'tests/api/contract-fuzz.test.ts',

  // The database layer through PGlite's driver: errors raised by the database and recognised
  // through its error shape (a closed database, a unique violation, the btree_gist exclusion
  // constraint, a trigger's refusal), raw SQL and prepared statements (job lists, paged lists
  // and their views), aggregates whose types the drivers parse differently (sums and counts of
  // money and pay, percentiles), and the session's time zone on PGlite's only connection.
  'tests/api/envelope.test.ts',
  // A failed query's values kept out of the log, whichever shape the driver's error takes.
  'tests/api/logged-errors.test.ts',
  'tests/api/admin-coupons.test.ts',
  'tests/api/job-actions.test.ts',
  'tests/api/admin-audit-log.test.ts',
  'tests/api/jobs.test.ts',
  'tests/api/paged-lists.test.ts',
  'tests/api/admin-today-money.test.ts',
  'tests/api/vitals.test.ts',
  // The rate limits' check-and-count under a transaction-scoped advisory lock (raw SQL).
  'tests/api/auth-rate-limits.test.ts',
  'tests/api/hand-backs.test.ts',
  // A regular cleaning's cleaner (decision 144): the job's plan read as json_build_object, which
  // the drivers parse alike, and a visit placed in the caller's transaction.
  'tests/api/regular-plan-cleaner.test.ts',
  'tests/api/working-hours-time-zones.test.ts',
  // The pay statements: raw SQL of every movement (union, casts) read through the driver.
  'tests/api/pay-statements.test.ts',
  // E-mail consent: the book-again job's raw SQL (correlated subqueries), the partial unique
  // index of current consents (insert … on conflict do nothing) and SELECT … FOR UPDATE OF.
  'tests/api/email-consent.test.ts',
  // A data export's archive kept as bytea, which the drivers hand back in different types, and
  // its build claimed with FOR UPDATE SKIP LOCKED.
  'tests/api/data-export.test.ts',
  'tests/api/former-names.test.ts',

  // The change feed: PGlite announces in process what PostgreSQL sends with LISTEN/NOTIFY, and
  // the caches kept on it (catalog, rendered pages, sessions and lists, a quote's window) must
  // see every announced change.
  'tests/api/catalog-cache.test.ts',
  // The catalog reads replayed in front of Fastify until the feed announces a change (decision 153).
  'tests/api/replayed-catalog-reads.test.ts',
  'tests/api/rendered-page-cache.test.ts',
  'tests/api/kept-sessions-and-lists.test.ts',
  'tests/api/kept-availability.test.ts',
  // A disabled operator's kept session refused on the next call, and the row lock (FOR UPDATE)
  // of the active operators taken on PGlite's one connection (decision 085).
  'tests/api/operator-disable.test.ts',

  // The job queue: pg-boss on PGlite through its own connection adapter (queue-connection.ts),
  // its retries and failures, and its tables read with the app's raw queries.
  'tests/api/job-digest.test.ts',
  'tests/api/mail-outbox.test.ts',
  'tests/api/scheduled-authorizations.test.ts',
  'tests/api/admin-system.test.ts',
  'tests/api/retention.test.ts',

  // Start-up and shutdown: the seed, readiness (migrations, a database that stops answering)
  // and the pool in the metrics, and the real server and admin command on a data folder, which
  // run on PGlite whatever the project (so PostgreSQL's run of them proves nothing more).
  'tests/api/seed.test.ts',
  'tests/api/operations.test.ts',
  'tests/api/graceful-shutdown.test.ts',
  'tests/api/operators.test.ts',
  // The command line's operator and its once-in-ten-minutes booking reads (raw SQL), as
  // `npm run ops` writes them on a data folder (decision 086).
  'tests/api/admin-command-line.test.ts',
  // Regular cleanings (issue 45): the plan written with its payment and its visits written by
  // the scheduler (date arithmetic in the city's zone, on conflict do nothing) on PGlite too.
  'tests/api/regular-plan-booking.test.ts',
  'tests/api/regular-plan-visits.test.ts',
  // A holiday visit asks the plan's cleaner too, once per visit (issue 45).
  'tests/api/regular-plan-holiday-cleaner.test.ts',
  // Regular plans' changes (issue 45, decision 145): the plan's and its visits' rows locked and
  // changed with the cancels of their visits in one transaction, and the console's plan list.
  'tests/api/regular-plan-changes.test.ts',
  'tests/api/dev-plan-clock.test.ts',
  'tests/api/admin-plans.test.ts',
  // A plan's money (decision 148): each visit's receipt, the ledger to the cent, one plan per
  // booking (a unique index), and the customer told once when a cleaner accepts the plan.
  'tests/api/regular-plan-receipts.test.ts',
];
