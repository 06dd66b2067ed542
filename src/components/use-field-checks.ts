import { useMemo } from 'react';
import { defineTexts, useTexts } from '../i18n/texts.ts';
import { useLocale } from '../i18n/locale-context.tsx';
import { fieldChecks, type FieldChecks } from './form-rules.ts';

/**
 * What the forms say before anything is sent, in the page's language (the catalogue's
 * form-checks.ts, decision 115): its own chunk, loaded by the forms that check fields, so a page
 * without a form never downloads it.
 */
export const formChecksCatalogue = defineTexts(
  'form-checks',
  () => import('#shared/catalogue/en-CA/form-checks.ts'),
  () => import('#shared/catalogue/fr-CA/form-checks.ts'),
);

/** The shared field checks (form-rules.ts) in the page's language; suspends until they arrive. */
export function useFieldChecks(): FieldChecks {
  const texts = useTexts(formChecksCatalogue);
  const locale = useLocale();
  return useMemo(() => fieldChecks(texts, locale), [texts, locale]);
}
