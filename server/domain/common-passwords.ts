import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../project-root.ts';

/**
 * The published list of the 10,000 most common leaked passwords (decision 084), kept as a data
 * file beside this one with its source and licence. Read from the repository's root, as the
 * migrations are, so the bundled server (dist-server/main.js) finds it too.
 */
const LIST_FILE = path.join(projectRoot, 'server', 'domain', 'common-passwords-10k.txt');

/**
 * Picks that the published list leaves out but that people choose for this site, or that other
 * lists of leaked passwords rank high; kept from the list this file held before decision 084.
 */
const localPicks = [
  '0123456789',
  '654321',
  '121212',
  '222222',
  '555555',
  '777777',
  '888888',
  '999999',
  '12341234',
  '87654321',
  'p@ssword',
  'abcdef',
  'welcome123',
  'hunter2',
  'secret123',
  'admin123',
  'administrator',
  'canada123',
  'vancouver',
  'mapleleafs',
  'mapleshine',
  'cleaning',
  'qwerty2026',
  'password2026',
  'summer2026',
  'winter2026',
];

let loaded: ReadonlySet<string> | undefined;

/**
 * Every refused password, lower-cased. Read on the first password check, not at start: most
 * starts and most requests never set a password. About 10,000 short strings, under 1 MB held.
 */
export function commonPasswords(): ReadonlySet<string> {
  if (!loaded) {
    const listed = readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'));
    loaded = new Set([...listed, ...localPicks]);
  }
  return loaded;
}

/** Whether the password, in any case, is one of the common ones. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
