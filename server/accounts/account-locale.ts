import type { AppContext } from '../context.ts';
import { setUserLocale } from '../db/shared-queries/accounts.ts';
import { catalogue } from '../i18n/index.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import * as en from '#shared/catalogue/en-CA/language.ts';
import * as fr from '#shared/catalogue/fr-CA/language.ts';

const texts = catalogue(en, fr);

/**
 * Sets the language a person's e-mails and notifications are written in (decision 103): the
 * profile's choice, or the language switcher pressed while signed in. Nothing else changes: the
 * pages keep the language of their address. Answers in the language chosen.
 */
export async function setAccountLocale(
  context: AppContext,
  caller: { userId: number },
  locale: Locale,
): Promise<string> {
  await setUserLocale(context.db, caller.userId, locale);
  return texts(locale).languageLabels.LANGUAGE_SAVED;
}
