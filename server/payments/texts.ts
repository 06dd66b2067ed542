import * as en from '#shared/catalogue/en-CA/api-payments.ts';
import * as fr from '#shared/catalogue/fr-CA/api-payments.ts';
import type { Said } from '../domain/said.ts';
import { sayings } from '../domain/said.ts';
import { PaymentDeclined } from './gateway.ts';

/** The payments' sentences in both languages (decision 104). */
export const paymentRefusals = sayings(en.paymentRefusals, fr.paymentRefusals);
export const paymentAnswers = sayings(en.paymentAnswers, fr.paymentAnswers);

type DeclineCode = keyof typeof en.cardDeclines;
const isDeclineCode = (code: string): code is DeclineCode => Object.hasOwn(en.cardDeclines, code);

/** The payments' refusals by their English words, for a gateway error that carries only those. */
const refusalByEnglish = new Map<string, Said>(
  Object.values(paymentRefusals).map((refusal) => [refusal.english, refusal]),
);

/**
 * A gateway's refusal as the customer reads it: in English the gateway's own words (Stripe's,
 * shown under the card field as it gives them), in French the catalogue's sentence for its
 * decline code (api-payments.ts cardDeclines), or for our own words their French.
 */
export function gatewayRefusal(error: Error): Said {
  const english = error.message;
  const ours = refusalByEnglish.get(english);
  if (ours) return ours;
  const code = error instanceof PaymentDeclined ? error.code : 'other';
  const french = fr.cardDeclines[isDeclineCode(code) ? code : 'other'];
  return { english, in: (locale) => (locale === 'en-CA' ? english : french) };
}
