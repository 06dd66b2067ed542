import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The repository's own lint config, so the test checks the zones as `npx eslint .` runs them
// (import-x's no-restricted-paths with scripts/eslint/import-zones.js; decision 090).
const eslint = new ESLint();

// The first lint loads the config, its plugins and the resolver: seconds on a busy machine.
beforeAll(() => eslint.lintText('', { filePath: path.resolve('server/app.ts') }), 60_000);

/** The zones' own sentences for what `code` in `file` (which need not exist) imports. */
async function zoneMessages(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.resolve(file) });
  return (result?.messages ?? [])
    .filter(
      (message) =>
        message.ruleId === 'import-x/no-restricted-paths' ||
        message.ruleId === 'no-restricted-syntax',
    )
    .map((message) =>
      message.message.replace(/^Unexpected path ".*" imported in restricted zone\. /, ''),
    );
}

const importing = (importPath: string) =>
  `import { thing } from '${importPath}';\nexport const used = thing;\n`;

const productCodeNeverImports = (folder: string) =>
  `Product code never imports ${folder}/; shared code lives in shared/ (shared/README.md).`;

describe("the import zones: the console's parts (decision 095)", () => {
  const part = 'src/features/console/bookings/x.ts';
  const apart = "The console's parts never import each other; share through console/components.";

  it("lets a part import its own files and the console's components", async () => {
    expect(await zoneMessages(part, importing('../components/paged-list.tsx'))).toEqual([]);
    expect(await zoneMessages(part, importing('./queries.ts'))).toEqual([]);
  });

  it('refuses another part of the console, and the console to other features', async () => {
    expect(await zoneMessages(part, importing('../system/queries.ts'))).toEqual([apart]);
    expect(
      await zoneMessages(
        'src/features/console/components/x.ts',
        importing('../bookings/queries.ts'),
      ),
    ).toEqual([apart]);
    expect(
      await zoneMessages(
        'src/features/blog/x.ts',
        importing('../console/components/paged-list.tsx'),
      ),
    ).toHaveLength(1);
  });

  it('lets the app compose the console', async () => {
    expect(
      await zoneMessages(
        'src/app/console/console-pages.ts',
        importing('#src/features/console/today/today-page.tsx'),
      ),
    ).toEqual([]);
  });
});

describe('the import zones: top-level folders', () => {
  it.each(['src/app/x.ts', 'server/http/x.ts', 'machines/x.ts', 'shared/x.ts'])(
    'refuses tests/ and scripts/ in product code (%s)',
    async (file) => {
      expect(await zoneMessages(file, "import '#tests/support/accounts.ts';")).toEqual([
        productCodeNeverImports('tests'),
      ]);
      const scripts = path.relative(path.dirname(file), 'scripts/route-pages.ts');
      expect(await zoneMessages(file, `import './${scripts}';`)).toEqual([
        productCodeNeverImports('scripts'),
      ]);
    },
  );

  it('refuses an import.meta.glob of tests/ from the web app', async () => {
    const code = "export const models = import.meta.glob('../../tests/support/*.ts');";
    expect(await zoneMessages('src/features/x.ts', code)).toEqual([
      'Product code never imports tests/ or scripts/; shared code lives in shared/.',
    ]);
  });

  it('refuses the web app and the server in shared/', async () => {
    expect(await zoneMessages('shared/x.ts', "import '#src/main.tsx';")).toEqual([
      'shared/ is what the web app and the server share: it imports neither of them.',
    ]);
    expect(await zoneMessages('shared/x.ts', "import '#server/app.ts';")).toHaveLength(1);
  });

  it('refuses one feature importing another', async () => {
    expect(
      await zoneMessages('src/features/blog/x.ts', "import '../contact/contact-us-page.tsx';"),
    ).toEqual(['Features never import each other; compose them in src/app.']);
  });

  it('lets every side import shared/, and tests and scripts import product code', async () => {
    expect(await zoneMessages('src/app/x.ts', "import '#shared/route-preloads.ts';")).toEqual([]);
    expect(await zoneMessages('server/http/x.ts', "import '#shared/route-preloads.ts';")).toEqual(
      [],
    );
    expect(await zoneMessages('shared/x.ts', "import '#machines/coupon.machine.ts';")).toEqual([]);
    expect(await zoneMessages('tests/unit/x.ts', "import '#src/main.tsx';")).toEqual([]);
    expect(
      await zoneMessages('scripts/x.ts', "import '#tests/support/machine-catalog.ts';"),
    ).toEqual([]);
  });
});

describe('the import zones: the server by domain', () => {
  it.each([
    [
      'server/quote/x.ts',
      '../jobs/job-actions.ts',
      "Another domain's files are its own: import server/jobs/index.ts.",
    ],
    [
      'server/console/x.ts',
      '#server/coupons/coupon-create.ts',
      "Another domain's files are its own: import server/coupons/index.ts.",
    ],
    [
      'server/app.ts',
      './quote/pricing.ts',
      "Another domain's files are its own: import server/quote/index.ts.",
    ],
    [
      'server/platform/queue/x.ts',
      '../../retention/retention.queries.ts',
      "Another domain's files are its own: import server/retention/index.ts.",
    ],
    [
      'server/quote/x.ts',
      '../http/errors.ts',
      'Services know no HTTP: throw an error of server/domain/errors.ts and let the error handler answer.',
    ],
    [
      'server/quote/x.ts',
      '#server/http/errors.ts',
      'Services know no HTTP: throw an error of server/domain/errors.ts and let the error handler answer.',
    ],
    [
      'server/content/x.handlers.ts',
      './blogs.queries.ts',
      'Handlers reach the database only through a service.',
    ],
    [
      'server/content/x.handlers.ts',
      '../db/shared-queries/catalog.ts',
      'Handlers reach the database only through a service.',
    ],
    [
      'server/http/x.ts',
      '../content/index.ts',
      'http/ imports no domain: have what it needs passed in by app.ts.',
    ],
    [
      'server/db/seed/x.ts',
      '../../catalog/index.ts',
      'db/ (the seed and the shared queries too) imports no domain: move the shared piece to server/domain.',
    ],
    [
      'server/domain/x.ts',
      '../db/database.ts',
      'server/domain holds pure rules: it imports no other server folder.',
    ],
  ])('refuses %s importing %s', async (file, importPath, message) => {
    expect(await zoneMessages(file, importing(importPath))).toEqual([message]);
  });

  it.each([
    ['server/quote/x.ts', '../jobs/index.ts'],
    ['server/quote/x.ts', './tax-rates.queries.ts'],
    ['server/quote/x.ts', '../domain/errors.ts'],
    ['server/quote/x.ts', '../db/database.ts'],
    ['server/quote/x.ts', '../db/shared-queries/outbox.ts'],
    ['server/quote/x.ts', '../platform/clock.ts'],
    ['server/content/x.handlers.ts', './blogs.ts'],
    ['server/content/x.handlers.ts', '../http/operation.ts'],
    ['server/http/x.ts', '../domain/errors.ts'],
    ['server/db/seed/x.ts', '../../domain/slug.ts'],
    ['server/app.ts', './platform/clock.ts'],
    ['server/operation-handlers.ts', './quote/index.ts'],
    ['tests/api/x.ts', '#server/jobs/job-actions.ts'],
  ])('allows %s importing %s', async (file, importPath) => {
    expect(await zoneMessages(file, importing(importPath))).toEqual([]);
  });
});
