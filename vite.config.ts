import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Alias } from 'vite';
import react from '@vitejs/plugin-react';
import { fontPreloadPlugin } from './scripts/font-preload-plugin.ts';
import { precompress } from './scripts/precompress-plugin.ts';
import { preloadLinksInOwnTasksPlugin } from './scripts/preload-links-in-own-tasks-plugin.ts';
import { routePreloadPlugin } from './scripts/route-preload-plugin.ts';
import { serverRenderPlugin } from './scripts/server-render-plugin.ts';
import { skipLoadedPreloadsPlugin } from './scripts/skip-loaded-preloads-plugin.ts';
import { checkClientEnv } from './src/config/check-client-env.ts';

const frameworkModules =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](query-core|react-query)|openapi-fetch|@mantine[\\/]core[\\/]esm[\\/](core|components[\\/](UnstyledButton|Transition|Loader|Center)))[\\/]/;

// Decision 178: TanStack Query's hooks for mutations and for several queries at once are used
// only by parts that come after a page's first render (forms, the same-day wizard), so they stay
// out of the framework file every page loads first (1.2 kB of gzip on /jobs).
const laterQueryModules =
  /@tanstack[\\/](query-core[\\/]build[\\/]modern[\\/](queriesObserver|mutationObserver)|react-query[\\/]build[\\/]modern[\\/](useQueries|useMutation))\./;

const appRuntimeModules =
  /(src[\\/]i18n[\\/](locale-context|texts)|shared[\\/]i18n[\\/]locale|src[\\/]app[\\/]shell[\\/](shell-texts|hosts)|src[\\/]components[\\/](site-texts|format-money)|src[\\/]api[\\/](client|use-labels)|src[\\/]config[\\/]client-config|src[\\/]session[\\/]role|preload-helper|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Button|Group|Text|Paper|Card|Grid|Skeleton)[\\/]|createReactComponent|src[\\/]components[\\/](loading-status|framed-image|late-module))/;

// Decision 162: what the public site's frame shares with the signed-in pages' own layouts (the
// logo, the language switch, the menu button) stays with the entry, as when the frame was there.
const everyLayoutModules =
  /(@mantine[\\/]core[\\/]esm[\\/]components[\\/](Anchor|Burger|Divider|SimpleGrid|ThemeIcon)[\\/]|src[\\/]components[\\/](brand-logo|use-navigation-drawer|app-icon|call-to-action-button)|IconShieldCheck|src[\\/]i18n[\\/]locale-cookie|src[\\/]features[\\/]site[\\/]components[\\/]language-switch)/;

/**
 * Decision 174: react-router's package names only its development build (its issue 14102), which
 * keeps its development warnings on; the web app's production build takes the production build
 * beside it, the same code with them off.
 */
function reactRouterProductionBuild(): Alias[] {
  const dist = fileURLToPath(
    new URL('./node_modules/react-router/dist/production/', import.meta.url),
  );
  const files = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return Object.entries(files).map(([name, file]) => {
    if (!existsSync(dist + file)) {
      throw new Error(`react-router's production build has no ${file}: see decision 174.`);
    }
    return { find: new RegExp(`^${name}$`), replacement: dist + file };
  });
}

// In development the API runs on its own port (scripts/dev.ts) and Vite proxies /api to it.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ mode }) => {
  // The web app's variables are checked before they are built in: a bad one stops here, with
  // its reason, rather than in a visitor's browser (src/config/check-client-env.ts).
  checkClientEnv({
    ...loadEnv(mode, process.cwd(), 'VITE_'),
    SHOW_MACHINES: process.env.SHOW_MACHINES,
  });
  return {
    plugins: [
      react(),
      fontPreloadPlugin(),
      routePreloadPlugin(),
      skipLoadedPreloadsPlugin(),
      preloadLinksInOwnTasksPlugin(),
      precompress(),
      serverRenderPlugin(),
    ],
    resolve: mode === 'production' ? { alias: reactRouterProductionBuild() } : {},
    // Build-time switch for the machine viewer at /machines in production (decision 016).
    define: {
      'import.meta.env.SHOW_MACHINES': JSON.stringify(process.env.SHOW_MACHINES ?? ''),
    },
    server: {
      port: Number(process.env.PORT ?? 5173),
      proxy: {
        '/api': { target: `http://127.0.0.1:${apiPort}` },
        '/uploads': { target: `http://127.0.0.1:${apiPort}` },
        '/dev': { target: `http://127.0.0.1:${apiPort}` },
      },
    },
    build: {
      outDir: 'dist',
      sourcemap: true,
      // Read by the route preloads (scripts/route-preload-plugin.ts); .vite/ is never served.
      manifest: true,
      rolldownOptions: {
        output: {
          // A chunk is named by its hash alone (decision 124): the entry lists every lazy page's
          // files by name for the preload helper, and names with words cost each page about
          // 1 kB compressed; the manifest and the source maps still say what each file holds.
          chunkFileNames: 'assets/[hash].js',
          codeSplitting: {
            // Decision 056: what every page runs first (React, the router, the query cache, the
            // API client and Mantine's core) ships as one file rather than a dozen: each file
            // costs its own compression overhead, and none of it is ever loaded apart.
            // The app's own small modules that every page loads before it renders (the page's
            // language and its texts' loader, the API client, the preload helper) likewise.
            // Mantine's Skeleton too (decision 168): most routes' first load draws one, and alone
            // it was a 0.5 kB chunk in each of them. And the helper for code a page needs after its
            // first paint, which the booking page, the job list and the dashboard share.
            groups: [
              {
                name: 'framework',
                test: (id: string) => frameworkModules.test(id) && !laterQueryModules.test(id),
              },
              {
                name: 'app-runtime',
                test: (id: string) => appRuntimeModules.test(id) || everyLayoutModules.test(id),
              },
            ],
          },
        },
      },
    },
  };
});
