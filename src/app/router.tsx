import { unstable_HistoryRouter as HistoryRouter, type RouteObject } from 'react-router-dom';
import { LoadingErrorPage } from './layouts/loading-error-page.tsx';
import { lazyPage } from './lazy-page.ts';
import { PageLoader } from './layouts/page-loader.tsx';
import { createRouteMemoryHistory } from './route-history.ts';
import { loadRoutesAt, RouteTree } from './route-tree.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { isMainHost } from './shell/hosts.ts';
import type { RouteHandle } from './shell/route-handle.ts';
import { privatePaths, type PrivatePath } from './private-paths.ts';
import { adminChildRoutes } from './console/console-sections.ts';
import { isMachineViewerShown } from '../features/machine-viewer/machine-viewer-flag.ts';
import { BOOKING_LINK_PATH } from '#shared/booking-link.ts';

type PageLoad = ReturnType<typeof lazyPage>;

const homePage = lazyPage(
  () => import('./home-route.tsx'),
  (module) => module.HomeRoute,
);
const notFoundPage = lazyPage(
  () => import('../features/not-found/not-found-page.tsx'),
  (module) => module.NotFoundPage,
);
/** On a route that shows the not-found page, so the app shell asks for the `page-not-found` meta. */
const notFoundHandle: RouteHandle = { notFound: true };

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
  // Issue 40: the e-mailed link to confirm a saved card with the bank (decision 099).
  '/confirm-card/:token',
  // Issue 44: the unsubscribe link of every promotional e-mail (decision 142).
  '/unsubscribe',
] as const;

const blogListPage = lazyPage(
  () => import('../features/blog/blog-list-page.tsx'),
  (module) => module.BlogListPage,
);
const blogDetailPage = lazyPage(
  () => import('../features/blog/blog-detail-page.tsx'),
  (module) => module.BlogDetailPage,
);

const hiringPage = lazyPage(
  () => import('../features/hiring/hiring-page.tsx'),
  (module) => module.HiringPage,
);
const landingPage = lazyPage(
  () => import('../features/landing/landing-page.tsx'),
  (module) => module.LandingPage,
);

const contentPage = lazyPage(
  () => import('../features/content/content-page.tsx'),
  (module) => module.ContentPage,
);
const servicesPage = lazyPage(
  () => import('../features/content/services-page.tsx'),
  (module) => module.ServicesPage,
);
const faqPage = lazyPage(
  () => import('../features/faq/faq-page.tsx'),
  (module) => module.FaqPage,
);
const joinUsPage = lazyPage(
  () => import('../features/join-us/join-us-page.tsx'),
  (module) => module.JoinUsPage,
);
const contactUsPage = lazyPage(
  () => import('../features/contact/contact-us-page.tsx'),
  (module) => module.ContactUsPage,
);
const bookNowPage = lazyPage(
  () => import('../features/same-day-booking/book-now-page.tsx'),
  (module) => module.BookNowPage,
);
const thankYouPage = lazyPage(
  () => import('../features/same-day-booking/thank-you-page.tsx'),
  (module) => module.ThankYouPage,
);

const loginPage = lazyPage(
  () => import('../features/auth/login-page.tsx'),
  (module) => module.LoginPage,
);
const registerPage = lazyPage(
  () => import('../features/auth/register-page.tsx'),
  (module) => module.RegisterPage,
);
const successRegistrationPage = lazyPage(
  () => import('../features/auth/success-registration-page.tsx'),
  (module) => module.SuccessRegistrationPage,
);
const accountActivationPage = lazyPage(
  () => import('../features/auth/account-activation-page.tsx'),
  (module) => module.AccountActivationPage,
);
const accountVerifiedPage = lazyPage(
  () => import('../features/auth/account-verified-page.tsx'),
  (module) => module.AccountVerifiedPage,
);
const forgotPasswordPage = lazyPage(
  () => import('../features/auth/forgot-password-page.tsx'),
  (module) => module.ForgotPasswordPage,
);
const resetPasswordPage = lazyPage(
  () => import('../features/auth/reset-password-page.tsx'),
  (module) => module.ResetPasswordPage,
);
const successResetPasswordPage = lazyPage(
  () => import('../features/auth/success-reset-password-page.tsx'),
  (module) => module.SuccessResetPasswordPage,
);
const confirmCardPage = lazyPage(
  () => import('../features/card-confirmation/confirm-card-page.tsx'),
  (module) => module.ConfirmCardPage,
);
const unsubscribePage = lazyPage(
  () => import('../features/email-consent/unsubscribe-page.tsx'),
  (module) => module.UnsubscribePage,
);
const logoutPage = lazyPage(
  () => import('../features/auth/logout-page.tsx'),
  (module) => module.LogoutPage,
);
const contractorApplicationPage = lazyPage(
  () => import('../features/contractor-application/contractor-application-page.tsx'),
  (module) => module.ContractorApplicationPage,
);

