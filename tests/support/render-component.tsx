import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '#src/app/providers.tsx';
import { routes } from '#src/app/router.tsx';
import { createApiClient } from '#src/api/client.ts';
import { defaultUiTimings, UiTimingsContext, type UiTimings } from '#src/components/ui-timings.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { apiUrl } from './ui-api-url.ts';

/** The app's client, sending a session cookie when given one (jsdom's fetch keeps none). */
function clientOf(cookie: string | undefined, locale?: Locale) {
  return createApiClient(apiUrl(), {
    // Looked up at each call, not when the client is made, so a test can stand in for the network.
    fetch: (input, init) => globalThis.fetch(input, init),
    ...(cookie ? { headers: { cookie } } : {}),
    ...(locale ? { locale } : {}),
  });
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
  options: {
    timings?: Partial<UiTimings>;
    cookie?: string;
    /** The page's language (decision 102), the providers' and the API client's. */
    locale?: Locale;
    /** Fills the query cache before the component renders. */
    prepare?: (queryClient: QueryClient) => void;
  } = {},
) {
  const router = createMemoryRouter([{ path: COMPONENT_PATH, element }, ...routes], {
    initialEntries: [COMPONENT_PATH],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  options.prepare?.(queryClient);
  const view = render(
    <AppProviders
      client={clientOf(options.cookie, options.locale)}
      queryClient={queryClient}
      env="test"
      locale={options.locale ?? 'en-CA'}
    >
      <UiTimingsContext.Provider value={{ ...defaultUiTimings, ...options.timings }}>
        <RouterProvider router={router} />
      </UiTimingsContext.Provider>
    </AppProviders>,
  );
  return { ...view, router };
}
