import { StrictMode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import './app/styles.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { startFirstPageData } from './app/first-page-data.ts';
import { AppRoutes, routes } from './app/router.tsx';
import { routeMatchesAt } from './app/route-matches.ts';
import { createRouteBrowserHistory } from './app/route-history.ts';
import { showApp } from './app/show-app.tsx';
import { loadShellTexts } from './app/shell/load-shell-texts.ts';
import { failureWordsOf } from './app/shell/shell-texts.ts';
import { createApiClient } from './api/client.ts';
import { fetchInOwnTask } from './api/fetch-in-own-task.ts';
import { reportWebVitals } from './app/shell/web-vitals.ts';
import { basenameOf, localeOfPath } from '#shared/i18n/locale.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The page's language is its address's for the whole load (decision 102): French under /fr, whose
// router then has /fr as its basename, so every in-app link and redirect stays French.
const { locale, path } = localeOfPath(window.location.pathname);
// Only when it differs: the server writes the page's language on <html>, and setting it even to the
// same value makes the browser match every element's :lang() again and restyle the whole page
// (a 27-65 ms recalculation at 4x CPU slowdown on /, issue 46).
if (document.documentElement.lang !== locale) document.documentElement.lang = locale;
const client = createApiClient('', {
  locale,
  failureWords: failureWordsOf(locale),
  fetch: fetchInOwnTask,
});
const queryClient = createQueryClient();

void showApp(
  root,
  queryClient,
  () => {
    startFirstPageData(queryClient, client, path);
  },
  loadShellTexts(locale),
).then((show) =>
  show(
    <StrictMode>
      <AppProviders client={client} queryClient={queryClient} locale={locale}>
        <HistoryRouter history={createRouteBrowserHistory(routes)} basename={basenameOf(locale)}>
          <AppRoutes />
        </HistoryRouter>
      </AppProviders>
    </StrictMode>,
  ),
);

// The route table and its matcher stay here: the reporter's lazy chunk then needs no code of the
// entry's (importing it would split the shared chunks and grow every route's first load).
reportWebVitals((pathname) => routeMatchesAt(routes, localeOfPath(pathname).path));
