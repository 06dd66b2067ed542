import path from 'node:path';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layeringRule } from '../../scripts/eslint/layering-rule.js';

const linter = new Linter({ configType: 'flat' });

function messagesFor(file: string, code: string): string[] {
  const config: Linter.Config[] = [
    {
      files: ['**/*.ts'],
      plugins: { mapleshine: { rules: { layering: layeringRule } } },
      rules: { 'mapleshine/layering': 'error' },
    },
  ];
  return linter.verify(code, config, path.resolve(file)).map((message) => message.message);
}

describe('the layering lint rule', () => {
  it.each(['src/app/x.ts', 'server/http/x.ts', 'machines/x.ts', 'shared/x.ts'])(
    'refuses tests/ and scripts/ in product code (%s)',
    (file) => {
      expect(messagesFor(file, "import '#tests/support/accounts.ts';")).toEqual([
        'Product code never imports tests/; shared code lives in shared/ (shared/README.md).',
      ]);
      const scripts = path.relative(path.dirname(file), 'scripts/route-pages.ts');
      expect(messagesFor(file, `import './${scripts}';`)).toEqual([
        'Product code never imports scripts/; shared code lives in shared/ (shared/README.md).',
      ]);
    },
  );

  it('refuses an import.meta.glob of tests/ from the web app', () => {
    const code = "export const models = import.meta.glob('../../tests/support/*.ts');";
    expect(messagesFor('src/features/x.ts', code)).toEqual([
      'Product code never imports tests/; shared code lives in shared/ (shared/README.md).',
    ]);
  });

  it('refuses the web app and the server in shared/', () => {
    expect(messagesFor('shared/x.ts', "import '#src/main.tsx';")).toEqual([
      'shared/ is what the web app and the server share: it imports neither of them.',
    ]);
    expect(messagesFor('shared/x.ts', "import '#server/app.ts';")).toHaveLength(1);
  });

  it("keeps the console's areas apart and lets them share the console's components", () => {
    const area = 'src/features/console/bookings/x.ts';
    expect(messagesFor(area, "import '../components/paged-list.tsx';")).toEqual([]);
    expect(messagesFor(area, "import './queries.ts';")).toEqual([]);
    expect(messagesFor(area, "import '../system/queries.ts';")).toEqual([
      'Features never import each other; compose them in src/app.',
    ]);
    expect(messagesFor(area, "import '../../blog/queries.ts';")).toHaveLength(1);
    expect(
      messagesFor('src/features/blog/x.ts', "import '../console/components/paged-list.tsx';"),
    ).toHaveLength(1);
    expect(
      messagesFor('src/features/console/components/x.ts', "import '../bookings/queries.ts';"),
    ).toHaveLength(1);
    expect(
      messagesFor(
        'src/app/console/console-pages.ts',
        "import '#src/features/console/today/today-page.tsx';",
      ),
    ).toEqual([]);
  });

  it('lets every side import shared/, and tests and scripts import product code', () => {
    expect(messagesFor('src/app/x.ts', "import '#shared/route-preloads.ts';")).toEqual([]);
    expect(messagesFor('server/http/x.ts', "import '#shared/route-preloads.ts';")).toEqual([]);
    expect(messagesFor('shared/x.ts', "import '#machines/coupon.machine.ts';")).toEqual([]);
    expect(messagesFor('tests/unit/x.ts', "import '#src/main.tsx';")).toEqual([]);
    expect(messagesFor('scripts/x.ts', "import '#tests/support/machine-catalog.ts';")).toEqual([]);
  });
});
