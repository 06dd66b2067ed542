import { lazyPage } from './lazy-page.ts';
import type { AccountPath } from './private-paths.ts';

export type PageLoad = ReturnType<typeof lazyPage>;

const reviewsPage = lazyPage(
  () => import('../features/reviews/reviews-page.tsx'),
  (module) => module.ReviewsPage,
);
// Issue 44: a ready data export's e-mail link (decision 138).
const dataExportLinkPage = lazyPage(
  () => import('../features/data-export/data-export-link-page.tsx'),
  (module) => module.DataExportLinkPage,
);

/**
 * Every signed-in person's pages (dashboard, profile, addresses, password, notifications, reviews,
 * a data export's link), shown inside the dashboard layout, one for each address of
 * `accountPaths`, which the router mounts.
 */
export const accountPages: Record<AccountPath, PageLoad> = {
  '/dashboard': lazyPage(
    () => import('../features/dashboard/dashboard-page.tsx'),
    (module) => module.DashboardPage,
  ),
  '/profile': lazyPage(
    () => import('./profile-screen.tsx'),
    (module) => module.ProfileScreen,
  ),
  '/edit-profile': lazyPage(
    () => import('../features/account/edit-profile-page.tsx'),
    (module) => module.EditProfilePage,
  ),
  '/change-password': lazyPage(
    () => import('../features/account/change-password-page.tsx'),
    (module) => module.ChangePasswordPage,
  ),
  '/add-address': lazyPage(
    () => import('../features/addresses/add-address-page.tsx'),
    (module) => module.AddAddressPage,
  ),
  '/edit-address': lazyPage(
    () => import('../features/addresses/edit-address-page.tsx'),
    (module) => module.EditAddressPage,
  ),
  '/notification': lazyPage(
    () => import('../features/notifications/notifications-page.tsx'),
    (module) => module.NotificationsPage,
  ),
  '/reviews': reviewsPage,
  '/your-data/:vToken': dataExportLinkPage,
};
