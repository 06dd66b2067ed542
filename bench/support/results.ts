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

/** Replaces the part of bench/README.md between `<!-- name:start -->` and `<!-- name:end -->`. */
export async function updateReadme(name: string, markdown: string) {
  const file = path.join(benchRoot, 'README.md');
  const readme = await readFile(file, 'utf8');
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from === -1 || to < from) throw new Error(`bench/README.md has no ${start} … ${end} section`);
  await writeFormatted(
    file,
    `${readme.slice(0, from + start.length)}\n\n${markdown.trim()}\n\n${readme.slice(to)}`,
  );
}
