import { readdirSync } from 'node:fs';
import path from 'node:path';

/*
 * Every English text of the API's catalogue modules (shared/catalogue/en-CA/api-*.ts, decision
 * 104), as patterns: a placeholder (`{name}`, a whole plural) stands for any text. A French
 * answer that matches one is an English sentence answered to a French reader.
 */

const englishDir = path.resolve('shared', 'catalogue', 'en-CA');

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(leaves);
  return [];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The message as a pattern: literal text, and `.+` for each outermost `{…}`. */
function patternOf(message: string): RegExp {
  let pattern = '';
  let depth = 0;
  let literal = '';
  for (const char of message) {
    if (char === '{') {
      if (depth === 0) {
        pattern += escape(literal);
        literal = '';
      }
      depth += 1;
    } else if (char === '}' && depth > 0) {
      depth -= 1;
      if (depth === 0) pattern += '.+';
    } else if (depth === 0) {
      literal += char;
    }
  }
  return new RegExp(`^${pattern}${escape(literal)}$`, 's');
}

export type EnglishText = { module: string; text: string; pattern: RegExp };

/** The English texts of every api-*.ts module of the catalogue. */
export async function englishApiTexts(): Promise<EnglishText[]> {
  const files = readdirSync(englishDir).filter((file) => /^api-.*\.ts$/.test(file));
  const texts: EnglishText[] = [];
  for (const file of files) {
    const module = (await import(path.join(englishDir, file))) as Record<string, unknown>;
    for (const text of leaves(module)) texts.push({ module: file, text, pattern: patternOf(text) });
  }
  return texts;
}

/** The English catalogue text a message is, if it is one. */
export function englishTextOf(message: string, texts: readonly EnglishText[]) {
  return texts.find(({ pattern }) => pattern.test(message));
}
