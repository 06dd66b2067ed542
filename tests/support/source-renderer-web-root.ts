import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A web root as the build leaves it for the server's page renderer (decision 021): the project's
 * `index.html` and a `.ssr/entry-server.js` that is the web app's real renderer, loaded from source.
 */
export function sourceRendererWebRoot(prefix: string): string {
  const webRoot = mkdtempSync(path.join(tmpdir(), prefix));
  writeFileSync(path.join(webRoot, 'index.html'), readFileSync('index.html', 'utf8'));
  mkdirSync(path.join(webRoot, '.ssr'));
  const entry = path.resolve('src/entry-server.tsx');
  writeFileSync(path.join(webRoot, '.ssr', 'entry-server.js'), `export * from '${entry}';`);
  return webRoot;
}
