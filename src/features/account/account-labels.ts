/**
 * Texts of the account pages (slugs profile, edit-profile, change-password), from
 * shared/catalogue/<locale>/dashboard.ts in the page's language (useTexts(dashboardTexts)).
 */
import type {
  changePasswordLabels,
  editProfileLabels,
  profileLabels,
} from '#shared/catalogue/en-CA/dashboard.ts';

export type EditProfileLabels = typeof editProfileLabels;
export type ProfileLabels = typeof profileLabels;
export type ChangePasswordLabels = typeof changePasswordLabels;
