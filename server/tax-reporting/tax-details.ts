import type { AppContext } from '../context.ts';
import { InvalidError, NotFoundError } from '../domain/errors.ts';
import { localNow } from '../domain/local-time.ts';
import { recordOperatorAction } from '../console/index.ts';
import { HEAD_OFFICE_ZONE } from '#shared/head-office.ts';
import {
  checkTaxDetails,
  maskNumber,
  type TaxDetails,
  type TaxDetailsInput,
} from '#shared/tax-details.ts';
import { seal, unseal } from './sealing.ts';
import {
  contractorExists,
  findSealedTaxDetails,
  saveSealedTaxDetails,
  type SealedRow,
} from './tax-details.queries.ts';
import { taxDetailsRefusals } from './texts.ts';

type Context = Pick<AppContext, 'db' | 'clock' | 'taxKeys'>;

/**
 * The details as anyone may see them, the owner included (decision 135): the legal name, city and
 * province, the year of birth, the SIN or BN's last three digits, and whether a GST/HST number is
 * on file (its last three digits too). The full numbers, the street and the birth date never
 * leave the server but in the operators' annual report.
 */
export type MaskedTaxDetails = {
  vLegalName: string;
  vCity: string;
  eProvince: TaxDetails['province'];
  iBirthYear: number;
  eNumberKind: TaxDetails['numberKind'];
  vNumber: string;
  bGstHstRegistered: boolean;
  vGstHstNumber: string | null;
  dtSavedAt: string;
};

export function maskTaxDetails(details: TaxDetails, savedAt: Date): MaskedTaxDetails {
  return {
    vLegalName: details.legalName,
    vCity: details.city,
    eProvince: details.province,
    iBirthYear: Number(details.birthDate.slice(0, 4)),
    eNumberKind: details.numberKind,
    vNumber: maskNumber(details.number),
    bGstHstRegistered: details.gstHstNumber !== null,
    vGstHstNumber: details.gstHstNumber === null ? null : maskNumber(details.gstHstNumber),
    dtSavedAt: savedAt.toISOString(),
  };
}

export function openTaxDetails(
  context: Pick<Context, 'taxKeys'>,
  contractorId: number,
  row: SealedRow,
) {
  return unseal<TaxDetails>(context.taxKeys, contractorId, row);
}

/** The cleaner's own details, masked; null until they give them. */
export async function ownTaxDetails(context: Context, contractorId: number) {
  const row = await findSealedTaxDetails(context.db, contractorId);
  if (!row) return null;
  return maskTaxDetails(await openTaxDetails(context, contractorId, row), row.updatedAt);
}

/**
 * Checks every field (the first bad one is refused, 400, nothing written), then seals and keeps
 * the details, replacing any before: a change is the whole form again.
 */
export async function saveTaxDetails(
  context: Context,
  contractorId: number,
  input: TaxDetailsInput,
): Promise<MaskedTaxDetails> {
  const now = context.clock();
  const checked = checkTaxDetails(input, localNow(HEAD_OFFICE_ZONE, now).date);
  if (!checked.ok) {
    const refusal = taxDetailsRefusals[checked.refusal];
    throw new InvalidError(checked.values ? refusal.with(checked.values) : refusal);
  }
  const sealed = await seal(context.taxKeys, contractorId, checked.details);
  await saveSealedTaxDetails(context.db, contractorId, sealed, now);
  return maskTaxDetails(checked.details, now);
}

/**
 * An operator's view of a cleaner's details, masked as the owner sees them; each read is written
 * to the audit log ("tax.view"), whether or not there were details to show.
 */
export async function taxDetailsForOperator(
  context: Context,
  operatorId: number,
  contractorId: number,
) {
  if (!(await contractorExists(context.db, contractorId))) {
    throw new NotFoundError(taxDetailsRefusals.cleanerNotFound);
  }
  const row = await findSealedTaxDetails(context.db, contractorId);
  const masked = row
    ? maskTaxDetails(await openTaxDetails(context, contractorId, row), row.updatedAt)
    : null;
  await recordOperatorAction(context.db, {
    operatorId,
    action: 'tax.view',
    subjectType: 'cleaner',
    subjectId: String(contractorId),
    before: null,
    after: null,
  });
  return masked;
}
