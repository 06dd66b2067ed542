import type { StorybookConfig } from '@storybook/react-vite';

const appServerPlugins = new Set([
  'mapleshine-precompress',
  'mapleshine-route-preloads',
  'mapleshine-server-render',
]);

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // The app's build writes .br/.gz files and route preloads for its server; Storybook needs none.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).filter(
      (plugin) => !(plugin && 'name' in plugin && appServerPlugins.has(plugin.name)),
    ),
  }),
};

export default config;
