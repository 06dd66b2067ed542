/**
 * Generates the TypeScript types of openapi.yaml once, in shared/api-schema.d.ts: the web app and
 * the server both import them through `#shared/api-schema.d.ts` (decision 091). Beside them it
 * writes the browser's form rules (src/api/field-rules.ts, see field-rules.ts). With --check it
 * only verifies that both are up to date.
 */
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';
import { fieldRulesModule } from './field-rules.ts';

const header = '// Generated from openapi.yaml by `npm run api:types`. Do not edit.\n';
const contractUrl = new URL('../openapi.yaml', import.meta.url);

const ast = await openapiTS(contractUrl);
const options = (await resolveConfig('shared/api-schema.d.ts')) ?? {};
const typescript = (text: string) => format(text, { ...options, parser: 'typescript' });
const types = await typescript(header + astToString(ast));
const fieldRules = await typescript(await fieldRulesModule(contractUrl, header));

const outputs: Record<string, string> = {
  'shared/api-schema.d.ts': types,
  'src/api/field-rules.ts': fieldRules,
};
const targets = Object.keys(outputs);

if (process.argv.includes('--check')) {
  const stale: string[] = [];
  for (const target of targets) {
    const current = await readFile(target, 'utf8').catch(() => '');
    if (current !== outputs[target]) stale.push(target);
  }
  if (stale.length > 0) {
    console.error(`Stale API types: ${stale.join(', ')}. Run \`npm run api:types\` and commit.`);
    process.exit(1);
  }
  console.log('API types and form rules match openapi.yaml.');
} else {
  for (const target of targets) await writeFile(target, outputs[target] ?? '');
  console.log(`Wrote ${targets.join(', ')}.`);
}
