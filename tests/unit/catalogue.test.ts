import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

/*
 * The catalogue's check (decision 102): every English module has a French twin with the same
 * exports and keys (the typecheck holds that too, through Translation<>), every text parses as an
 * ICU message in both languages, each pair names the same placeholders with the same kinds and the
 * same select choices, each plural has its `other`, and no French text is left in English or uses
 * an anglicism our glossary bans.
 */

const catalogueDir = path.resolve('shared', 'catalogue');
const englishFiles = readdirSync(path.join(catalogueDir, 'en-CA')).filter((file) =>
  file.endsWith('.ts'),
);

/**
 * French texts that are rightly the same words as the English (checked by a French reader):
 * anything else equal to its English is an untranslated text.
 */
const SAME_IN_FRENCH = new Set([
  'Date',
  'Total',
  'Service',
  'Notes',
  'Message',
  'Description',
  'Options',
  'Commercial',
  'Extras',
  'Stripe',
  'MapleShine',
  // Provinces and territories whose French name is the English one (decision 135's form).
  'Alberta',
  'Manitoba',
  'Nunavut',
  'Ontario',
  'Saskatchewan',
  'Yukon',
  // The company's legal name, the same in both languages (the terms' contact, decision 110).
  'MapleShine Cleaning Inc.',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'X',
  'Google',
  'OK',
  'Toronto',
  'Ottawa',
  'Edmonton',
  'Calgary',
  'Winnipeg',
  'Mississauga',
  'Brampton',
  'Gatineau',
  'Lower Mainland',
  'Solde',
  'Article',
  'Cookies',
  'Contact',
  'Accès',
  'Audit',
  'Code',
  'Coupon',
  'Coupons',
  'Console',
  'Action',
  'Actions',
  'Question',
  'FAQ',
  'PDF',
  // A unit symbol: only the space before it differs (a no-break one in French).
  '{value}\u00a0ms',
  // Languages named in themselves, as a language choice shows them (decision 103).
  'English',
  'Français',
  // The offer of the French site is in French in both catalogues: it speaks to a French reader.
  'Ce site est aussi offert en français.',
  'Afficher en français',
  'Fermer',
  'Photo',
]);

/** Anglicisms our glossary bans in French texts, with the word to use (decision 102). */
const BANNED_IN_FRENCH: [RegExp, string][] = [
  [/\be-?mails?\b/i, 'courriel'],
  [/\bbooking/i, 'réservation'],
  [/\bcleaner/i, 'préposé·e / personne à l’entretien'],
  [/\bweek-?ends?\b/i, 'fin de semaine'],
  [/\bcheck-?out\b/i, 'paiement / départ'],
  [/\bchecklist\b/i, 'liste de contrôle'],
  [/\bdashboard\b/i, 'tableau de bord'],
  [/\bcanceller|\bcancell/i, 'annuler'],
];

type Leaf = { key: string; text: string };

