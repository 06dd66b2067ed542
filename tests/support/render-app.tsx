import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { AppProviders } from '#src/app/providers.tsx';
import { createTestRouter } from '#src/app/router.tsx';
import { failureWordsOf } from '#src/app/shell/shell-texts.ts';
import { createApiClient } from '#src/api/client.ts';
import { defaultUiTimings, UiTimingsContext, type UiTimings } from '#src/components/ui-timings.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { apiUrl } from './ui-api-url.ts';

type Options = {
  /** Shorter waits than the spec's, so a test need not sit through them. */
  timings?: Partial<UiTimings>;
  /**
   * A session cookie (`mapleshine_session=…`) sent with every call: jsdom's fetch keeps no
   * cookies, so a signed-in test passes the one its login answered.
   */
  cookie?: string;
  /** Providers around the router, inside the app's own: a feature's stand-ins for its calls. */
  wrap?: (app: ReactElement) => ReactElement;
  /**
   * The page's language (decision 102): the providers' and the API client's. Until the French
   * addresses route (/fr/…), a French page is the same path rendered in French.
   */
  locale?: Locale;
  /** Fills the query cache before the app renders (e.g. the labels a page's language has). */
  prepare?: (queryClient: QueryClient) => void;
};

/** Renders the whole web app at a path, talking to the real test server. */
export function renderApp(path = '/', options: Options = {}) {
  const memoryRouter = createTestRouter(path);
  // A navigation resolves once React has shown its page, as a data router's did.
  const router = {
    element: memoryRouter.element,
    navigate: (...args: Parameters<typeof memoryRouter.navigate>) =>
      act(() => memoryRouter.navigate(...args)),
    get state() {
      return memoryRouter.state;
    },
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  options.prepare?.(queryClient);
  const locale = options.locale ?? 'en-CA';
  const client = createApiClient(apiUrl(), {
    // Looked up at each call, not when the client is made (openapi-fetch's default), so a test
    // may hold or watch calls with a spy set after the app has rendered.
    fetch: (input, init) => globalThis.fetch(input, init),
    ...(options.cookie ? { headers: { cookie: options.cookie } } : {}),
    ...(options.locale ? { locale } : {}),
    // As the app's entry makes it (src/main.tsx): a call without an answer says the shell's words.
    failureWords: failureWordsOf(locale),
  });
  const routes = router.element;
  const view = render(
    <AppProviders client={client} queryClient={queryClient} env="test" locale={locale}>
      <UiTimingsContext.Provider value={{ ...defaultUiTimings, ...options.timings }}>
        {options.wrap ? options.wrap(routes) : routes}
      </UiTimingsContext.Provider>
    </AppProviders>,
  );
  return { ...view, router, queryClient };
}

/** Logs in through the real API as a browser would, and returns the session cookie and data. */
export async function logInThroughApi(email: string, password: string) {
  const response = await fetch(`${apiUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ vEmail: email, vPassword: password }),
  });
  const body = (await response.json()) as {
    message: string;
    data?: { vCustomerUniqueCode?: string; iCustomerId?: number };
  };
  if (!response.ok || !body.data) throw new Error(`login failed: ${body.message}`);
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('mapleshine_session='))
    ?.split(';')[0];
  if (!cookie) throw new Error('login set no session cookie');
  return { cookie, data: body.data };
}
