import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router-dom';
import { PublicLayout } from './layouts/public-layout.tsx';
import { LoadingErrorPage } from './layouts/loading-error-page.tsx';
import { lazyPage } from './lazy-page.ts';
import { PageLoader } from './layouts/page-loader.tsx';

const homePage = lazyPage(
  () => import('../features/home/home-page.tsx'),
  (module) => module.HomePage,
);
const notFoundPage = lazyPage(
  () => import('../features/not-found/not-found-page.tsx'),
  (module) => module.NotFoundPage,
);

/**
 * The route table of spec §2. Paths whose screens are not built yet resolve to the not-found
 * page, so a visitor never meets an empty screen; each is switched to its page as it lands.
 */
const specPaths = [
  '/login',
  '/register',
  '/contact-us',
  '/about-us',
  '/terms-and-conditions',
  '/help-and-legal/:slug',
  '/privacy-policy',
  '/profile',
  '/add-address',
  '/edit-address',
  '/edit-profile',
  '/booking',
  '/dashboard',
  '/chats',
  '/change-password',
  '/jobs',
  '/job-details',
  '/order',
  '/reviews',
  '/add-review',
  '/notification',
  '/forgot-password',
  '/reset-password/:vUniqueCode',
  '/check-availability-form',
  '/frequently-asked-questions',
  '/join-us',
  '/contractor-application',
  '/services',
  '/commercial',
  '/careers',
  '/blogs',
  '/blog',
  '/blog-detail/:vSlug',
  '/book-now',
  '/thank-you',
  '/success-registration',
  '/account-activation/:vUniqueCode',
  '/account-verified',
  '/success-reset-password',
  '/logout',
  '/error',
  '/move-out-move-in-clean',
  '/deep-cleaning',
  '/post-event-cleanup',
  '/routine-clean',
  '/service-detail/:vServiceName',
  '/house-cleaner-jobs-edmonton',
  '/house-cleaner-jobs-calgary',
  '/house-cleaner-jobs-lower-mainland',
  '/house-cleaner-jobs-winnipeg',
  '/house-cleaner-jobs-ottawa',
  '/house-cleaner-jobs-toronto',
  '/house-cleaner-jobs-mississauga',
  '/house-cleaner-jobs-brampton',
  '/move-out-in-cleaning-edmonton',
] as const;

const builtPages: Partial<Record<(typeof specPaths)[number], RouteObject['lazy']>> = {};

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        // Inside the layout, so a page that fails to load keeps the header and footer around it.
        errorElement: <LoadingErrorPage />,
        children: [
          { index: true, lazy: homePage },
          ...specPaths.map((path) => ({ path, lazy: builtPages[path] ?? notFoundPage })),
          { path: '*', lazy: notFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/** The same routes in memory, for UI tests and Storybook. */
export function createTestRouter(initialPath = '/') {
  return createMemoryRouter(routes, { initialEntries: [initialPath] });
}