function leaves(value: unknown, key = ''): Leaf[] {
  if (typeof value === 'string') return [{ key, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => leaves(item, `${key}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([name, item]) =>
      leaves(item, key ? `${key}.${name}` : name),
    );
  }
  return [];
}

function keysOf(value: unknown, key = ''): string[] {
  if (typeof value !== 'object' || value === null) return [key];
  return Object.entries(value)
    .flatMap(([name, item]) => keysOf(item, key ? `${key}.${name}` : name))
    .sort();
}

/** The placeholders of a message, with their kinds and choices: `count:plural`, `role:select(a|b)`. */
function signature(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.argument:
        into.add(`${element.value}:argument`);
        break;
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        into.add(`${element.value}:${TYPE[element.type]}`);
        break;
      case TYPE.plural:
        into.add(`${element.value}:plural`);
        for (const option of Object.values(element.options)) signature(option.value, into);
        break;
      case TYPE.select:
        into.add(`${element.value}:select(${Object.keys(element.options).sort().join('|')})`);
        for (const option of Object.values(element.options)) signature(option.value, into);
        break;
      case TYPE.tag:
        into.add(`<${element.value}>`);
        signature(element.children, into);
        break;
      default:
        break;
    }
  }
  return into;
}

function pluralsLackingOther(elements: MessageFormatElement[]): boolean {
  return elements.some((element) => {
    if (element.type === TYPE.plural) {
      return (
        !('other' in element.options) ||
        Object.values(element.options).some((option) => pluralsLackingOther(option.value))
      );
    }
    if (element.type === TYPE.select) {
      return Object.values(element.options).some((option) => pluralsLackingOther(option.value));
    }
    return false;
  });
}

function parsed(text: string) {
  return parse(text, { ignoreTag: true, requiresOtherClause: false });
}

/** The literal text of a message, every plural and select branch included, placeholders out. */
function literals(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        return Object.values(element.options)
          .map((option) => literals(option.value))
          .join(' ');
      }
      if (element.type === TYPE.tag) return literals(element.children);
      return ' ';
    })
    .join('');
}

/** Letters only, placeholders out: what must differ between a French text and its English. */
function words(text: string): string {
  let literal: string;
  try {
    literal = literals(parsed(text));
  } catch {
    literal = text.replace(/\{[^}]*\}/g, '');
  }
  return literal.replace(/[^\p{L}]+/gu, ' ').trim();
}

async function moduleOf(locale: string, file: string): Promise<Record<string, unknown>> {
  return (await import(path.join(catalogueDir, locale, file))) as Record<string, unknown>;
}

describe('the catalogue', () => {
  it('has a French twin for every English module, and no French module without one', () => {
    const frenchFiles = readdirSync(path.join(catalogueDir, 'fr-CA')).filter((file) =>
      file.endsWith('.ts'),
    );
    expect(frenchFiles.sort()).toEqual([...englishFiles].sort());
  });

  const translated = englishFiles;

  it.each(englishFiles)('%s parses as ICU messages in English', async (file) => {
    const broken = leaves(await moduleOf('en-CA', file)).filter(({ text }) => {
      try {
        parsed(text);
        return false;
      } catch {
        return true;
      }
    });
    expect(broken).toEqual([]);
  });

  // WCAG 2.5.3 (axe's label-content-name-mismatch): a button shown as PAUSE and named by
  // PAUSE_NAMED for a screen reader must say its visible words in its name, in each language.
  it.each(englishFiles)('%s names each control with its visible words', async (file) => {
    const problems: string[] = [];
    for (const locale of ['en-CA', 'fr-CA'] as const) {
      const texts = new Map(
        leaves(await moduleOf(locale, file)).map((leaf) => [leaf.key, leaf.text]),
      );
      for (const [key, named] of texts) {
        const shown = key.endsWith('_NAMED')
          ? texts.get(key.slice(0, -'_NAMED'.length))
          : undefined;
        if (shown !== undefined && !named.toLowerCase().includes(shown.toLowerCase())) {
          problems.push(`${locale} ${key}: "${named}" does not say "${shown}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(translated)(
    '%s has a French twin with the same keys, placeholders and plurals',
    async (file) => {
      const english = await moduleOf('en-CA', file);
      const french = await moduleOf('fr-CA', file);
      expect(keysOf(french)).toEqual(keysOf(english));
      const frenchByKey = new Map(leaves(french).map((leaf) => [leaf.key, leaf.text]));
      const problems: string[] = [];
      for (const { key, text } of leaves(english)) {
        const frenchText = frenchByKey.get(key) ?? '';
        let englishShape: Set<string>;
        let frenchElements: MessageFormatElement[];
        try {
          englishShape = signature(parsed(text));
          frenchElements = parsed(frenchText);
        } catch (error) {
          problems.push(`${key}: does not parse (${String(error)})`);
          continue;
        }
        const frenchShape = signature(frenchElements);
        if ([...englishShape].sort().join() !== [...frenchShape].sort().join()) {
          problems.push(
            `${key}: placeholders ${[...frenchShape].join(', ')} ≠ ${[...englishShape].join(', ')}`,
          );
        }
        if (pluralsLackingOther(frenchElements)) problems.push(`${key}: a plural lacks "other"`);
        const englishWords = words(text);
        if (
          englishWords.length > 0 &&
          englishWords === words(frenchText) &&
          !SAME_IN_FRENCH.has(frenchText.trim())
        ) {
          problems.push(`${key}: still in English ("${frenchText}")`);
        }
        for (const [anglicism, instead] of BANNED_IN_FRENCH) {
          if (anglicism.test(words(frenchText))) {
            problems.push(`${key}: "${frenchText}" uses ${String(anglicism)}; write ${instead}`);
          }
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
