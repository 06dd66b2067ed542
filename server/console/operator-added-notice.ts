/*
 * A new operator is announced to every other active operator (decision 085), by the console and
 * by `npm run ops -- create-operator` alike: an operator added from a stolen session, or by
 * someone with the database's address, is noticed by the people who can disable them.
 */
import { HEAD_OFFICE_ZONE } from '#shared/head-office.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { operatorAddresses } from '../db/shared-queries/operators.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { mailMessages } from '../platform/mail/messages.ts';

/** Who added them, as the e-mail names them: the command line is nobody's console session. */
export const ADDED_FROM_COMMAND_LINE = 'Someone at the command line (npm run ops)';

const when = new Intl.DateTimeFormat('en-CA', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: HEAD_OFFICE_ZONE,
  timeZoneName: 'short',
});

/** "Tuesday, November 24, 2026 at 3:05 p.m. EST": the moment, in head office's time. */
export function addedAt(at: Date): string {
  return when.format(at);
}

/**
 * E-mails every active operator but the new one, in the transaction that adds them. The one who
 * added them is told too: if that was not them, their own inbox says so.
 */
export async function tellOperatorsOfNewOperator(
  context: Pick<AppContext, 'publicUrl'>,
  tx: Database,
  added: { email: string; fullName: string; byName: string; at: Date },
) {
  const operatorsUrl = `${context.publicUrl}/admin/operators`;
  const details = { ...added, when: addedAt(added.at) };
  for (const operator of await operatorAddresses(tx)) {
    if (operator.email === added.email) continue;
    await addToOutbox(tx, mailMessages.operatorAdded(operator, details, operatorsUrl));
  }
}
