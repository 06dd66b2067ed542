import { lazy, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider, type DatesProviderSettings } from '@mantine/dates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiClientContext, type ApiClient } from '../api/client.ts';
import { AfterFirstPaint } from '../components/after-first-paint.tsx';
import { LocaleProvider } from '../i18n/locale-context.tsx';
import { steadyRoot } from './steady-root.ts';
import { cssVariablesResolver, theme } from './theme.ts';
import { DEFAULT_LOCALE, type Locale } from '#shared/i18n/locale.ts';

type Props = {
  client: ApiClient;
  children: ReactNode;
  /** Tests pass their own so each starts with an empty cache. */
  queryClient?: QueryClient;
  /** 'test' turns off Mantine's transitions and portals, which jsdom cannot run. */
  env?: 'default' | 'test';
  /** The page's language (decision 102); English unless the address is under /fr. */
  locale?: Locale;
};

// The toasts' container (and its transitions) arrives after the first paint: no page shows a
// toast before the visitor acts, and `notifications.show()` queues until the container mounts.
const ToastContainer = lazy(() =>
  import('./toast-container.tsx').then((module) => ({ default: module.ToastContainer })),
);

/**
 * Mantine's calendars in the page's language (dayjs' `en-ca` and `fr-ca`, loaded with the date
 * components: src/i18n/dates-locales.ts), weeks starting on Sunday as Canadian calendars show them.
 */
const datesSettings: Record<Locale, DatesProviderSettings> = {
  'en-CA': { locale: 'en-ca', firstDayOfWeek: 0, weekendDays: [0, 6] },
  'fr-CA': { locale: 'fr-ca', firstDayOfWeek: 0, weekendDays: [0, 6] },
};

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 5 * 60 * 1000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/** The one provider recipe shared by the app, Storybook and UI tests. */
export function AppProviders({
  client,
  children,
  queryClient = createQueryClient(),
  env = 'default',
  locale = DEFAULT_LOCALE,
}: Props) {
  return (
    <LocaleProvider locale={locale}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        env={env}
        getRootElement={steadyRoot}
      >
        <DatesProvider settings={datesSettings[locale]}>
          <AfterFirstPaint fallback={null}>
            <ToastContainer />
          </AfterFirstPaint>
          <QueryClientProvider client={queryClient}>
            <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>
          </QueryClientProvider>
        </DatesProvider>
      </MantineProvider>
    </LocaleProvider>
  );
}
