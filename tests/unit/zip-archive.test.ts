import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { zipArchive } from '../../server/data-exports/zip.ts';
import { unzip } from '../support/unzip.ts';

const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

const files = [
  { name: 'data.json', content: JSON.stringify({ note: 'Code 4821, chien « Biscuit »' }) },
  { name: 'index.html', content: '<!doctype html><p>Vos données</p>'.repeat(200) },
  { name: 'empty.txt', content: '' },
  { name: 'bytes.bin', content: Buffer.from([0, 1, 2, 255, 254, 253]) },
];

describe('zipArchive', () => {
  it('writes files a zip reader gets back byte for byte, French accents included', () => {
    const archive = zipArchive(files, new Date('2026-11-30T12:34:56Z'));
    const read = unzip(archive);
    expect([...read.keys()]).toEqual(['data.json', 'index.html', 'empty.txt', 'bytes.bin']);
    for (const file of files) {
      const expected =
        typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : file.content;
      expect(read.get(file.name)?.equals(expected)).toBe(true);
    }
    // Deflated: the repeated page takes far less room than its text.
    expect(archive.length).toBeLessThan(Buffer.byteLength(files[1]!.content as string) / 4);
  });

  it('writes an empty archive that reads as no files', () => {
    expect(unzip(zipArchive([], new Date())).size).toBe(0);
  });

  it.runIf(hasUnzip)('is read by the system unzip tool too, every CRC checked', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'zip-test-'));
    const file = path.join(folder, 'export.zip');
    writeFileSync(file, zipArchive(files, new Date('2026-11-30T12:34:56Z')));
    const listing = execFileSync('unzip', ['-t', file], { encoding: 'utf8' });
    expect(listing).toContain('No errors detected');
  });
});
