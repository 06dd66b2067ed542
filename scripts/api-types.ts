/**
 * Generates the TypeScript types of openapi.yaml for the web app (src/api/schema.d.ts) and the
 * server (server/http/api-schema.d.ts): the two sides may not import each other, so each gets
 * its own copy of the same output. With --check it only verifies that both are up to date.
 */
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';
import { format, resolveConfig } from 'prettier';

const targets = ['src/api/schema.d.ts', 'server/http/api-schema.d.ts'];
const header = '// Generated from openapi.yaml by `npm run api:types`. Do not edit.\n';

const ast = await openapiTS(new URL('../openapi.yaml', import.meta.url));
const options = (await resolveConfig('src/api/schema.d.ts')) ?? {};
const expected = await format(header + astToString(ast), { ...options, parser: 'typescript' });

if (process.argv.includes('--check')) {
  const stale: string[] = [];
  for (const target of targets) {
    const current = await readFile(target, 'utf8').catch(() => '');
    if (current !== expected) stale.push(target);
  }
  if (stale.length > 0) {
    console.error(`Stale API types: ${stale.join(', ')}. Run \`npm run api:types\` and commit.`);
    process.exit(1);
  }
  console.log('API types match openapi.yaml.');
} else {
  for (const target of targets) await writeFile(target, expected);
  console.log(`Wrote ${targets.join(', ')}.`);
}
