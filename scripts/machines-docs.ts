/**
 * `npm run machines:docs`: writes docs/machines/<machine>.md for every machines/*.machine.ts,
 * from the definition itself, and docs/machines/README.md, the index with each machine's test
 * coverage. It fails, naming what is missing, when a machine lacks the words its diagram is drawn
 * in (machine-words.ts). With --check it writes nothing and fails, naming the files, when
 * a committed page differs from what the machines give (CI runs this). --out DIR writes or
 * checks another folder (the generator's tests use it).
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { readMachineGraph } from '#shared/machine-graph/machine-graph.ts';
import { transitionCoverage } from '#shared/machine-paths/machine-paths.ts';
import { loadMachinePaths } from '#tests/support/machine-catalog.ts';
import {
  renderMachineDoc,
  renderMachineIndex,
  type MachineIndexEntry,
} from './machine-docs/render-markdown.ts';

const generatedMark = 'by `npm run machines:docs`';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

const check = process.argv.includes('--check');
const outDir = option('--out') ?? 'docs/machines';

async function expectedDocs(): Promise<Map<string, string>> {
  const prettierOptions = (await resolveConfig('docs/machines/x.md')) ?? {};
  const docs = new Map<string, string>();
  const index: MachineIndexEntry[] = [];
  const pretty = (markdown: string) => format(markdown, { ...prettierOptions, parser: 'markdown' });
  for (const { name, file, machine, paths } of await loadMachinePaths()) {
    const graph = readMachineGraph(machine);
    docs.set(
      path.join(outDir, `${name}.md`),
      await pretty(renderMachineDoc({ name, file, graph })),
    );
    index.push({ name, graph, coverage: transitionCoverage(machine, paths) });
  }
  docs.set(path.join(outDir, 'README.md'), await pretty(renderMachineIndex(index)));
  return docs;
}

/** Pages this command wrote earlier whose machine is gone. */
async function orphans(expected: Map<string, string>): Promise<string[]> {
  const files = await readdir(outDir).catch(() => [] as string[]);
  const found: string[] = [];
  for (const file of files.filter((name) => name.endsWith('.md')).sort()) {
    const target = path.join(outDir, file);
    if (expected.has(target)) continue;
    if ((await readFile(target, 'utf8')).includes(generatedMark)) found.push(target);
  }
  return found;
}

const expected = await expectedDocs().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
const leftOver = await orphans(expected);

if (check) {
  const stale: string[] = [];
  for (const [target, content] of expected) {
    const current = await readFile(target, 'utf8').catch(() => null);
    if (current !== content) stale.push(current === null ? `${target} (missing)` : target);
  }
  stale.push(...leftOver.map((target) => `${target} (its machine is gone)`));
  if (stale.length > 0) {
    console.error(
      `Stale machine docs: ${stale.join(', ')}. Run \`npm run machines:docs\` and commit.`,
    );
    process.exit(1);
  }
  console.log(`Machine docs match the machines (${expected.size} pages).`);
} else {
  await mkdir(outDir, { recursive: true });
  for (const [target, content] of expected) await writeFile(target, content);
  for (const target of leftOver) await rm(target);
  console.log(`Wrote ${[...expected.keys()].join(', ')}.`);
  if (leftOver.length) console.log(`Removed ${leftOver.join(', ')}.`);
}
