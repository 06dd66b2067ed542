import { dataExportLinkPath } from '#shared/data-export-link.ts';
import { HEAD_OFFICE_ZONE } from '#shared/head-office.ts';
import { formatDayOfInstant, formatMomentIn } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import type { AppContext } from '../context.ts';
import type { CatalogNames } from '../catalog/index.ts';
import type { Database } from '../db/database.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { randomToken, tokenHash } from '../domain/codes.ts';
import { NotFoundError, RateLimitedError } from '../domain/errors.ts';
import { notify } from '../notifications/index.ts';
import { composeMail, pageUrl } from '../platform/mail/compose.ts';
import { inTransaction } from '../platform/transaction.ts';
import { statementWeeks } from '../statements/index.ts';
import { ownTaxDetails, type MaskedTaxDetails } from '../tax-reporting/index.ts';
import { plansForExport } from '../regular-plans/index.ts';
import { archiveData, type StatementWeek } from './archive-data.ts';
import { archivePage } from './archive-page.ts';
import {
  claimBuildingExport,
  expireExports,
  exportsOf,
  findOwnExport,
  hasBuilding,
  insertExport,
  lockPerson,
  markFailed,
  markReady,
  newestRequest,
  personOf,
  personRecords,
  stampDownloaded,
  type Person,
} from './data-exports.queries.ts';
import { EXPORT_LINK_DAYS, REQUEST_EVERY_HOURS } from './export-periods.ts';
import { dataExportRefusals, dataExportTexts } from './texts.ts';
import { zipArchive } from './zip.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type Context = Pick<AppContext, 'db' | 'clock' | 'catalog' | 'publicUrl' | 'taxKeys'>;

/** A moment as the person reads it: `November 30, 2026 at 9:00AM EST`. */
const momentText = (at: Date) => (locale: Locale) => formatMomentIn(at, HEAD_OFFICE_ZONE, locale);

/** When the person may ask again: a day after their last request, none while one is building. */
function nextRequestAt(newest: { requestedAt: Date } | null, now: Date): Date | null {
  if (!newest) return null;
  const next = new Date(newest.requestedAt.getTime() + REQUEST_EVERY_HOURS * HOUR_MS);
  return next.getTime() > now.getTime() ? next : null;
}

/** The person's requests, newest first, and from when they may ask again. */
export async function listExports(db: Database, userId: number, now: Date) {
  const rows = await exportsOf(db, userId);
  const newest = rows[0] ?? null;
  // An archive past its expiry reads as expired before the sweep has come by.
  const statusOf = (row: (typeof rows)[number]) =>
    row.status === 'ready' && row.expiresAt && row.expiresAt.getTime() <= now.getTime()
      ? ('expired' as const)
      : row.status;
  const next = newest?.status === 'building' ? null : nextRequestAt(newest, now);
  return {
    aExports: rows.map((row) => ({
      iExportId: row.id,
      vStatus: statusOf(row),
      dRequestedAt: row.requestedAt.toISOString(),
      dReadyAt: row.readyAt?.toISOString() ?? null,
      dExpiresAt: row.expiresAt?.toISOString() ?? null,
      dDownloadedAt: row.downloadedAt?.toISOString() ?? null,
      iByteSize: statusOf(row) === 'ready' ? row.byteSize : null,
    })),
    dNextRequestAt: next?.toISOString() ?? null,
  };
}

/**
 * Records a request (status `building`) for the background job: at most one a day and one at a
 * time, the person's row locked so two requests at once are counted one after the other.
 */
export async function requestExport(
  context: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
): Promise<number> {
  const now = context.clock();
  return inTransaction(context.db, async (tx) => {
    await lockPerson(tx, userId);
    if (await hasBuilding(tx, userId)) throw new RateLimitedError(dataExportRefusals.stillBuilding);
    const next = nextRequestAt(await newestRequest(tx, userId), now);
    if (next) {
      throw new RateLimitedError(dataExportRefusals.oncePerDay.with({ moment: momentText(next) }));
    }
    return insertExport(tx, userId, now);
  });
}

/**
 * The person's own ready archive, by the link's token or its id; anything else (another person's,
 * unknown, still building) is 404 in the same words, an expired one 404 saying so. Stamps when
 * it was downloaded.
 */
export async function downloadExport(
  context: Pick<AppContext, 'db' | 'clock'>,
  userId: number,
  by: { token: string } | { id: number },
) {
  const now = context.clock();
  const row = await findOwnExport(
    context.db,
    userId,
    'token' in by ? { tokenHash: tokenHash(by.token) } : { id: by.id },
  );
  if (!row) throw new NotFoundError(dataExportRefusals.notFound);
  if (
    row.status === 'expired' ||
    (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime())
  ) {
    throw new NotFoundError(dataExportRefusals.expired);
  }
  if (row.status === 'building') throw new NotFoundError(dataExportRefusals.stillBuilding);
  if (row.status !== 'ready' || !row.archive) throw new NotFoundError(dataExportRefusals.notFound);
  await stampDownloaded(context.db, row.id, now);
  return {
    archive: Buffer.from(row.archive),
    fileName: `mapleshine-data-${row.requestedAt.toISOString().slice(0, 10)}.zip`,
  };
}

