import { use } from 'react';
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

/** Starts loading a module's language (before a page needs it); resolves once it is there. */
export function loadTexts<English>(
  texts: Texts<English>,
  locale: Locale,
): Promise<Translation<English>> {
  let pending = texts.pending.get(locale);
  if (!pending) {
    const loaded = texts.loaded[locale];
    if (loaded) {
      pending = settled(loaded);
    } else {
      const arriving: Promise<Translation<English>> = texts.load[locale]().then((module) => {
        texts.loaded[locale] = module;
        markSettled(arriving, module);
        return module;
      });
      pending = arriving;
    }
    // A failed chunk is asked for again on the next render, not remembered as failed.
    pending.catch(() => {
      texts.pending.delete(locale);
    });
    texts.pending.set(locale, pending);
  }
  return pending;
}

/*
 * React's use() reads a promise it is handed again after it settled without suspending when the
 * promise says so (status 'fulfilled'): every render of a component calls use() with the same
 * promise, before and after its module arrived, as React asks (a component that suspended on
 * use() must call it again once the promise settled).
 */
type Settled<Value> = Promise<Value> & { status?: 'fulfilled'; value?: Value };

function markSettled<Value>(promise: Promise<Value>, value: Value): void {
  const marked = promise as Settled<Value>;
  marked.status = 'fulfilled';
  marked.value = value;
}

function settled<Value>(value: Value): Promise<Value> {
  const promise = Promise.resolve(value);
  markSettled(promise, value);
  return promise;
}

/** The module's texts in the page's language. */
export function useTexts<English>(texts: Texts<English>): Translation<English> {
  const locale = useLocale();
  return use(loadTexts(texts, locale));
}
