import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { UnavailableError } from '../domain/errors.ts';
import { taxDetailsRefusals } from './texts.ts';

/** One AES-256 key and its id, which is kept beside every record it seals (decision 135). */
export type TaxDataKey = { id: string; key: Buffer };

/**
 * The keys that seal and open cleaners' tax details: `current` seals every new record; `find`
 * opens a record by the id kept beside it (the current key or one it replaced). Either refuses
 * with a 503 when this server has no key.
 */
export type TaxDataKeys = {
  current: () => Promise<TaxDataKey>;
  find: (id: string) => Promise<TaxDataKey | undefined>;
  /** For the start's log: where the key comes from. */
  description: string;
};

/** A key's id: the start of its SHA-256, so the same key has the same id on every server. */
function keyOf(key: Buffer): TaxDataKey {
  return { id: `k-${createHash('sha256').update(key).digest('hex').slice(0, 12)}`, key };
}

function ring(current: TaxDataKey, others: TaxDataKey[]) {
  const byId = new Map([current, ...others].map((each) => [each.id, each]));
  return { current, find: (id: string) => byId.get(id) };
}

/** TAX_DATA_KEY, and TAX_DATA_PREVIOUS_KEYS still read for records sealed before a rotation. */
export function configuredTaxDataKeys(current: string, previous: string[] = []): TaxDataKeys {
  const keys = ring(
    keyOf(Buffer.from(current, 'base64')),
    previous.map((key) => keyOf(Buffer.from(key, 'base64'))),
  );
  return {
    current: () => Promise.resolve(keys.current),
    find: (id) => Promise.resolve(keys.find(id)),
    description: 'TAX_DATA_KEY',
  };
}

/**
 * A random key kept in a file of this machine (mode 0600), made on first need: for one server on
 * the embedded database, or a development machine. Two processes making it at once both read the
 * one that was written first.
 */
export function fileTaxDataKeys(file: string): TaxDataKeys {
  let loading: Promise<TaxDataKey> | undefined;
  const load = async (): Promise<TaxDataKey> => {
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await writeFile(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key in base64`);
    return keyOf(key);
  };
  const current = () => (loading ??= load());
  return {
    current,
    find: async (id) => {
      const key = await current();
      return key.id === id ? key : undefined;
    },
    description: `a key file, ${file}`,
  };
}

/**
 * No key (PostgreSQL shared by several servers, in production, without TAX_DATA_KEY): a key file
 * per machine would seal records other servers cannot open, so nothing is sealed or opened.
 */
export function missingTaxDataKeys(): TaxDataKeys {
  const refuse = () => Promise.reject(new UnavailableError(taxDetailsRefusals.keyMissing));
  return { current: refuse, find: refuse, description: 'none (set TAX_DATA_KEY)' };
}

/**
 * The server's keys (decision 135): TAX_DATA_KEY when set; otherwise a key file in DATA_DIR on the
 * embedded database or in development, and none on a shared PostgreSQL in production.
 */
export function taxDataKeys(options: {
  key: string | undefined;
  previousKeys: string[];
  dataDir: string;
  sharedDatabase: boolean;
}): TaxDataKeys {
  if (options.key !== undefined) return configuredTaxDataKeys(options.key, options.previousKeys);
  if (options.sharedDatabase) return missingTaxDataKeys();
  return fileTaxDataKeys(path.join(options.dataDir, 'tax-data.key'));
}
