import { formatNumber } from './format.ts';
import type { Locale } from './locale.ts';

/*
 * One way to turn a catalogue message into the text a person reads, on the web and on the server
 * alike (decisions 102 and 111). Messages are ICU MessageFormat, of the kinds the catalogue uses:
 * `{name}`, `{count, number}`, `{count, plural, =0 {…} one {# chambre} other {# chambres}}`,
 * `{n, selectordinal, …}` and `{role, select, customer {…} other {…}}`, with ICU's apostrophe
 * quoting (`''` is an apostrophe, `'{'` a brace). FormatJS's intl-messageformat was the runtime
 * first; it cost every route 9.9 kB gzip, so this 1 kB formatter of the same syntax replaced it,
 * and tests/unit/message-format.test.ts checks that both write the same text for every message
 * of both catalogues. Dates and money are formatted by ./format.ts and passed in as strings: ICU
 * date skeletons in a message ignore the time zone (research §1.4).
 */

export type MessageValues = Record<string, string | number>;

type Part =
  | string
  | { kind: 'argument'; name: string }
  | { kind: 'number'; name: string; style: string }
  | { kind: 'pound' }
  | { kind: 'select'; name: string; options: Map<string, Part[]> }
  | {
      kind: 'plural';
      name: string;
      ordinal: boolean;
      offset: number;
      options: Map<string, Part[]>;
    };

class Malformed extends Error {}

const SPECIAL_AFTER_APOSTROPHE = /[{}#|]/;

/** A recursive-descent reader of one message. */
function parse(message: string): Part[] {
  let at = 0;

  const fail = (): never => {
    throw new Malformed(`Not a well-formed message at ${at}`);
  };
  const skipSpace = () => {
    while (at < message.length && /\s/.test(message[at] ?? '')) at += 1;
  };
  const word = (): string => {
    skipSpace();
    const start = at;
    while (at < message.length && !/[\s,{}]/.test(message[at] ?? '')) at += 1;
    if (at === start) fail();
    return message.slice(start, at);
  };
  const expect = (char: string) => {
    skipSpace();
    if (message[at] !== char) fail();
    at += 1;
  };

  function parts(inPlural: boolean, nested: boolean): Part[] {
    const out: Part[] = [];
    let text = '';
    const flush = () => {
      if (text) out.push(text);
      text = '';
    };
    while (at < message.length) {
      const char = message[at] ?? '';
      if (char === "'") {
        const next = message[at + 1] ?? '';
        if (next === "'") {
          text += "'";
          at += 2;
        } else if (SPECIAL_AFTER_APOSTROPHE.test(next) && (next !== '#' || inPlural)) {
          // A quoted literal runs to the next lone apostrophe.
          at += 1;
          while (at < message.length) {
            if (message[at] === "'") {
              if (message[at + 1] === "'") {
                text += "'";
                at += 2;
                continue;
              }
              at += 1;
              break;
            }
            text += message[at];
            at += 1;
          }
        } else {
          text += "'";
          at += 1;
        }
      } else if (char === '{') {
        flush();
        at += 1;
        out.push(argument());
      } else if (char === '}') {
        if (!nested) fail();
        break;
      } else if (char === '#' && inPlural) {
        flush();
        out.push({ kind: 'pound' });
        at += 1;
      } else {
        text += char;
        at += 1;
      }
    }
    flush();
    return out;
  }

  function options(inPlural: boolean, plural: boolean): Map<string, Part[]> {
    const chosen = new Map<string, Part[]>();
    skipSpace();
    while (message[at] !== '}') {
      const key = word();
      if (plural && key.startsWith('=') && !/^=\d+$/.test(key)) fail();
      expect('{');
      chosen.set(key, parts(inPlural, true));
      expect('}');
      skipSpace();
      if (at >= message.length) fail();
    }
    if (!chosen.has('other')) fail();
    return chosen;
  }

  function argument(): Part {
    const name = word();
    skipSpace();
    if (message[at] === '}') {
      at += 1;
      return { kind: 'argument', name };
    }
    expect(',');
    const type = word();
    skipSpace();
    if (type === 'number') {
      let style = '';
      if (message[at] === ',') {
        at += 1;
        style = word();
      }
      expect('}');
      return { kind: 'number', name, style };
    }
    if (type !== 'plural' && type !== 'selectordinal' && type !== 'select') return fail();
    expect(',');
    skipSpace();
    let offset = 0;
    if (type !== 'select' && message.startsWith('offset:', at)) {
      at += 'offset:'.length;
      const amount = word();
      if (!/^\d+$/.test(amount)) fail();
      offset = Number(amount);
    }
    const plural = type !== 'select';
    const chosen = options(plural, plural);
    expect('}');
    return plural
      ? { kind: 'plural', name, ordinal: type === 'selectordinal', offset, options: chosen }
      : { kind: 'select', name, options: chosen };
  }

  const whole = parts(false, false);
  if (at !== message.length) fail();
  return whole;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(locale: Locale, ordinal: boolean, count: number): string {
  const key = `${locale} ${ordinal}`;
  let rules = pluralRules.get(key);
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' });
    pluralRules.set(key, rules);
  }
  return rules.select(count);
}

function valueOf(values: MessageValues, name: string): string | number {
  const value = values[name];
  if (value === undefined) throw new Malformed(`No value for {${name}}`);
  return value;
}

function write(locale: Locale, message: Part[], values: MessageValues, pound: number | null) {
  let text = '';
  for (const part of message) {
    if (typeof part === 'string') {
      text += part;
    } else if (part.kind === 'argument') {
      text += String(valueOf(values, part.name));
    } else if (part.kind === 'number') {
      const value = Number(valueOf(values, part.name));
      text +=
        part.style === 'integer' ? formatNumber(value, locale, 0) : formatNumber(value, locale, 3);
    } else if (part.kind === 'pound') {
      text += pound === null ? '#' : formatNumber(pound, locale, 3);
    } else if (part.kind === 'select') {
      const chosen =
        part.options.get(String(valueOf(values, part.name))) ?? part.options.get('other') ?? [];
      text += write(locale, chosen, values, pound);
    } else {
      const count = Number(valueOf(values, part.name));
      const exact = part.options.get(`=${count}`);
      const chosen =
        exact ??
        part.options.get(pluralOf(locale, part.ordinal, count - part.offset)) ??
        part.options.get('other') ??
        [];
      text += write(locale, chosen, values, count - part.offset);
    }
  }
  return text;
}

const parsed = new Map<string, Part[] | null>();
const PARSED_KEPT = 2000;

function partsOf(message: string): Part[] | null {
  let parts = parsed.get(message);
  if (parts === undefined) {
    try {
      parts = parse(message);
    } catch {
      // An operator's label with a stray brace: shown as written rather than not at all.
      parts = null;
    }
    if (parsed.size >= PARSED_KEPT) parsed.clear();
    parsed.set(message, parts);
  }
  return parts;
}

/** The message with its values in place; a message that does not parse is shown as written. */
export function formatMessage(locale: Locale, message: string, values: MessageValues = {}): string {
  const parts = partsOf(message);
  if (parts === null) return message;
  try {
    return write(locale, parts, values, null);
  } catch {
    // A value the message names was not given.
    return message;
  }
}

/** Whether a text parses as a message (the console checks an operator's edit with it). */
export function isWellFormedMessage(message: string): boolean {
  return partsOf(message) !== null;
}
