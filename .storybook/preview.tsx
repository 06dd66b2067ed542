import type { Preview } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import '#src/app/styles.ts';
import { AppProviders } from '#src/app/providers.tsx';
import { createApiClient } from '#src/api/client.ts';

const preview: Preview = {
  decorators: [
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
