import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '#src/app/providers.tsx';
import { routes } from '#src/app/router.tsx';
import createClient from 'openapi-fetch';
import { createApiClient } from '#src/api/client.ts';
import type { paths } from '#shared/api-schema.d.ts';
import { defaultUiTimings, UiTimingsContext, type UiTimings } from '#src/components/ui-timings.ts';
import { apiUrl } from './ui-api-url.ts';

/** The app's client, or one sending a session cookie (jsdom's fetch keeps none). */
function clientOf(cookie: string | undefined) {
  return cookie
    ? createClient<paths>({ baseUrl: apiUrl(), headers: { cookie } })
    : createApiClient(apiUrl());
}

/** Where the component under test is mounted: a path the app itself does not use. */
export const COMPONENT_PATH = '/component-under-test';

/**
 * Renders one component with the app's providers, talking to the real test server, at
 * COMPONENT_PATH of a memory router that also holds the app's own routes: when the component
 * navigates (the payment stage to /thank-you), the real page shows.
 */
export function renderComponent(
  element: ReactNode,
  options: { timings?: Partial<UiTimings>; cookie?: string } = {},
) {
  const router = createMemoryRouter([{ path: COMPONENT_PATH, element }, ...routes], {
    initialEntries: [COMPONENT_PATH],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <AppProviders client={clientOf(options.cookie)} queryClient={queryClient} env="test">
      <UiTimingsContext.Provider value={{ ...defaultUiTimings, ...options.timings }}>
        <RouterProvider router={router} />
      </UiTimingsContext.Provider>
    </AppProviders>,
  );
  return { ...view, router };
}