export type ExportRunReport = { built: number[]; failed: number[]; expired: number };

/**
 * The background job's run: builds every requested archive (one transaction each, the row
 * claimed so two servers never build one twice), e-mails and notifies its person the link, then
 * marks past-expiry archives expired and deletes their bytes. An archive that cannot be built is
 * marked failed (the person may ask again) and the run goes on.
 */
export async function runDataExports(
  context: Context,
  logger: { log: (message: string, error?: unknown) => void } = { log: () => {} },
): Promise<ExportRunReport> {
  const report: ExportRunReport = { built: [], failed: [], expired: 0 };
  // The cached catalog is read outside the transactions (server/catalog).
  const names = {
    'en-CA': await context.catalog.namesIn('en-CA'),
    'fr-CA': await context.catalog.namesIn('fr-CA'),
  };
  for (let round = 0; round < 100; round += 1) {
    let claimed: number | null = null;
    try {
      const built = await inTransaction(context.db, async (tx) => {
        const next = await claimBuildingExport(tx);
        if (!next) return null;
        claimed = next.id;
        await buildOne({ ...context, db: tx }, next, names);
        return next;
      });
      if (!built) break;
      report.built.push(built.id);
      logger.log(`Data export ${built.id} of account ${built.userId} is ready.`);
    } catch (error) {
      if (claimed === null) throw error;
      report.failed.push(claimed);
      logger.log(`Could not build data export ${claimed}.`, error);
      await markFailed(context.db, claimed);
    }
  }
  report.expired = await expireExports(context.db, context.clock());
  return report;
}

async function buildOne(
  context: Context,
  request: { id: number; userId: number; requestedAt: Date },
  names: Record<Locale, CatalogNames>,
) {
  const now = context.clock();
  const person = await personOf(context.db, request.userId);
  if (!person) throw new Error(`No account ${request.userId}.`);
  const locale = person.locale;
  const records = await personRecords(context.db, person);
  const data = archiveData(person, records, {
    generatedAt: now,
    names: names[locale],
    taxDetails: await maskedTaxDetails(context, person),
    payStatements: await payStatements(context.db, person, names[locale]),
    regularPlans: person.customerId ? await plansForExport(context.db, person.customerId) : [],
    locale,
  });
  const archive = zipArchive(
    [
      { name: 'data.json', content: `${JSON.stringify(data, null, 2)}\n` },
      { name: 'index.html', content: archivePage(data, locale) },
    ],
    now,
  );
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + EXPORT_LINK_DAYS * DAY_MS);
  await markReady(context.db, request.id, {
    archive,
    tokenHash: tokenHash(token),
    readyAt: now,
    expiresAt,
  });
  await tellPerson(context, person, { token, requestedAt: request.requestedAt, expiresAt });
}

async function maskedTaxDetails(
  context: Context,
  person: Person,
): Promise<MaskedTaxDetails | null> {
  if (person.contractorId === null) return null;
  return ownTaxDetails(context, person.contractorId);
}

async function payStatements(
  db: Database,
  person: Person,
  names: CatalogNames,
): Promise<StatementWeek[]> {
  if (person.contractorId === null) return [];
  const cents = (dollars: number) => Math.round(dollars * 100);
  const { weeks } = await statementWeeks(db, person.contractorId, undefined, 10_000, names);
  return weeks.map((week) => ({
    weekOf: week.dWeek,
    jobs: week.totals.iJobs,
    hours: week.totals.fHours,
    payCents: cents(week.totals.fPay),
    tipsCents: cents(week.totals.fTips),
    feesCents: cents(week.totals.fFees),
    earnedCents: cents(week.totals.fEarned),
    paidOutCents: cents(week.totals.fPaidOut),
    toBePaidCents: cents(week.totals.fToBePaid),
  }));
}

/** The e-mail (transactional) and the in-app notice with the link, in the person's language. */
async function tellPerson(
  context: Context,
  person: Person,
  archive: { token: string; requestedAt: Date; expiresAt: Date },
) {
  const locale = person.locale;
  const texts = dataExportTexts(locale);
  await addToOutbox(
    context.db,
    composeMail(person.email, locale, texts.dataExportReadyMail, {
      link: pageUrl(context.publicUrl, dataExportLinkPath(archive.token), locale),
      requested: formatDayOfInstant(archive.requestedAt, HEAD_OFFICE_ZONE, locale),
      expires: formatMomentIn(archive.expiresAt, HEAD_OFFICE_ZONE, locale),
    }),
  );
  const target =
    person.customerId !== null
      ? ({ recipient: 'Customer', customerId: person.customerId } as const)
      : person.contractorId !== null
        ? ({ recipient: 'Contractor', contractorId: person.contractorId } as const)
        : null;
  if (!target) return;
  await notify(context.db, target, {
    bookingId: null,
    text: (noticeLocale) => {
      const notice = dataExportTexts(noticeLocale).dataExportReadyNotice;
      const values = { expires: formatMomentIn(archive.expiresAt, HEAD_OFFICE_ZONE, noticeLocale) };
      return {
        title: formatMessage(noticeLocale, notice.title, values),
        message: formatMessage(noticeLocale, notice.message, values),
      };
    },
  });
}
