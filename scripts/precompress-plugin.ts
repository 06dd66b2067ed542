import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, the headers of a compressed answer cost about what compression saves. */
const SMALLEST_WORTH_COMPRESSING = 1024;

async function* filesUnder(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    // Vite's own folder (.vite/manifest.json) is build metadata, not something the site serves.
    if (entry.isDirectory() && !entry.name.startsWith('.')) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at build time; the server
 * (@fastify/static `preCompressed`) sends the one the browser accepts, so no request pays for
 * compression.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'mapleshine-precompress',
    // The page renderer (scripts/server-render-plugin.ts) is read by the server, never sent.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      for await (const file of filesUnder(outDir)) {
        if (!TEXT_FILE.test(file)) continue;
        const content = await readFile(file);
        if (content.length < SMALLEST_WORTH_COMPRESSING) continue;
        const [br, gz] = await Promise.all([
          brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          gzipAsync(content, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }
    },
  };
}
