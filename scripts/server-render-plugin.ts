import path from 'node:path';
import { build, type Plugin } from 'vite';
import { RENDERER_ENTRY } from '#shared/server-render-contract.ts';

/**
 * After the web app's build, builds its page renderer (src/entry-server.tsx) for Node into
 * `<outDir>/.ssr/` (decision 021). Everything is bundled in, React's production build included,
 * so the renderer shares one React with the components it renders and needs no `NODE_ENV`.
 */
export function serverRenderPlugin(): Plugin {
  let root = '';
  let outDir = '';
  let mode = 'production';
  let configFile: string | undefined;
  return {
    name: 'mapleshine-server-render',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
      configFile = config.configFile;
    },
    async closeBundle() {
      await build({
        root,
        mode,
        configFile: configFile ?? false,
        logLevel: 'warn',
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: path.dirname(path.join(outDir, RENDERER_ENTRY)),
          emptyOutDir: true,
          manifest: false,
          sourcemap: false,
          copyPublicDir: false,
          // One file the server reads at start-up; its size never reaches a browser.
          chunkSizeWarningLimit: 4096,
        },
      });
    },
  };
}
