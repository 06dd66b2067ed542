import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true },
  // The app's build writes .br/.gz files for its server; Storybook's static build needs none.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? []).filter(
      (plugin) => !(plugin && 'name' in plugin && plugin.name === 'mapleshine-precompress'),
    ),
  }),
};

export default config;
