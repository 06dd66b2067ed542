import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import './app/styles.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { startFirstPageData } from './app/first-page-data.ts';
import { createAppRouter, routes } from './app/router.tsx';
import { showApp } from './app/show-app.tsx';
import { createApiClient } from './api/client.ts';
import { reportWebVitals } from './app/shell/web-vitals.ts';
import { routeTemplateOf } from './app/shell/route-template.ts';

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
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  ),
);

// The route the page was loaded on: web-vitals measure this load, whatever the visitor opens next.
const landingPath = window.location.pathname;
reportWebVitals(() => routeTemplateOf(routes, landingPath));
