import { StrictMode } from 'react';
import { matchRoutes, unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import './app/styles.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { startFirstPageData } from './app/first-page-data.ts';
import { AppRoutes, routes } from './app/router.tsx';
import { createRouteBrowserHistory } from './app/route-history.ts';
import { showApp } from './app/show-app.tsx';
import { createApiClient } from './api/client.ts';
import { reportWebVitals } from './app/shell/web-vitals.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const client = createApiClient();
const queryClient = createQueryClient();

void showApp(root, queryClient, () => {
  startFirstPageData(queryClient, client, window.location.pathname);
}).then((show) =>
  show(
    <StrictMode>
      <AppProviders client={client} queryClient={queryClient}>
        <HistoryRouter history={createRouteBrowserHistory(routes)}>
          <AppRoutes />
        </HistoryRouter>
      </AppProviders>
    </StrictMode>,
  ),
);

// The route table and its matcher stay here: the reporter's lazy chunk then needs no code of the
// entry's (importing it would split the shared chunks and grow every route's first load).
reportWebVitals((pathname) => matchRoutes(routes, pathname));
