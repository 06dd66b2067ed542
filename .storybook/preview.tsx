import { useEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import '#src/app/styles.ts';
import { AppProviders } from '#src/app/providers.tsx';
import { createApiClient } from '#src/api/client.ts';
import { showMoreContrast } from './contrast-mode.ts';
import { viewportOptions } from './viewports.ts';

/*
 * The contrast toolbar: a page cannot make its browser prefer more contrast, so "More" adds the
 * app's contrast block (src/app/contrast.css) with its media query always true. The automated
 * run (tests/storybook) emulates the real media query instead.
 */
function ContrastMode({ more, children }: { more: boolean; children: ReactNode }) {
  useEffect(() => showMoreContrast(more), [more]);
  return children;
}

const withContrast: Decorator = (Story, context) => (
  <ContrastMode more={context.globals.contrast === 'more'}>
    <Story />
  </ContrastMode>
);

const preview: Preview = {
  parameters: {
    viewport: { options: viewportOptions },
  },
  globalTypes: {
    contrast: {
      description: 'prefers-contrast: standard, or more (raised contrast)',
      toolbar: {
        title: 'Contrast',
        icon: 'contrast',
        items: [
          { value: 'standard', title: 'Standard contrast' },
          { value: 'more', title: 'More contrast (prefers-contrast: more)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    contrast: 'standard',
  },
  decorators: [
    withContrast,
    (Story) => (
      <AppProviders client={createApiClient()}>
        <MemoryRouter>
          <Story />
        </MemoryRouter>
      </AppProviders>
    ),
  ],
};

export default preview;
