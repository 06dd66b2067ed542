/*
 * The dashboard screens: each slug carries the shell's labels (side navigation and top bar) with
 * its own. `{name}` is completed by the page with the user's name.
 */
import { accessNotesLabels } from './access-notes.ts';
import { dashboardShellLabels } from './dashboard-shell.ts';

/** Fields of the add-address and edit-address forms. */
export const addressFormLabels = {
  ADDRESS_LABEL: 'Address',
  ADDRESS_PLACEHOLDER: 'Street address, including unit',
  CITY_LABEL: 'City',
  CITY_PLACEHOLDER: 'e.g. Edmonton',
  ZIP_CODE_LABEL: 'Zip / Postal Code',
  ZIP_CODE_PLACEHOLDER: 'e.g. T5J 1W4',
  STATE_LABEL: 'Province / State',
  STATE_PLACEHOLDER: 'e.g. Alberta',
  COUNTRY_LABEL: 'Country',
  COUNTRY_PLACEHOLDER: 'e.g. Canada',
  CANCEL: 'Cancel',
  // The address's notes for the cleaner, copied to a booking made with it (decision 100)
  ...accessNotesLabels,
};

export const changePasswordLabels = {
  ...dashboardShellLabels,
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

export const dashboardLabels = {
  ...dashboardShellLabels,
  HEADING: 'Dashboard',
  TOTAL_BOOKINGS: 'Total Bookings',
  UPCOMING_BOOKINGS: 'Upcoming Bookings',
  COMPLETED_BOOKINGS: 'Completed Bookings',
  CANCELLED_BOOKINGS: 'Cancelled Bookings',
  OPEN_JOBS: 'Open Jobs in Your City',
  ACCEPTED_JOBS: 'Accepted Jobs',
  COMPLETED_JOBS: 'Completed Jobs',
  AVERAGE_RATING: 'Average Rating',
  PENDING_APPROVAL_TEXT:
    'Your application is under review. We will e-mail you when you are approved, and then you can accept jobs.',
  PAUSED_HEADING: 'Your account is paused',
  PAUSED_TEXT:
    'New jobs are not shown to you while it is paused. The jobs you have accepted are still yours.',
  RECENT_NOTIFICATIONS_HEADING: 'Recent Notifications',
  VIEW_ALL: 'View All',
  BOOK_NOW: 'Book Now',
  TOTAL_SPENT: 'Total Spent',
  IN_PROGRESS_JOBS: 'Jobs in Progress',
  EARNINGS: 'Earnings',
  EARNINGS_THIS_WEEK: 'Earned This Week',
  EARNINGS_BY_WEEK_HEADING: 'Your Pay by Week',
  WEEK_OF: 'Week of',
  NO_RATING_YET: 'No reviews yet',
  REVIEWS: 'Reviews',
  WORKING_HOURS: 'Working hours',
  HOURS_UNCONFIRMED_HEADING: 'Confirm your working hours',
  HOURS_UNCONFIRMED_TEXT:
    'We suggested hours for you. Check them and confirm, so customers are offered only the times you really work.',
  HOURS_CONFIRM_LINK: 'Check my hours',
};

export const profileLabels = {
  ...dashboardShellLabels,
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
  ADDRESSES_HEADING: 'My Addresses',
  ADD_ADDRESS: 'Add Address',
  EDIT_ADDRESS: 'Edit',
  DELETE_ADDRESS: 'Delete',
  DELETE_ADDRESS_CONFIRM: 'Delete this address?',
  CANCEL: 'Cancel',
  EMPTY_ADDRESSES_TEXT: 'Save an address here and pick it when you book.',
};

export const editProfileLabels = {
  ...dashboardShellLabels,
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
  CURRENT_PASSWORD_LABEL: 'Current Password',
  CURRENT_PASSWORD_PLACEHOLDER: 'Needed only to set a new password',
  NEW_PASSWORD_LABEL: 'New Password',
  NEW_PASSWORD_PLACEHOLDER: 'Leave blank to keep your current password',
  CONFIRM_PASSWORD_LABEL: 'Confirm New Password',
  CONFIRM_PASSWORD_PLACEHOLDER: 'Re-enter your new password',
  SAVE: 'Save Changes',
  CANCEL: 'Cancel',
};

export const addAddressLabels = {
  ...dashboardShellLabels,
  HEADING: 'Add Address',
  ...addressFormLabels,
  SUBMIT: 'Save Address',
};

export const editAddressLabels = {
  ...dashboardShellLabels,
  HEADING: 'Edit Address',
  ...addressFormLabels,
  SUBMIT: 'Update Address',
  NO_ADDRESS_CHOSEN: 'Choose the address to edit from your profile.',
  BACK_TO_PROFILE: 'Back to Profile',
};

export const bookingLabels = {
  ...dashboardShellLabels,
  HEADING: 'My Bookings',
  BOOKING_NO: 'Booking No.',
  DATE: 'Date',
  TIME: 'Time',
  SERVICE: 'Service',
  CITY: 'City',
  ADDRESS: 'Address',
  TOTAL: 'Total',
  STATUS: 'Status',
  ACTIONS: 'Actions',
  CANCEL_BOOKING: 'Cancel Booking',
  CANCEL_CONFIRM_HEADING: 'Cancel this booking?',
  CANCEL_CONFIRM_TEXT: 'A booking can be cancelled only before your cleaner starts.',
  KEEP_BOOKING: 'Keep Booking',
  CONFIRM_CANCEL: 'Yes, Cancel',
  ADD_REVIEW: 'Add Review',
  ACCESS_NOTES: 'Access notes',
  BOOK_NOW: 'Book Now',
  EMPTY_TEXT: 'Your cleanings show here once you book one.',
  SHOW_EARLIER_BOOKINGS: 'Show earlier bookings',
};

export const reviewsLabels = {
  ...dashboardShellLabels,
  HEADING: 'Reviews',
  CUSTOMER_SUBHEADING: 'The reviews you have written about your cleanings.',
  CONTRACTOR_SUBHEADING: 'What customers say about your work.',
  RATING_LABEL: 'Rating',
  CUSTOMER_EMPTY_TEXT: 'After a cleaning is completed, you can review it from your bookings.',
  CONTRACTOR_EMPTY_TEXT: 'Reviews of your completed jobs show here.',
};

export const addReviewLabels = {
  ...dashboardShellLabels,
  HEADING: 'Add a Review',
  SUBHEADING: 'How did your cleaning go? Your review helps other customers and our cleaners.',
  BOOKING_LABEL: 'Booking',
  SERVICE_LABEL: 'Service',
  RATING_LABEL: 'Your Rating',
  REVIEW_LABEL: 'Your Review',
  REVIEW_PLACEHOLDER: 'Tell us about your cleaning (50 to 250 characters)',
  SUBMIT: 'Submit Review',
  CANCEL: 'Cancel',
};

export const notificationLabels = {
  ...dashboardShellLabels,
  HEADING: 'Notifications',
  SUBHEADING: 'Updates about your bookings, jobs and account.',
  MARK_AS_READ: 'Mark as Read',
  NEW_BADGE: 'New',
  MARK_ALL_AS_READ: 'Mark All as Read',
  EMPTY_TEXT: 'We let you know here when a booking or job changes.',
};
