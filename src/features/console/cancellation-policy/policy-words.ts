import { useCallback } from 'react';
import { useTexts } from '../../../i18n/texts.ts';
import { adminCancellationPolicyTexts } from '../components/console-texts.ts';
import { useConsoleFormat } from '../components/use-console-format.ts';
import type { PolicyFee, PolicyTier } from './queries.ts';

export type PolicyRules = { freeMinutesAfterBooking: number; tiers: PolicyTier[] };

/**
 * A version's rules in a customer's words, one sentence after another: until when cancelling is
 * free, when else it is, what each tier costs, and that nothing can be cancelled after Start.
 * The console shows the version in force, the earlier ones and the form's preview this way.
 */
export function usePolicySentences(): (rules: PolicyRules) => string[] {
  const { cancellationPolicyWords: words } = useTexts(adminCancellationPolicyTexts);
  const { t } = useConsoleFormat();
  return useCallback(
    (rules: PolicyRules) => {
      const feeWords = (fee: PolicyFee) => {
        switch (fee.kind) {
          case 'cleanerPay':
            return t(words.FEE_CLEANER_PAY, { hours: fee.hours ?? 0 });
          case 'priceShare':
            return t(words.FEE_PRICE_SHARE, { percent: fee.percent ?? 0 });
          default:
            return words.FEE_NONE;
        }
      };
      const [first] = rules.tiers;
      const minutes = rules.freeMinutesAfterBooking;
      return [
        first ? t(words.FREE_UNTIL, { hours: first.fromHoursBefore }) : words.FREE_TO_START,
        minutes > 0 ? t(words.ALSO_FREE_WITH_MINUTES, { minutes }) : words.ALSO_FREE,
        ...rules.tiers.map((tier) =>
          tier.untilHoursBefore > 0
            ? t(words.TIER_BETWEEN, {
                from: tier.fromHoursBefore,
                until: tier.untilHoursBefore,
                fee: feeWords(tier.fee),
              })
            : t(words.TIER_LAST, { from: tier.fromHoursBefore, fee: feeWords(tier.fee) }),
        ),
        words.CLOSED,
        ...(rules.tiers.some((tier) => tier.fee.kind !== 'none') ? [words.TO_CLEANER] : []),
      ];
    },
    [t, words],
  );
}
