import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { plainSpaces } from '#shared/i18n/format.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { formatMessage, isWellFormedMessage } from '#shared/i18n/message.ts';

/*
 * The catalogue's runtime formatter (shared/i18n/message.ts, decision 111) writes what FormatJS's
 * intl-messageformat writes, for every message of both catalogues and each plural and select
 * branch: the 1 kB formatter stands in for the 10 kB one only because they agree.
 */

const catalogueDir = path.resolve('shared', 'catalogue');

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(leaves);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(leaves);
  return [];
}

type Arguments = { plain: Set<string>; counts: Set<string>; choices: Map<string, string[]> };

function argumentsOf(elements: MessageFormatElement[], into: Arguments): Arguments {
  for (const element of elements) {
    if (element.type === TYPE.argument) into.plain.add(element.value);
    if (element.type === TYPE.number) into.counts.add(element.value);
    if (element.type === TYPE.plural) {
      into.counts.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.select) {
      into.choices.set(element.value, [...Object.keys(element.options), 'unlisted']);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
  }
  return into;
}

/** Values that reach each branch: counts from none to many, each select's every choice. */
function valueSets(message: string): Record<string, string | number>[] {
  const found = argumentsOf(parse(message, { ignoreTag: true }), {
    plain: new Set(),
    counts: new Set(),
    choices: new Map(),
  });
  const sets: Record<string, string | number>[] = [];
  const widest = Math.max(1, ...[...found.choices.values()].map((choices) => choices.length));
  for (const count of [0, 1, 2, 5, 21, 1.5, 1234]) {
    for (let choice = 0; choice < widest; choice += 1) {
      const values: Record<string, string | number> = {};
      for (const name of found.plain) values[name] = `‹${name}›`;
      for (const name of found.counts) values[name] = count;
      for (const [name, choices] of found.choices) {
        values[name] = choices[choice % choices.length] ?? 'other';
      }
      sets.push(values);
    }
  }
  return sets;
}

async function messagesOf(locale: Locale): Promise<string[]> {
  const files = readdirSync(path.join(catalogueDir, locale)).filter((file) => file.endsWith('.ts'));
  const modules = await Promise.all(
    files.map((file) => import(path.join(catalogueDir, locale, file)) as Promise<unknown>),
  );
  return [...new Set(modules.flatMap(leaves))];
}

describe.each(['en-CA', 'fr-CA'] as const)('every %s message', (locale) => {
  it('is written as intl-messageformat writes it, in every branch', async () => {
    const differences: string[] = [];
    const messages = await messagesOf(locale);
    expect(messages.length).toBeGreaterThan(500);
    for (const message of messages) {
      const reference = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
      for (const values of valueSets(message)) {
        const expected = plainSpaces(String(reference.format(values)));
        const written = plainSpaces(formatMessage(locale, message, values));
        if (written !== expected) differences.push(`${message}\n  ${written}\n≠ ${expected}`);
      }
    }
    expect(differences).toEqual([]);
  });
});

describe('the formatter', () => {
  it('quotes with apostrophes as ICU does', () => {
    for (const message of ["It''s {n}", "'{'literal'}' {n}", "l'adresse {n}", "a '#' {n}"]) {
      expect(formatMessage('en-CA', message, { n: 1 })).toBe(
        String(new IntlMessageFormat(message, 'en-CA').format({ n: 1 })),
      );
    }
  });

  it('picks an exact match before the plural category, and counts past the offset', () => {
    const message =
      '{n, plural, offset:1 =0 {nobody} =1 {{who}} one {{who} and # other} other {{who} and # others}}';
    expect(formatMessage('en-CA', message, { n: 0, who: 'Ana' })).toBe('nobody');
    expect(formatMessage('en-CA', message, { n: 2, who: 'Ana' })).toBe('Ana and 1 other');
    expect(formatMessage('en-CA', message, { n: 4, who: 'Ana' })).toBe('Ana and 3 others');
  });

  it('refuses what is not a message, and shows it as written', () => {
    for (const broken of [
      'Half a {brace',
      'A stray } brace',
      '{n, plural, one {x}}',
      '{d, date}',
    ]) {
      expect(isWellFormedMessage(broken)).toBe(false);
      expect(formatMessage('en-CA', broken, { n: 1, d: 1 })).toBe(broken);
    }
    expect(formatMessage('en-CA', 'Hello {name}', {})).toBe('Hello {name}');
  });
});
