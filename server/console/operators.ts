import type { AppContext } from '../context.ts';
import { listOperators } from './operators.queries.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { ConflictError, InvalidError } from '../domain/errors.ts';
import { normalizeEmail, createOperator, type CreateOperatorOutcome } from '../accounts/index.ts';
import { mailMessages } from '../platform/mail/messages.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordOperatorAction } from './audit-log.ts';
import { pageAnswer, pageOf, type PageRequest } from './paging.ts';
import { localeOfEmail } from '../db/shared-queries/locales.ts';
import { consoleRefusals } from './texts.ts';

/** The contract's sentence for a malformed e-mail (openapi.yaml Email), for the service's own check. */
export const INVALID_EMAIL = consoleRefusals.invalidEmail;

export const operatorTaken = (email: string) => consoleRefusals.operatorTaken.with({ email });

/**
 * The Operators screen: newest first, with their last sign-in while its session is kept, whether
 * each is disabled, and which row is the caller's own (decision 085).
 */
export async function operatorPage(db: AppContext['db'], query: PageRequest, youId: number) {
  const page = pageOf(query);
  const { rows, total } = await listOperators(db, page);
  const items = rows.map((row) => ({
    operatorId: row.id,
    email: row.email,
    fullName: row.fullName,
    createdAt: row.createdAt.toISOString(),
    disabledAt: row.disabledAt ? row.disabledAt.toISOString() : null,
    lastSignInAt: row.lastSignInAt ? new Date(row.lastSignInAt).toISOString() : null,
    you: row.id === youId,
  }));
  return pageAnswer(items, total, page);
}

/**
 * Adds an operator exactly as `create-operator` does (server/accounts/operators.ts), but the
 * link goes by e-mail rather than to a terminal: the operator who adds them never sees it, so a
 * password link is never passed around by hand. Account, e-mail and audit entry commit together.
 */
export async function createOperatorAsOperator(
  context: Pick<AppContext, 'db' | 'clock' | 'publicUrl'>,
  by: { operatorId: number; fullName: string },
  form: { email: string; fullName?: string | undefined },
): Promise<string> {
  return inTransaction(context.db, async (tx) => {
    const made = await addOperator({ ...context, db: tx }, by.operatorId, form, by.fullName);
    if (made.outcome === 'invalid-email') throw new InvalidError(INVALID_EMAIL);
    if (made.outcome === 'taken')
      throw new ConflictError(operatorTaken(normalizeEmail(form.email)));
    await addToOutbox(
      tx,
      mailMessages.operatorInvitation(
        made.email,
        await localeOfEmail(tx, made.email),
        made.fullName,
        by.fullName,
        made.link,
      ),
    );
    return `Added ${made.email} as an operator; they have been e-mailed a link to choose their password (valid 7 days).`;
  });
}

/**
 * The account and its audit entry, in the caller's transaction: the console's path above and
 * `npm run ops -- create-operator` (decision 086) share it, so their entries cannot differ.
 * `addedBy` names the adder in the other operators' notice; the command line's by default.
 */
export async function addOperator(
  context: Pick<AppContext, 'db' | 'clock' | 'publicUrl'>,
  operatorId: number,
  form: { email: string; fullName?: string | undefined },
  addedBy?: string,
): Promise<CreateOperatorOutcome> {
  const made = await createOperator(context, form.email, form.fullName, addedBy);
  if (made.outcome !== 'created') return made;
  await recordOperatorAction(context.db, {
    operatorId,
    action: 'operator.create',
    subjectType: 'operator',
    subjectId: made.email,
    before: null,
    after: { email: made.email, fullName: made.fullName },
  });
  return made;
}
