import { readdirSync, readFileSync } from 'node:fs';
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
    const identifier = /^\w+/.exec(defaults)?.[0] ?? '';
    expect(labelSource(path.resolve(file), identifier), defaults).not.toBeNull();
  });

  it.each(calls.filter((call) => /^'[^']+'$/.test(call.slug)))(
    "$file shows the seed's texts of $slug",
    async ({ file, slug, defaults }) => {
      const source = labelSource(path.resolve(file), defaults);
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
