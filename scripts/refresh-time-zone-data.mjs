#!/usr/bin/env node
/**
 * Refreshes server/time-zone-data/ (decision 137): copies ICU's four time-zone resource files
 * (zoneinfo64.res, metaZones.res, timezoneTypes.res, windowsZones.res) out of an ICU common data
 * file, by default Chromium's /usr/lib/chromium/icudtl.dat, and prints the tz version they hold.
 *
 *   node scripts/refresh-time-zone-data.mjs [icudtl.dat] [--out <folder>]
 *
 * Node reads them when ICU_TIMEZONE_FILES_DIR names the folder before it starts (see the folder's
 * README.md). Plain Node, no packages: it also runs where node_modules is not installed.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const wanted = ['zoneinfo64.res', 'metaZones.res', 'timezoneTypes.res', 'windowsZones.res'];

/** The items of an ICU common data file (udata "CmnD" table of contents), by name. */
export function icuDataItems(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerSize = view.getUint16(0, true);
  // The header's magic bytes (0xda 0x27) and the UDataInfo that says the data is little-endian.
  if (bytes[2] !== 0xda || bytes[3] !== 0x27) throw new Error('Not an ICU data file.');
  if (bytes[8] !== 0) throw new Error('Only little-endian ICU data is read here.');
  const count = view.getUint32(headerSize, true);
  const entries = [];
  for (let i = 0; i < count; i += 1) {
    const at = headerSize + 4 + i * 8;
    const nameAt = headerSize + view.getUint32(at, true);
    const dataAt = headerSize + view.getUint32(at + 4, true);
    const nameEnd = bytes.indexOf(0, nameAt);
    entries.push({ name: Buffer.from(bytes.subarray(nameAt, nameEnd)).toString('latin1'), dataAt });
  }
  const items = new Map();
  entries.forEach((entry, i) => {
    const end = i + 1 < entries.length ? entries[i + 1].dataAt : bytes.length;
    items.set(entry.name, bytes.subarray(entry.dataAt, end));
  });
  return items;
}

/** The TZVersion string inside zoneinfo64.res (a UTF-16 string resource, such as "2026f"). */
export function tzVersionOf(zoneinfo) {
  const text = Buffer.from(zoneinfo).toString('utf16le');
  // The version is stored as a 16-bit string resource; search its shape rather than parse the
  // whole resource bundle: four digits and a lower-case letter.
  const found = [...text.matchAll(/(?<![0-9a-z])(19|20)\d\d[a-z](?![0-9a-z])/g)].map((m) => m[0]);
  return found[0] ?? 'unknown';
}

function main() {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const here = path.dirname(fileURLToPath(import.meta.url));
  const out =
    outIndex >= 0
      ? path.resolve(args[outIndex + 1])
      : path.join(here, '..', 'server', 'time-zone-data');
  const source =
    args.filter((_, i) => i !== outIndex && i !== outIndex + 1)[0] ??
    '/usr/lib/chromium/icudtl.dat';
  const items = icuDataItems(readFileSync(source));
  mkdirSync(out, { recursive: true });
  let zoneinfo;
  for (const file of wanted) {
    const name = [...items.keys()].find((key) => key.endsWith(`/${file}`));
    if (!name) throw new Error(`${source} has no ${file}.`);
    const bytes = items.get(name);
    writeFileSync(path.join(out, file), bytes);
    if (file === 'zoneinfo64.res') zoneinfo = bytes;
    console.log(`${name}: ${bytes.length} bytes`);
  }
  console.log(`tz version: ${tzVersionOf(zoneinfo)} (written to ${out})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
