import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The built files (`/assets/…`) of the source modules whose chunk name matches `name`, read from
 * the build's manifest: chunks are named by their hash alone (decision 124), so a test that holds
 * one back finds it here, not by its file name.
 */
export function builtChunksNamed(name: RegExp): string[] {
  const manifest = JSON.parse(
    readFileSync(path.join(process.cwd(), 'dist', '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string; name?: string }>;
  const files = Object.values(manifest)
    .filter((chunk) => chunk.name !== undefined && name.test(chunk.name))
    .map((chunk) => `/${chunk.file}`);
  if (files.length === 0) throw new Error(`the build has no chunk named like ${name}`);
  return files;
}
