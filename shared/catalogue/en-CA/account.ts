/*
 * The signed-in area's own texts beside its page labels (dashboard.ts, dashboard-shell.ts):
 * the shell's accessible names, the dashboard's lines, the profile, addresses, reviews and
 * notifications screens' messages and the notices of a page for the other role (decision 108).
 */

/** The dashboard shell: its accessible names and the notice when the session ends. */
export const dashboardShellTexts = {
  NAVIGATION: 'Account',
  TOGGLE_NAVIGATION: 'Toggle navigation',
  CLOSE_NAVIGATION: 'Close navigation',
  HOME: 'MapleShine home',
  YOUR_PROFILE: 'Your profile',
  LOADING_NAME: 'Loading your name',
  SESSION_ENDED: 'Your session has ended. Please log in again.',
};

/** Lists, empty states and notices shared by the dashboard's screens. */
export const dashboardCommonTexts = {
  NO_DATA_FOUND: 'No Data Found',
  FOR_CUSTOMERS: 'This page is for customers.',
  FOR_CONTRACTORS: 'This page is for contractors.',
  PAUSED_QUESTIONS: 'Questions? Contact us.',
};

/** The dashboard page's figures and lists. */
export const dashboardPageTexts = {
  LOADING_NOTIFICATIONS: 'Loading notifications',
  RATING_OUT_OF_FIVE: '{rating} / 5',
  WEEK_OF_DAY: '{label} {day}',
  JOB_COUNT: '{count, plural, one {# job} other {# jobs}}',
};

/** The profile, edit-profile and change-password screens. */
export const profileTexts = {
  LOADING_PROFILE: 'Loading your profile',
  UPDATE_FAILED: 'Failed to update profile.',
  CHANGE_PASSWORD_FAILED: 'Failed to change password.',
  UNSUPPORTED_PHOTO: 'Unsupported file type. Please select a .jpg, .jpeg, or .png file.',
  /** A cleaner's application status as the profile shows it. */
  APPLICATION_STATUS: '{status, select, Pending {Pending} Approved {Approved} other {Rejected}}',
};

/** The address book on /profile and the add-address and edit-address screens. */
export const addressTexts = {
  CUSTOMERS_ONLY_HINT:
    'Addresses are for customers: they save the addresses they book cleanings for. As a cleaner, you find the address of each job in its details.',
  GO_TO_JOBS: 'Go to Jobs',
  LOADING_ADDRESSES: 'Loading addresses',
  LOADING_ADDRESS: 'Loading the address',
  ADDED: 'Address added successfully.',
  UPDATED: 'Address Updated successfully.',
  ADD_FAILED: 'Failed to add address.',
  EDIT_FAILED: 'Failed to Edit address.',
};

/** The reviews list and the add-review screen. */
export const reviewTexts = {
  LOADING: 'Loading reviews',
  CLEANER: 'Cleaner: {name}',
  BY: 'By {name}',
  BOOKING_ON: 'Booking {number} · {day}',
  OUT_OF_FIVE: '{rating} out of 5',
  RATING_NAME: '{label}: ',
  NOT_RATED: 'Not rated',
  STARS: '{count, plural, one {# star} other {# stars}}',
  ADDED: 'Review Added Successfully.',
  ADD_FAILED: 'Failed to add review.',
  NOT_ADDED: 'Review not added',
  REVIEWED_BOOKING: 'Booking reviewed',
  FIELD_LABEL: '{label}:',
  CLEANER_LABEL: 'Cleaner:',
  BOOKING_LINE: '{number}, {day}',
  FOR_CUSTOMERS_HINT:
    'Customers review their cleanings here. The reviews customers wrote about your work are on your Reviews page.',
  GO_TO_REVIEWS: 'Go to Reviews',
  NO_BOOKING:
    'Reviews are written for a completed booking. Open My Bookings and choose Add Review next to the cleaning you want to review.',
  GO_TO_BOOKINGS: 'Go to My Bookings',
  REQUIRED: 'This field is required.',
  TOO_SHORT: 'Review must be at least 50 characters long.',
  RATING_REQUIRED: 'Rating is required.',
};

/** The notifications screen. */
export const notificationTexts = {
  LOADING: 'Loading notifications',
};
