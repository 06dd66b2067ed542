import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

export const benchRoot = fileURLToPath(new URL('..', import.meta.url));
export const projectRoot = path.resolve(benchRoot, '..');

/** Written through the project's Prettier, so `npm run lint` accepts the committed results. */
async function writeFormatted(file: string, text: string) {
  const options = (await resolveConfig(file)) ?? {};
  await writeFile(file, await format(text, { ...options, filepath: file }));
}

export async function writeResultFile(fileName: string, text: string) {
  await writeFormatted(path.join(benchRoot, 'results', fileName), text);
}

/** `bench/results/<name>.json` (every figure) and `<name>.md` (the table). */
export async function writeResults(name: string, data: unknown, markdown: string) {
  await writeResultFile(`${name}.json`, JSON.stringify(data));
  await writeResultFile(`${name}.md`, markdown);
}

/** Replaces the part of a file between `<!-- name:start -->` and `<!-- name:end -->`. */
export async function updateSection(file: string, name: string, markdown: string) {
  const text = await readFile(file, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from === -1 || to < from) throw new Error(`${file} has no ${start} … ${end} section`);
  await writeFormatted(
    file,
    `${text.slice(0, from + start.length)}\n\n${markdown.trim()}\n\n${text.slice(to)}`,
  );
}

/** Replaces the part of bench/README.md between `<!-- name:start -->` and `<!-- name:end -->`. */
export function updateReadme(name: string, markdown: string) {
  return updateSection(path.join(benchRoot, 'README.md'), name, markdown);
}

/** Replaces a section of a file in bench/results/ (see updateSection). */
export function updateResultSection(fileName: string, name: string, markdown: string) {
  return updateSection(path.join(benchRoot, 'results', fileName), name, markdown);
}
