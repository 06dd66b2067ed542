import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { Locale } from '#shared/i18n/locale.ts';
import { AppProviders } from '#src/app/providers.tsx';
import { createTestRouter } from '#src/app/router.tsx';
import { createApiClient } from '#src/api/client.ts';
import { defaultUiTimings, UiTimingsContext } from '#src/components/ui-timings.ts';
import { apiUrl } from './ui-api-url.ts';

/**
 * Renders the whole web app at a path in a language (decision 102): the page's texts and
 * formats, and the API client's X-MapleShine-Locale, in `locale`, talking to the real test
 * server. The address keeps its English form: which address a French page has is the router's.
 */
export function renderAppIn(locale: Locale, path: string, options: { cookie?: string } = {}) {
  const router = createTestRouter(path);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const client = createApiClient(apiUrl(), {
    locale,
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
  });
  const view = render(
    <AppProviders client={client} queryClient={queryClient} env="test" locale={locale}>
      <UiTimingsContext.Provider value={defaultUiTimings}>
        {router.element}
      </UiTimingsContext.Provider>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}
