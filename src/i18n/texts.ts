import type { Translation } from '#shared/catalogue/translation.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { useLocale } from './locale-context.tsx';

/*
 * A catalogue module as the web app loads it (decision 102): each language's module is its own
 * chunk, so a French page downloads French texts only. A component reading a module that has not
 * arrived suspends (its route's Suspense shows the fallback; on the server the page waits for it).
 *
 *   export const bookingTexts = defineTexts(
 *     () => import('#shared/catalogue/en-CA/booking.ts'),
 *     () => import('#shared/catalogue/fr-CA/booking.ts'),
 *   );
 *   const { sameDayWizardLabels } = useTexts(bookingTexts);
 */

export type Texts<English> = {
  readonly load: Readonly<Record<Locale, () => Promise<Translation<English>>>>;
  readonly loaded: Partial<Record<Locale, Translation<English>>>;
  readonly pending: Map<Locale, Promise<Translation<English>>>;
};

export function defineTexts<English>(
  english: () => Promise<English>,
  french: () => Promise<Translation<English>>,
): Texts<English> {
  return {
    load: {
      'en-CA': english as () => Promise<Translation<English>>,
      'fr-CA': french,
    },
    loaded: {},
    pending: new Map(),
  };
}

/** A promise React's `use` reads at once when it is settled (its status and value set on it). */
type Settling<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/** Starts loading a module's language (before a page needs it); resolves once it is there. */
export function loadTexts<English>(
  texts: Texts<English>,
  locale: Locale,
): Promise<Translation<English>> {
  let pending = texts.pending.get(locale);
  if (!pending) {
    const loaded = texts.loaded[locale];
    const settling: Settling<Translation<English>> = loaded
      ? Promise.resolve(loaded)
      : texts.load[locale]().then((module) => {
          texts.loaded[locale] = module;
          settling.status = 'fulfilled';
          settling.value = module;
          return module;
        });
    if (loaded) {
      settling.status = 'fulfilled';
      settling.value = loaded;
    }
    // A failed chunk is asked for again on the next render, not remembered as failed.
    settling.catch(() => {
      texts.pending.delete(locale);
    });
    pending = settling;
    texts.pending.set(locale, pending);
  }
  return pending;
}

/**
 * The module's texts in the page's language. `use` is called on every render, with the same
 * promise once it is settled (read at once, without suspending): a component that reads two
 * modules, or hooks after one, keeps the same order of `use` calls and hooks when React replays
 * it after a suspension (a `use` skipped once its module had arrived handed the next call the
 * first module's texts, and broke the hooks after it).
 */
export function useTexts<English>(texts: Texts<English>): Translation<English> {
  const locale = useLocale();
  const loaded = texts.loaded[locale];
  if (loaded) return loaded;
  // Suspends as React.lazy does, by throwing the module's promise: React renders the component
  // anew once it settles. (With use(), a component that suspended on its second module replayed
  // with one use() fewer once the first had arrived, which React refuses; calling use() on every
  // render instead left some layouts suspended for good in the UI tests.)
  throw loadTexts(texts, locale);
}
