import { IntlMessageFormat } from 'intl-messageformat';
import type { Locale } from './locale.ts';

/*
 * One way to turn a catalogue message (ICU MessageFormat: `{name}`, `{count, plural, one {…}
 * other {…}}`) into the text a person reads, on the web and on the server alike (decision 102).
 * Dates and money are formatted by ./format.ts and passed in as strings: ICU date skeletons in a
 * message ignore the time zone (research §1.4).
 */

export type MessageValues = Record<string, string | number>;

const compiled = new Map<string, IntlMessageFormat | null>();
const COMPILED_KEPT = 2000;

function compiledOf(locale: Locale, message: string): IntlMessageFormat | null {
  const key = `${locale}\u0000${message}`;
  let format = compiled.get(key);
  if (format === undefined) {
    try {
      format = new IntlMessageFormat(message, locale, undefined, { ignoreTag: true });
    } catch {
      // An operator's label with a stray brace: shown as written rather than not at all.
      format = null;
    }
    if (compiled.size >= COMPILED_KEPT) compiled.clear();
    compiled.set(key, format);
  }
  return format;
}

/** The message with its values in place; a message that does not parse is shown as written. */
export function formatMessage(locale: Locale, message: string, values: MessageValues = {}): string {
  const format = compiledOf(locale, message);
  if (format === null) return message;
  try {
    const text = format.format<string>(values);
    return typeof text === 'string' ? text : String(text);
  } catch {
    // A value the message names was not given.
    return message;
  }
}

/** Whether a text parses as an ICU message (the console checks an operator's edit with it). */
export function isWellFormedMessage(message: string): boolean {
  try {
    new IntlMessageFormat(message, 'en-CA', undefined, { ignoreTag: true });
    return true;
  } catch {
    return false;
  }
}
