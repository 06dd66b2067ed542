/** Texts of the account pages; the label API may replace each (slugs profile, edit-profile, change-password). */
export const profileLabelDefaults = {
  HEADING: 'My Profile',
  FIRST_NAME_LABEL: 'First Name',
  LAST_NAME_LABEL: 'Last Name',
  FULL_NAME_LABEL: 'Full Name',
  EMAIL_LABEL: 'Email',
  PHONE_LABEL: 'Phone',
  ADDRESS_LABEL: 'Address',
  CITY_LABEL: 'City',
  ZIP_CODE_LABEL: 'Zip / Postal Code',
  REGION_LABEL: 'Province / State',
  COUNTRY_LABEL: 'Country',
  SERVICE_CITY_LABEL: 'Service City',
  STATUS_LABEL: 'Application Status',
  EDIT_PROFILE: 'Edit Profile',
  CHANGE_PASSWORD: 'Change Password',
};

export const editProfileLabelDefaults = {
  HEADING: 'Edit Profile',
  UPLOAD_PHOTO: 'Upload Photo',
  PHOTO_HELP: '.jpg, .jpeg or .png, up to 5 MB',
  FIRST_NAME_LABEL: 'First Name',
  FIRST_NAME_PLACEHOLDER: 'Enter your first name',
  LAST_NAME_LABEL: 'Last Name',
  LAST_NAME_PLACEHOLDER: 'Enter your last name',
  FULL_NAME_LABEL: 'Full Name',
  FULL_NAME_PLACEHOLDER: 'Enter your full name',
  EMAIL_LABEL: 'Email',
  EMAIL_HELP: 'Your e-mail address cannot be changed.',
  PHONE_LABEL: 'Phone',
  PHONE_PLACEHOLDER: '10-digit phone number',
  ADDRESS_LABEL: 'Address',
  CITY_LABEL: 'City',
  ZIP_CODE_LABEL: 'Zip / Postal Code',
  REGION_LABEL: 'Province / State',
  COUNTRY_LABEL: 'Country',
  NEW_PASSWORD_LABEL: 'New Password',
  NEW_PASSWORD_PLACEHOLDER: 'Leave blank to keep your current password',
  CONFIRM_PASSWORD_LABEL: 'Confirm New Password',
  CONFIRM_PASSWORD_PLACEHOLDER: 'Re-enter your new password',
  SAVE: 'Save Changes',
  CANCEL: 'Cancel',
};

export type EditProfileLabels = typeof editProfileLabelDefaults;

export const changePasswordLabelDefaults = {
  HEADING: 'Change Password',
  CURRENT_PASSWORD_LABEL: 'Current Password',
  CURRENT_PASSWORD_PLACEHOLDER: 'Enter your current password',
  NEW_PASSWORD_LABEL: 'New Password',
  NEW_PASSWORD_PLACEHOLDER: 'At least 6 characters',
  CONFIRM_PASSWORD_LABEL: 'Confirm New Password',
  CONFIRM_PASSWORD_PLACEHOLDER: 'Re-enter your new password',
  SUBMIT: 'Update Password',
  CANCEL: 'Cancel',
};
