import { Linter } from 'eslint';
import { readFileSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import { textInCatalogue } from '/tmp/wt-api/scripts/eslint/text-in-catalogue.js';
const files = process.argv.slice(2);
const linter = new Linter({ configType: 'flat' });
for (const file of files) {
  const src = readFileSync(file, 'utf8');
  const msgs = linter.verify(src, [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser }, plugins: { m: { rules: { t: textInCatalogue } } }, rules: { 'm/t': 'error' } }], file);
  for (const m of msgs) console.log(`${file}:${m.line}: ${src.split('\n')[m.line-1].trim().slice(0,160)}`);
}
