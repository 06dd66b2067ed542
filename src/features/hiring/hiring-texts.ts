import { use } from 'react';
import type * as english from '#shared/catalogue/en-CA/hiring.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { useLocale } from '../../i18n/locale-context.tsx';

/*
 * The hiring pages' texts in the page's language (shared/catalogue/<locale>/hiring.ts, decision
 * 107). Their labels are made by a function of the city, which the catalogue's Translation<> type
 * (texts only) does not describe: the French module has the English one's shape, a function and
 * the eight cities, and the typecheck holds it to it here.
 */
type HiringModule = Pick<typeof english, 'hiringPageLabels' | 'hiringCities'>;

const load: Record<Locale, () => Promise<HiringModule>> = {
  'en-CA': () => import('#shared/catalogue/en-CA/hiring.ts'),
  'fr-CA': () => import('#shared/catalogue/fr-CA/hiring.ts'),
};
const pending = new Map<Locale, Promise<HiringModule>>();

function loadHiring(locale: Locale): Promise<HiringModule> {
  let promise = pending.get(locale);
  if (!promise) {
    const arriving: Promise<HiringModule> = load[locale]().then((module) => {
      // Read again without suspending by use() (see src/i18n/texts.ts).
      Object.assign(arriving, { status: 'fulfilled', value: module });
      return module;
    });
    promise = arriving;
    promise.catch(() => pending.delete(locale));
    pending.set(locale, promise);
  }
  return promise;
}

/** The hiring module of the page's language; suspends until it has arrived (each render calls use()). */
export function useHiringTexts(): HiringModule {
  const locale = useLocale();
  return use(loadHiring(locale));
}
