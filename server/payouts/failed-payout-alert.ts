import * as en from '#shared/catalogue/en-CA/api-payouts.ts';
import * as fr from '#shared/catalogue/fr-CA/api-payouts.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { operatorAddresses } from '../db/shared-queries/operators.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { catalogue } from '../i18n/index.ts';
import { clockOnDay, composeMail, money, pageUrl } from '../platform/mail/compose.ts';
import { itemForAlert } from './payouts.queries.ts';

const texts = catalogue(en, fr);

/** The clock the e-mail names the deadline on (the head office's). */
const OPERATORS_TIME_ZONE = 'America/Toronto';

/**
 * Every operator is e-mailed, in their language and in the transaction that fails the item, when
 * a transfer has failed its last attempt: nothing sends it again until one of them presses Retry
 * in the console (decision 133).
 */
export async function tellOperatorsOfFailedPayout(
  context: Pick<AppContext, 'publicUrl'>,
  tx: Database,
  item: { id: number; amountCents: number; attempts: number; dueBy: Date; lastError: string },
): Promise<void> {
  const details = await itemForAlert(tx, item.id);
  if (!details) return;
  for (const operator of await operatorAddresses(tx)) {
    const { locale } = operator;
    await addToOutbox(
      tx,
      composeMail(operator.email, locale, texts(locale).payoutFailedMail, {
        name: operator.fullName,
        amount: money(item.amountCents, locale),
        cleanerName: details.cleanerName,
        bookingNo: details.bookingNo,
        attempts: item.attempts,
        dueBy: clockOnDay(item.dueBy, OPERATORS_TIME_ZONE, locale),
        lastError: item.lastError,
        payoutsUrl: pageUrl(context.publicUrl, '/admin/payouts?state=failed', locale),
      }),
    );
  }
}
