import { defineTexts } from '../i18n/texts.ts';

/** The cancellation fee's texts (shared/catalogue/<locale>/cancellation-fees.ts, issue 42). */
export const cancellationFeeTexts = defineTexts(
  'cancellation-fees',
  () => import('#shared/catalogue/en-CA/cancellation-fees.ts'),
  () => import('#shared/catalogue/fr-CA/cancellation-fees.ts'),
);
