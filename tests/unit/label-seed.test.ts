import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  englishModules,
  frenchLabelSeed,
  labelSeed,
  moduleFile,
  moduleOfSlug,
  type LabelModule,
} from '../../server/db/seed/labels.ts';

/*
 * The labels' French (decision 106): every label seeded in English is seeded in French, from its
 * catalogue module's fr-CA twin, once that twin is written and listed in labels-french.ts.
 */

/**
 * Modules whose French twin is not written yet (issue 41 in progress): their pages' labels are
 * seeded in English only. The list only shrinks: a module listed here whose twin exists fails.
 */
const NOT_YET_IN_FRENCH = new Set<LabelModule>([]);

const frenchDir = path.resolve('shared', 'catalogue', 'fr-CA');
const listed = readFileSync(path.resolve('server', 'db', 'seed', 'labels-french.ts'), 'utf8');
const modules = Object.keys(englishModules) as LabelModule[];

describe('the labels seeded in French', () => {
  it('lists as not yet in French only modules that have no French twin', () => {
    const stale = [...NOT_YET_IN_FRENCH].filter((name) =>
      existsSync(path.join(frenchDir, moduleFile(name))),
    );
    expect(stale).toEqual([]);
  });

  it.each(modules.filter((name) => existsSync(path.join(frenchDir, moduleFile(name)))))(
    'seeds the French twin of %s (listed in labels-french.ts)',
    (name) => {
      expect(listed).toContain(
        `export * as ${name} from '#shared/catalogue/fr-CA/${moduleFile(name)}';`,
      );
    },
  );

  it('has a French text for every English label of a translated module', () => {
    const lacking = Object.entries(labelSeed).flatMap(([slug, texts]) => {
      if (NOT_YET_IN_FRENCH.has(moduleOfSlug(slug))) return [];
      const french = frenchLabelSeed[slug] ?? {};
      return Object.keys(texts)
        .filter((key) => !(french[key] ?? '').trim())
        .map((key) => `${slug}/${key}`);
    });
    expect(lacking).toEqual([]);
  });

  it('seeds no French label the English does not have', () => {
    const stray = Object.entries(frenchLabelSeed).flatMap(([slug, texts]) =>
      Object.keys(texts)
        .filter((key) => labelSeed[slug]?.[key] === undefined)
        .map((key) => `${slug}/${key}`),
    );
    expect(stray).toEqual([]);
  });

  it('seeds the labels of every page slug the catalogue names in English', () => {
    expect(Object.keys(labelSeed).length).toBeGreaterThan(40);
    for (const slug of Object.keys(labelSeed)) {
      expect(modules).toContain(moduleOfSlug(slug));
    }
  });
});
