import type * as english from '#shared/catalogue/en-CA/cancellation-fees.ts';
import type { Translation } from '#shared/catalogue/translation.ts';
import { formatMoney } from '#shared/i18n/format.ts';
import { formatMessage } from '#shared/i18n/message.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { Job } from '../../components/job-card.tsx';

export type CancelPaymentTexts = Translation<typeof english.cancelPaymentTexts>;

/**
 * What cancelling does to the customer's card, by the booking's payment state: a live hold is
 * released, a card saved for a later hold (cleanings more than 5 days ahead) is never charged,
 * and otherwise nothing was taken. The server's cancellation notice says the same
 * (server/bookings/cancellation.ts). In the page's language, from its catalogue.
 */
export function cancelPaymentNote(
  job: Pick<Job, 'ePaymentStatus' | 'vTotalPrice'>,
  texts: CancelPaymentTexts,
  locale: Locale,
): string {
  switch (job.ePaymentStatus) {
    case 'authorized':
      return formatMessage(locale, texts.HOLD_RELEASED, {
        amount: formatMoney(job.vTotalPrice, locale),
      });
    case 'cardSaved':
    case 'needsAuthentication':
      return texts.SAVED_CARD;
    default:
      return texts.NOTHING_CHARGED;
  }
}
