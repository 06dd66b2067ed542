import { asc } from 'drizzle-orm';
import type { Locale } from '#shared/i18n/locale.ts';
import type { Database } from '../database.ts';
import {
  cityTranslations,
  extraTranslations,
  labelTranslations,
  residenceTypeTranslations,
  serviceTranslations,
} from '../schema.ts';

/**
 * The content's languages (decision 106): a row is its English text, its translations are rows
 * beside it. A text read in a language with no translation is the English one, and that is told
 * once per language and key (`label:home/HEADING`, `faq:12`), never with anything about a person.
 */
export type MissingTranslation = (key: string) => void;

const told = new Set<string>();
/** Bounded: content keys are the operators', not the callers'; past this nothing more is told. */
const MOST_TOLD = 5000;

/** Tells each missing translation once per process through the given logger. */
export function tellMissingOnce(
  log: { warn: (fields: Record<string, string>, message: string) => void },
  locale: Locale,
): MissingTranslation {
  return (key) => {
    const id = `${locale}:${key}`;
    if (told.has(id) || told.size >= MOST_TOLD) return;
    told.add(id);
    log.warn({ locale, key }, 'A text has no translation; the English one was sent.');
  };
}

export const tellNothing: MissingTranslation = () => {};

/**
 * The texts of a row in a language: the translation's where there is one, the English row's
 * otherwise (and then the key is told as missing). English is the row itself.
 */
export function textsIn<Texts extends Record<string, unknown>>(
  locale: Locale,
  english: Texts,
  translation: { [K in keyof Texts]?: Texts[K] | null } | null | undefined,
  key: string,
  missing: MissingTranslation,
): Texts {
  if (locale === 'en-CA') return english;
  if (!translation) {
    missing(key);
    return english;
  }
  const texts = { ...english };
  for (const name of Object.keys(english) as (keyof Texts)[]) {
    const text = translation[name];
    if (text !== null && text !== undefined) texts[name] = text;
  }
  return texts;
}

// Whole translation tables of the cached catalog (server/catalog), every language at once.

export function allLabelTranslations(db: Database) {
  return db.select().from(labelTranslations).orderBy(asc(labelTranslations.labelId));
}

export function allServiceTranslations(db: Database) {
  return db.select().from(serviceTranslations);
}

export function allCityTranslations(db: Database) {
  return db.select().from(cityTranslations);
}

export function allResidenceTypeTranslations(db: Database) {
  return db.select().from(residenceTypeTranslations);
}

export function allExtraTranslations(db: Database) {
  return db.select().from(extraTranslations);
}
