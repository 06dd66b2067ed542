import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint config, so the test checks the rule as `npx eslint .` runs it.
const eslint = new ESLint();

async function layeringMessages(filePath: string, importPath: string): Promise<string[]> {
  const code = `import { thing } from '${importPath}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'mapleshine/layering')
    .map((message) => message.message);
}

describe('the server layering lint rule', () => {
  it.each([
    [
      'server/services/quote/x.ts',
      '../../http/errors.ts',
      'Services know no HTTP: throw an error of server/domain/errors.ts and let the error handler answer.',
    ],
    [
      'server/services/x.ts',
      '#server/http/errors.ts',
      'Services know no HTTP: throw an error of server/domain/errors.ts and let the error handler answer.',
    ],
    [
      'server/handlers/x.ts',
      '../db/queries/blogs.ts',
      'Handlers reach the database only through a service.',
    ],
    [
      'server/http/x.ts',
      '../services/content/blogs.ts',
      'http/ imports no service: have what it needs passed in by app.ts.',
    ],
    [
      'server/db/seed/x.ts',
      '../../services/catalog/catalog.ts',
      'db/ (the seed too) imports no service: move the shared piece to server/domain.',
    ],
    [
      'server/domain/x.ts',
      '../db/database.ts',
      'server/domain holds pure rules: it imports no other server layer.',
    ],
  ])('refuses %s importing %s', async (file, importPath, message) => {
    expect(await layeringMessages(file, importPath)).toEqual([message]);
  });

  it.each([
    ['server/handlers/x.ts', '../services/content/blogs.ts'],
    ['server/services/x.ts', '../domain/errors.ts'],
    ['server/services/x.ts', '../db/database.ts'],
    ['server/http/x.ts', '../domain/errors.ts'],
    ['server/db/seed/x.ts', '../../domain/slug.ts'],
    ['server/app.ts', './services/clock.ts'],
  ])('allows %s importing %s', async (file, importPath) => {
    expect(await layeringMessages(file, importPath)).toEqual([]);
  });
});