// Decision 015: what /chats, /check-availability-form and /error show.
const chatsPage = lazyPage(
  () => import('../features/support-chat/chats-page.tsx'),
  (module) => module.ChatsPage,
);
const checkAvailabilityRedirect = lazyPage(
  () => import('../features/route-redirects/check-availability-redirect.tsx'),
  (module) => module.CheckAvailabilityRedirect,
);
const errorPage = lazyPage(
  () => import('../features/loading-error/error-page.tsx'),
  (module) => module.ErrorPage,
);

/**
 * Issue 40: a booking opened from a link in one of its e-mails, without an account. Its path is
 * shared/booking-link.ts's, which the server's links and its log masking read too.
 */
const bookingLinkPage = lazyPage(
  () => import('./booking-link-screen.tsx'),
  (module) => module.BookingLinkScreen,
);

/** Decision 016: in development, or in a build made with SHOW_MACHINES=1; otherwise not found. */
const machineViewerPage = lazyPage(
  () => import('../features/machine-viewer/machine-viewer-page.tsx'),
  (module) => module.MachineViewerPage,
);

const builtPages: Partial<Record<(typeof specPaths)[number], PageLoad>> = {
  '/chats': chatsPage,
  '/check-availability-form': checkAvailabilityRedirect,
  '/error': errorPage,
  '/about-us': contentPage,
  '/commercial': contentPage,
  '/careers': contentPage,
  '/terms-and-conditions': contentPage,
  '/privacy-policy': contentPage,
  '/help-and-legal/:slug': contentPage,
  '/move-out-move-in-clean': contentPage,
  '/deep-cleaning': contentPage,
  '/post-event-cleanup': contentPage,
  '/routine-clean': contentPage,
  '/service-detail/:vServiceName': contentPage,
  '/services': servicesPage,
  '/frequently-asked-questions': faqPage,
  '/join-us': joinUsPage,
  '/contact-us': contactUsPage,
  '/book-now': bookNowPage,
  '/thank-you': thankYouPage,
  '/blog': blogListPage,
  '/blogs': blogListPage,
  '/blog-detail/:vSlug': blogDetailPage,
  '/house-cleaner-jobs-edmonton': hiringPage,
  '/house-cleaner-jobs-calgary': hiringPage,
  '/house-cleaner-jobs-lower-mainland': hiringPage,
  '/house-cleaner-jobs-winnipeg': hiringPage,
  '/house-cleaner-jobs-ottawa': hiringPage,
  '/house-cleaner-jobs-toronto': hiringPage,
  '/house-cleaner-jobs-mississauga': hiringPage,
  '/house-cleaner-jobs-brampton': hiringPage,
  '/move-out-in-cleaning-edmonton': landingPage,
  '/login': loginPage,
  '/register': registerPage,
  '/success-registration': successRegistrationPage,
  '/account-activation/:vUniqueCode': accountActivationPage,
  '/account-verified': accountVerifiedPage,
  '/forgot-password': forgotPasswordPage,
  '/reset-password/:vUniqueCode': resetPasswordPage,
  '/success-reset-password': successResetPasswordPage,
  '/logout': logoutPage,
  '/contractor-application': contractorApplicationPage,
  '/confirm-card/:token': confirmCardPage,
  '/unsubscribe': unsubscribePage,
};

/** Spec §2: on the main host (VITE_MAIN_HOST), /login and /register show the not-found screen. */
const hiddenOnMainHost = new Set<string>(['/login', '/register']);

/**
 * A page shown inside the dashboard layout (signed-in users only). Decisions 162 and 167: the
 * tables of their code are chunks of their own (private-pages.ts picks one), which the first of
 * them loads beside the layout; the HTML of a person's page names its own with the page's files
 * (scripts/shell-route-pages.ts).
 */
const privatePage = (path: PrivatePath): PageLoad =>
  lazyPage(
    () => import('./private-pages.ts').then(({ loadPrivatePage }) => loadPrivatePage(path)),
    (route) => route.Component,
  );
