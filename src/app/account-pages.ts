import { lazyPage } from './lazy-page.ts';
import type { AccountPath } from './private-paths.ts';

export type PageLoad = ReturnType<typeof lazyPage>;

/**
 * Signed-in pages of the account area (dashboard, profile, addresses, password, notifications),
 * shown inside the dashboard layout, one for each address of `accountPaths`, which the router mounts.
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
};
