import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { inject } from 'vitest';
import { AppProviders } from '#src/app/providers.tsx';
import { createTestRouter } from '#src/app/router.tsx';
import { createApiClient } from '#src/api/client.ts';

/** Renders the whole web app at a path, talking to the real test server. */
export function renderApp(path = '/') {
  const router = createTestRouter(path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders client={createApiClient(inject('apiUrl'))} queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
