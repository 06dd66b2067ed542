import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import './app/styles.ts';
import { AppProviders, createQueryClient } from './app/providers.tsx';
import { startFirstPageData } from './app/first-page-data.ts';
import { createAppRouter } from './app/router.tsx';
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
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  ),
);

// A constant in each build: production leaves the reporter, and its import of web-vitals, out.
if (import.meta.env.DEV) reportWebVitals();
