import type { AppContext } from '../context.ts';
import {
  findApplicationForDecision,
  listApplications,
  setApplicationDecision,
  type ApplicationStatus,
} from './applications.queries.ts';
import { ConflictError, NotFoundError } from '../domain/errors.ts';
import { mailMessages } from '../platform/mail/messages.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { findContractorByEmail } from '../db/shared-queries/profiles.ts';
import { insertWeekIfNone } from '../db/shared-queries/working-hours.ts';
import { defaultWeekRows } from '../domain/working-hours.ts';
import { normalizeEmail } from '../accounts/index.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordOperatorAction } from './audit-log.ts';
import { pageAnswer, pageOf, type PageRequest } from './paging.ts';
import { localeOfEmail } from '../db/shared-queries/locales.ts';
import type { Said } from '../domain/said.ts';
import { consoleAnswers, consoleRefusals } from './texts.ts';
import { recordApprovalCheck } from './cleaner-checks.ts';
import type { CheckInput } from '../background-checks/index.ts';

export const APPLICATION_NOT_FOUND = consoleRefusals.applicationNotFound;

type Context = Pick<AppContext, 'db' | 'clock' | 'publicUrl'>;
type ApplicationQuery = PageRequest & {
  status?: ApplicationStatus | undefined;
  cityId?: number | undefined;
  search?: string | undefined;
};

/** The Applications screen: pending by default, the longest waiting first. */
export async function applicationPage(db: AppContext['db'], query: ApplicationQuery) {
  const page = pageOf(query);
  const { rows, total } = await listApplications(
    db,
    {
      status: query.status ?? 'Pending',
      cityId: query.cityId,
      search: query.search?.trim() || undefined,
    },
    page,
  );
  const items = rows.map(({ photoPath, rejectionReason, ...row }) => ({
    ...row,
    photoUrl: photoPath,
    decisionReason: rejectionReason,
    backgroundCheckConsentAt: row.backgroundCheckConsentAt.toISOString(),
    appliedAt: row.appliedAt.toISOString(),
  }));
  return pageAnswer(items, total, page);
}

async function decidedApplication(tx: AppContext['db'], contractorId: number) {
  const application = await findApplicationForDecision(tx, contractorId);
  if (!application) throw new NotFoundError(APPLICATION_NOT_FOUND);
  return application;
}

/**
 * Approves a pending or rejected application, as `npm run ops -- approve-contractor` does, with
 * the same default week and e-mail, and the clear background check that approves them (decision
 * 134); the check, the audit entry and the e-mail (outbox) are written with the change.
 */
export async function approveApplication(
  context: Context,
  operatorId: number,
  contractorId: number,
  check: CheckInput,
): Promise<Said> {
  const application = await inTransaction(context.db, async (tx) => {
    const found = await decidedApplication(tx, contractorId);
    if (found.status === 'Approved') {
      throw new ConflictError(consoleRefusals.alreadyApproved.with({ name: found.fullName }));
    }
    const now = context.clock();
    // The check has its own audit entry (`cleaner.check`), as a renewal's.
    await recordApprovalCheck(tx, { operatorId, contractorId, check, now });
    await setApplicationDecision(tx, contractorId, { status: 'Approved', at: now });
    await recordOperatorAction(tx, {
      operatorId,
      action: 'application.approve',
      subjectType: 'contractor',
      subjectId: String(contractorId),
      before: { status: found.status },
      after: { status: 'Approved' },
    });
    // A new cleaner is offered on the defaults until they confirm or change them (decision 044).
    await insertWeekIfNone(tx, contractorId, defaultWeekRows());
    await addToOutbox(
      tx,
      mailMessages.applicationApproved(
        found.email,
        await localeOfEmail(tx, found.email),
        found.fullName,
        context.publicUrl,
      ),
    );
    return found;
  });
  return consoleAnswers.applicationApproved.with({ name: application.fullName });
}

/**
 * `npm run ops -- approve-contractor <email> …check`: the console's approval above, found by the
 * applicant's e-mail, so the command writes the console's audit entry (decision 086) and the
 * check (decision 134).
 */
export async function approveApplicationByEmail(
  context: Context,
  operatorId: number,
  rawEmail: string,
  check: CheckInput,
): Promise<{ outcome: 'approved' | 'already-approved' | 'not-found' }> {
  const contractor = await findContractorByEmail(context.db, normalizeEmail(rawEmail));
  if (!contractor) return { outcome: 'not-found' };
  if (contractor.status === 'Approved') return { outcome: 'already-approved' };
  try {
    await approveApplication(context, operatorId, contractor.id, check);
  } catch (error) {
    // Approved by someone else since it was read.
    if (error instanceof ConflictError) return { outcome: 'already-approved' };
    throw error;
  }
  return { outcome: 'approved' };
}

/** Rejects a pending application; the applicant is e-mailed the reason. */
export async function rejectApplication(
  context: Context,
  operatorId: number,
  input: { contractorId: number; reason: string },
): Promise<Said> {
  const reason = input.reason.trim();
  const application = await inTransaction(context.db, async (tx) => {
    const found = await decidedApplication(tx, input.contractorId);
    if (found.status !== 'Pending') {
      throw new ConflictError(
        consoleRefusals.alreadyDecided.with({
          name: found.fullName,
          status: found.status.toLowerCase(),
        }),
      );
    }
    await setApplicationDecision(tx, input.contractorId, {
      status: 'Rejected',
      reason,
      at: context.clock(),
    });
    await recordOperatorAction(tx, {
      operatorId,
      action: 'application.reject',
      subjectType: 'contractor',
      subjectId: String(input.contractorId),
      before: { status: found.status },
      after: { status: 'Rejected', reason },
    });
    await addToOutbox(
      tx,
      mailMessages.applicationRejected(
        found.email,
        await localeOfEmail(tx, found.email),
        found.fullName,
        reason,
      ),
    );
    return found;
  });
  return consoleAnswers.applicationRejected.with({ name: application.fullName });
}
