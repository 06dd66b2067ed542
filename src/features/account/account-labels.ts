/** Texts of the account pages (slugs profile, edit-profile, change-password), from shared/labels. */
import {
  changePasswordLabels,
  editProfileLabels,
  profileLabels,
} from '#shared/labels/dashboard.ts';

export {
  changePasswordLabels as changePasswordLabelDefaults,
  editProfileLabels as editProfileLabelDefaults,
  profileLabels as profileLabelDefaults,
};

export type EditProfileLabels = typeof editProfileLabels;
