/** Texts of the account pages (slugs profile, edit-profile, change-password), from shared/catalogue/en-CA. */
import {
  changePasswordLabels,
  editProfileLabels,
  profileLabels,
} from '#shared/catalogue/en-CA/dashboard.ts';

export {
  changePasswordLabels as changePasswordLabelDefaults,
  editProfileLabels as editProfileLabelDefaults,
  profileLabels as profileLabelDefaults,
};

export type EditProfileLabels = typeof editProfileLabels;
