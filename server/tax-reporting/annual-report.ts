import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { InvalidError } from '../domain/errors.ts';
import { localNow, zonedInstant } from '../domain/local-time.ts';
import { recordOperatorAction } from '../console/index.ts';
import { HEAD_OFFICE_ZONE } from '#shared/head-office.ts';
import { dpiXml, type Quarters, type ReportedSeller } from './dpi-xml.ts';
import { openTaxDetails } from './tax-details.ts';
import { sealedTaxDetailsOf, sellerMoneyBetween, sellerProfiles } from './tax-details.queries.ts';
import { taxDetailsRefusals } from './texts.ts';

/** The CRA's reporting rules apply from the 2024 calendar year. */
export const FIRST_REPORT_YEAR = 2024;

type Context = Pick<AppContext, 'db' | 'clock' | 'taxKeys' | 'receiptIssuer'>;

export type AnnualReport = {
  fileName: string;
  xml: string;
  sellers: number;
  withoutDetails: number;
};

const zeros = (): Quarters => [0, 0, 0, 0];

/** The calendar quarter (0–3) of an instant, by head office's calendar. */
function quarterOf(at: Date): number {
  return Math.floor((Number(localNow(HEAD_OFFICE_ZONE, at).date.slice(5, 7)) - 1) / 3);
}

/**
 * The year's report for the CRA (decision 135): every cleaner paid in the calendar year (by head
 * office's calendar), with what they were paid per quarter (their pay for each job completed, the
 * tips and the cancellation fees they kept), the number of jobs (completed, or cancelled for a
 * fee) and the fees and taxes MapleShine withheld from them (none: their pay is theirs in full).
 * Opening the details is audited as one "tax.export" entry.
 */
export async function annualTaxReport(
  context: Context,
  operatorId: number,
  year: number,
): Promise<AnnualReport> {
  const now = context.clock();
  const lastYear = Number(localNow(HEAD_OFFICE_ZONE, now).date.slice(0, 4));
  if (!Number.isInteger(year) || year < FIRST_REPORT_YEAR || year > lastYear) {
    throw new InvalidError(taxDetailsRefusals.year.with({ last: String(lastYear) }));
  }
  const from = zonedInstant(`${year}-01-01`, 0, HEAD_OFFICE_ZONE);
  const until = zonedInstant(`${year + 1}-01-01`, 0, HEAD_OFFICE_ZONE);
  const money = await sellerMoneyBetween(context.db, from, until);

  const sums = new Map<number, { cents: Quarters; jobs: Set<number>[] }>();
  for (const row of money) {
    const seller = sums.get(row.contractorId) ?? {
      cents: zeros(),
      jobs: [0, 1, 2, 3].map(() => new Set<number>()),
    };
    const quarter = quarterOf(row.at);
    seller.cents[quarter] = (seller.cents[quarter] ?? 0) + row.cents;
    // A tip rewards a job already counted; a fee stands for the job that was cancelled.
    if (row.kind !== 'tip') seller.jobs[quarter]?.add(row.bookingId);
    sums.set(row.contractorId, seller);
  }
  const ids = [...sums.keys()].sort((a, b) => a - b);
  const [profiles, sealed] = await Promise.all([
    sellerProfiles(context.db, ids),
    sealedTaxDetailsOf(context.db, ids),
  ]);
  const profileOf = new Map(profiles.map((profile) => [profile.id, profile]));
  const sealedOf = new Map(sealed.map((row) => [row.contractorId, row]));

  const messageRefId = `CA${year}-${randomUUID()}`;
  const sellers: ReportedSeller[] = [];
  for (const id of ids) {
    const seller = sums.get(id);
    const profile = profileOf.get(id);
    if (!seller || !profile) continue;
    const row = sealedOf.get(id);
    sellers.push({
      details: row ? await openTaxDetails(context, id, row) : null,
      fallback: {
        fullName: profile.fullName,
        street: profile.address,
        city: profile.city || profile.cityName,
        province: profile.region || profile.provinceCode,
        postalCode: profile.zipCode,
      },
      considerationCents: seller.cents,
      activities: seller.jobs.map((jobs) => jobs.size) as Quarters,
      feesCents: zeros(),
      taxesCents: zeros(),
      docRefId: `${messageRefId}-S${id}`,
    });
  }
  const businessNumber = context.receiptIssuer.gstHstNumber.replace(/\D/g, '').slice(0, 9);
  const xml = dpiXml({
    year,
    messageRefId,
    timestamp: now,
    platform: {
      name: context.receiptIssuer.legalName,
      businessNumber,
      city: 'Toronto',
      province: 'ON',
      docRefId: `${messageRefId}-P`,
    },
    sellers,
  });
  const withoutDetails = sellers.filter((seller) => seller.details === null).length;
  await recordOperatorAction(context.db, {
    operatorId,
    action: 'tax.export',
    subjectType: 'taxYear',
    subjectId: String(year),
    before: null,
    after: { sellers: sellers.length, withoutDetails },
  });
  return { fileName: `mapleshine-dpi-${year}.xml`, xml, sellers: sellers.length, withoutDetails };
}
