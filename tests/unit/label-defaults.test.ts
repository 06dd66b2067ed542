import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { labelSeed } from '#server/db/seed/labels.ts';
import { sameDayBookingLabels } from '#shared/catalogue/en-CA/booking.ts';
import { dashboardShellLabels } from '#shared/catalogue/en-CA/dashboard-shell.ts';
import { hiringCities, hiringPageLabels } from '#shared/catalogue/en-CA/hiring.ts';

/*
 * The English label texts are written once, in shared/catalogue/en-CA/: the seed assembles them per slug
 * and each page passes them to useLabels as its defaults. A page that writes its own copy, or a
 * slug whose seeded texts and page defaults part ways, fails here.
 */

type LabelSource = { module: string; name: string };

const importPattern = /import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g;
const reExportPattern = /export\s*\{([^}]*)\}(?:\s*from\s*'([^']+)')?/g;

/** `a as b` pairs of an import or export list, keyed by the local (or exported) name. */
function specifiers(list: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const part of list.split(',')) {
    const [original, alias] = part
      .replace(/\btype\b/, '')
      .trim()
      .split(/\s+as\s+/);
    if (original) names.set(alias ?? original, original);
  }
  return names;
}

function resolveModule(fromFile: string, source: string): string {
  return source.startsWith('.') ? path.resolve(path.dirname(fromFile), source) : source;
}

/** Follows the identifier through imports and re-exports to the module that defines it. */
function labelSource(file: string, identifier: string, depth = 0): LabelSource | null {
  if (depth > 3) return null;
  const text = readFileSync(file, 'utf8');
  for (const [, list = '', source = ''] of text.matchAll(importPattern)) {
    const original = specifiers(list).get(identifier);
    if (original === undefined) continue;
    if (source.startsWith('#shared/catalogue/en-CA/')) return { module: source, name: original };
    if (!source.startsWith('.')) return null;
    return labelSource(resolveModule(file, source), original, depth + 1);
  }
  for (const [, list = '', source] of text.matchAll(reExportPattern)) {
    const original = specifiers(list).get(identifier);
    if (original === undefined) continue;
    if (source?.startsWith('#shared/catalogue/en-CA/')) return { module: source, name: original };
    if (source === undefined) return labelSource(file, original, depth + 1);
  }
  return null;
}

/**
 * The English module a `defineTexts` (src/i18n/texts.ts, decision 102) named `identifier` loads,
 * followed through imports from `file`: the page reads its language's twin of that module.
 */
function textsModule(file: string, identifier: string, depth = 0): string | null {
  if (depth > 3) return null;
  const text = readFileSync(file, 'utf8');
  const defined = new RegExp(
    `export const ${identifier} = defineTexts\\(\\s*(?:'[a-z0-9-]+',\\s*)?\\(\\) => import\\('(#shared/catalogue/en-CA/[^']+)'\\)`,
  ).exec(text);
  if (defined?.[1]) return defined[1];
  for (const [, list = '', source = ''] of text.matchAll(importPattern)) {
    const original = specifiers(list).get(identifier);
    if (original === undefined) continue;
    if (!source.startsWith('.')) return null;
    const target = resolveModule(file, source);
    const withExtension = existsSync(target) ? target : `${target}.ts`;
    return textsModule(withExtension, original, depth + 1);
  }
  return null;
}

/** A catalogue module the file (or a module it imports) loads by `import('…')` and that exports `name`. */
function loadedModuleExporting(file: string, name: string, depth = 0): LabelSource | null {
  if (depth > 2) return null;
  const text = readFileSync(file, 'utf8');
  for (const [, module = ''] of text.matchAll(/import\('(#shared\/catalogue\/en-CA\/[^']+)'\)/g)) {
    const source = readFileSync(module.replace('#shared/', 'shared/'), 'utf8');
    if (new RegExp(`export (const|function) ${name}\\b`).test(source)) return { module, name };
  }
  for (const [, , source = ''] of text.matchAll(importPattern)) {
    if (!source.startsWith('.')) continue;
    const target = resolveModule(file, source);
    const found = loadedModuleExporting(
      existsSync(target) ? target : `${target}.ts`,
      name,
      depth + 1,
    );
    if (found) return found;
  }
  return null;
}

/**
 * Where a call's defaults come from: a catalogue import, `useTexts(texts).name`, a local
 * `const x = useTexts(texts)` read as `x.name`, or a catalogue module the page loads itself.
 */
function defaultsSource(file: string, written: string): LabelSource | null {
  const defaults = written.replace(/,\s*$/, '').trim();
  const read = /^useTexts\((\w+)\)\.(\w+)$/.exec(defaults);
  if (read?.[1] && read[2]) {
    const module = textsModule(file, read[1]);
    return module ? { module, name: read[2] } : null;
  }
  const local = /^(\w+)\.(\w+)$/.exec(defaults);
  if (local?.[1] && local[2]) {
    const texts = new RegExp(`const ${local[1]} = useTexts\\((\\w+)\\)`).exec(
      readFileSync(file, 'utf8'),
    )?.[1];
    const module = texts ? textsModule(file, texts) : null;
    if (module) return { module, name: local[2] };
  }
  const identifier = /^\w+/.exec(defaults)?.[0] ?? '';
  return labelSource(file, identifier) ?? loadedModuleExporting(file, identifier);
}

type LabelsCall = { file: string; slug: string; defaults: string };

const sourceFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file))
  .map((file) => path.join('src', file));

const calls: LabelsCall[] = sourceFiles.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/useLabels\(\s*([^,]+?),\s*([^;]+?)\);/g)].map(
    ([, slug = '', defaults = '']) => ({ file, slug: slug.trim(), defaults: defaults.trim() }),
  ),
);

async function labelsOf(source: LabelSource): Promise<unknown> {
  const module = (await import(source.module)) as Record<string, unknown>;
  return module[source.name];
}

/**
 * Texts a slug carries for a block the page loads after its first paint, with the block's own
 * code (decision 056): the home page's booking wizard.
 */
const blockLabelsOn: Record<string, Record<string, string>> = { home: sameDayBookingLabels };

describe('label defaults', () => {
  it('finds the pages that ask for labels', () => {
    expect(calls.length).toBeGreaterThan(30);
  });

  it.each(calls)('$file takes its defaults from shared/catalogue/en-CA', ({ file, defaults }) => {
    expect(defaultsSource(path.resolve(file), defaults), defaults).not.toBeNull();
  });

  it.each(calls.filter((call) => /^'[^']+'$/.test(call.slug)))(
    "$file shows the seed's texts of $slug",
    async ({ file, slug, defaults }) => {
      const source = defaultsSource(path.resolve(file), defaults);
      expect(source).not.toBeNull();
      const page = (await labelsOf(source!)) as Record<string, string>;
      const block = blockLabelsOn[slug.slice(1, -1)] ?? {};
      expect(labelSeed[slug.slice(1, -1)]).toEqual({ ...block, ...page });
    },
  );

  it.each(['home', 'book-now'])('seeds the same-day wizard texts on %s', (slug) => {
    expect(labelSeed[slug]).toMatchObject(sameDayBookingLabels);
  });

  it.each(Object.keys(labelSeed).filter((slug) => labelSeed[slug]!['NAV_DASHBOARD'] !== undefined))(
    'seeds the dashboard shell on %s',
    (slug) => {
      expect(labelSeed[slug]).toMatchObject(dashboardShellLabels);
    },
  );

  it.each(Object.entries(hiringCities))('seeds the hiring page of %s', (city, about) => {
    expect(labelSeed[`house-cleaner-jobs-${city}`]).toEqual(hiringPageLabels(about));
  });
});
