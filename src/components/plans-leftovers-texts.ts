import { defineTexts } from '../i18n/texts.ts';

/** Issue 42's leftovers' texts (shared/catalogue/<locale>/plans-leftovers.ts, decision 128). */
export const plansLeftoversTexts = defineTexts(
  'plans-leftovers',
  () => import('#shared/catalogue/en-CA/plans-leftovers.ts'),
  () => import('#shared/catalogue/fr-CA/plans-leftovers.ts'),
);
