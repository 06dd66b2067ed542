import { createContext, startTransition, useContext, useEffect, useState } from 'react';
import type { Translation } from '#shared/catalogue/translation.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { useLocale } from './locale-context.tsx';

/*
 * A catalogue module as the web app loads it (decision 102): each language's module is its own
 * chunk, so a French page downloads French texts only. A component reading a module that has not
 * arrived suspends (its route's Suspense shows the fallback; on the server the page waits for it).
 *
 *   export const bookingTexts = defineTexts(
 *     'booking',
 *     () => import('#shared/catalogue/en-CA/booking.ts'),
 *     () => import('#shared/catalogue/fr-CA/booking.ts'),
 *   );
 *   const { sameDayWizardLabels } = useTexts(bookingTexts);
 */

export type Texts<English> = {
  /** The catalogue module's name (`booking` for shared/catalogue/<locale>/booking.ts). */
  readonly name: string;
  readonly load: Readonly<Record<Locale, () => Promise<Translation<English>>>>;
  readonly loaded: Partial<Record<Locale, Translation<English>>>;
  readonly pending: Map<Locale, Promise<Translation<English>>>;
};

/** Every module's texts defined by the code loaded so far, by name (two may share a module). */
const textsByName = new Map<string, Texts<unknown>[]>();

export function defineTexts<English>(
  name: string,
  english: () => Promise<English>,
  french: () => Promise<Translation<English>>,
): Texts<English> {
  const texts: Texts<English> = {
    name,
    load: {
      'en-CA': english as () => Promise<Translation<English>>,
      'fr-CA': french,
    },
    loaded: {},
    pending: new Map(),
  };
  textsByName.set(name, [...(textsByName.get(name) ?? []), texts as Texts<unknown>]);
  return texts;
}

/**
 * Loads the named modules' texts (those a server-rendered page read, decision 103) before the
 * browser hydrates it: a part that suspended for its texts while hydrating would stay the
 * server's lifeless markup a moment longer, and a tap replayed on it would be lost. Names the
 * loaded code does not define are skipped: their parts come after the first paint anyway.
 */
export function loadNamedTexts(names: readonly string[], locale: Locale): Promise<unknown> {
  const texts = names.flatMap((name) => textsByName.get(name) ?? []);
  return Promise.all(texts.map((each) => loadTexts(each, locale)));
}

/** Where the server's renderer notes the modules a page read (null in the browser). */
const TextsReadContext = createContext<Set<string> | null>(null);
export const TextsReadProvider = TextsReadContext.Provider;

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
  useContext(TextsReadContext)?.add(texts.name);
  const loaded = texts.loaded[locale];
  if (loaded) return loaded;
  // Suspends as React.lazy does, by throwing the module's promise: React renders the component
  // anew once it settles. (With use(), a component that suspended on its second module replayed
  // with one use() fewer once the first had arrived, which React refuses; calling use() on every
  // render instead left some layouts suspended for good in the UI tests.)
  throw loadTexts(texts, locale);
}

/**
 * Whether the modules' texts of the page's language are all in, starting those that are not; the
 * component renders again once they are (decision 169). A layout shows its own loading state
 * until then instead of suspending: React holds back the content that follows a Suspense fallback
 * until 300 ms after the fallback showed, so a layout whose texts came in 20 ms showed a quarter
 * of a second later than its page could have. A module that fails to load counts as in: the
 * component's `useTexts` then suspends on it and asks for it again, as without this gate.
 */
export function useTextsReady(list: readonly Texts<unknown>[]): boolean {
  const locale = useLocale();
  const missing = list.filter((texts) => !texts.loaded[locale]);
  for (const texts of missing) loadTexts(texts, locale).catch(() => undefined);
  const [failed, setFailed] = useState(false);
  const [, setArrivals] = useState(0);
  const ready = missing.length === 0;
  useEffect(() => {
    if (ready) return;
    let current = true;
    // Every module of the list, not only those missing at render: one that came in between the
    // render and this effect must still bring the render that shows it.
    // Arrivals in a transition, which React renders in slices: the layout draws its whole page
    // then. A failure stays urgent, so the part that asks again shows its Suspense fallback
    // rather than the frame's loading state held over by the transition.
    Promise.all(list.map((texts) => loadTexts(texts, locale))).then(
      () => current && startTransition(() => setArrivals((count) => count + 1)),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [ready, list, locale]);
  return ready || failed;
}