const isPrivatePath = (path: string) => (privatePaths as readonly string[]).includes(path);

/** Decision 047: the operator console, its own layout and guard. */
const adminLayout = async () => {
  const module = await import('./console/console-layout.tsx');
  return { Component: module.AdminLayout };
};

/**
 * Decision 162: the public site's header and footer, a chunk of their own that the signed-in
 * pages never load. Each public route's HTML names it beside its page's chunk, and the router
 * fetches both at once, so a public page still paints whole, its header with it.
 */
const publicLayout = lazyPage(
  () => import('./layouts/public-layout.tsx'),
  (module) => module.PublicLayout,
);

const dashboardLayout = async () => {
  const module = await import('./layouts/dashboard-layout.tsx');
  return { Component: module.DashboardLayout };
};

function pageFor(path: (typeof specPaths)[number]): PageLoad {
  const page = builtPages[path] ?? notFoundPage;
  if (!hiddenOnMainHost.has(path)) return page;
  return () => (isMainHost() ? notFoundPage() : page());
}

/** Paths whose last segment is a secret (an account's or a password's single-use code). */
const secretPaths = new Set<string>([
  '/reset-password/:vUniqueCode',
  '/account-activation/:vUniqueCode',
  '/confirm-card/:token',
  // Its query holds the person's unsubscribe key.
  '/unsubscribe',
]);
const secretLinkHandle: RouteHandle = { secretLink: true };

// Static, not returned by `lazy`: the shell reads it before the page's code has arrived.
function handleFor(path: (typeof specPaths)[number]): RouteHandle | undefined {
  const built = path in builtPages;
  if (secretPaths.has(path)) return built ? secretLinkHandle : notFoundHandle;
  if (hiddenOnMainHost.has(path)) return { notFound: (hostname) => !built || isMainHost(hostname) };
  return built ? undefined : notFoundHandle;
}

export const routes: RouteObject[] = [
  {
    // The demo gate and what happens on every route change (meta, chat widget, scroll to top).
    element: <AppShell />,
    children: [
      {
        lazy: dashboardLayout,
        children: [
          {
            errorElement: <LoadingErrorPage />,
            children: privatePaths.map((path) => ({ path, lazy: privatePage(path) })),
          },
        ],
      },
      {
        path: '/admin',
        lazy: adminLayout,
        children: [{ errorElement: <LoadingErrorPage />, children: adminChildRoutes() }],
      },
      {
        lazy: publicLayout,
        handle: { publicPage: true } satisfies RouteHandle,
        // Only when the header's and footer's own code fails to load: then nothing frames it.
        errorElement: <LoadingErrorPage />,
        children: [
          {
            // Inside the layout, so a page that fails to load keeps the header and footer around it.
            errorElement: <LoadingErrorPage />,
            children: [
              { index: true, lazy: homePage },
              ...specPaths
                .filter((path) => !isPrivatePath(path))
                .map((path) => ({ path, lazy: pageFor(path), handle: handleFor(path) })),
              {
                path: `${BOOKING_LINK_PATH}:token`,
                lazy: bookingLinkPage,
                handle: secretLinkHandle,
              },
              {
                path: '/machines',
                lazy: () => (isMachineViewerShown() ? machineViewerPage() : notFoundPage()),
                handle: { notFound: () => !isMachineViewerShown() } satisfies RouteHandle,
              },
              { path: '*', lazy: notFoundPage, handle: notFoundHandle },
            ],
          },
        ],
      },
    ],
  },
];

/** The app's pages at the router's address (decision 056: declarative routes, no data router). */
export function AppRoutes() {
  return <RouteTree routes={routes} loading={<PageLoader />} />;
}

/**
 * The same routes in memory, for UI tests: `element` renders them; `navigate` (which resolves once
 * the next page's code is there and the address has changed) and `state` stand where a data
 * router's would.
 */
export function createTestRouter(initialPath = '/') {
  const history = createRouteMemoryHistory(routes, initialPath);
  return {
    element: (
      <HistoryRouter history={history}>
        <AppRoutes />
      </HistoryRouter>
    ),
    navigate: async (to: string, options: { state?: unknown; replace?: boolean } = {}) => {
      if (options.replace) history.replace(to, options.state);
      else history.push(to, options.state);
      await loadRoutesAt(routes, history.createURL(to).pathname).catch(() => undefined);
      // The history changes the address in the task after the code arrived.
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    get state() {
      return { location: history.location, historyAction: history.action };
    },
  };
}
