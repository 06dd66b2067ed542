/** Side navigation and top bar of the dashboard shell, on every dashboard screen. */
export const dashboardShellLabels = {
  NAV_DASHBOARD: 'Dashboard',
  NAV_PROFILE: 'Profile',
  NAV_BOOKING: 'Booking',
  NAV_JOBS: 'Jobs',
  NAV_WORKING_HOURS: 'Working hours',
  NAV_PAY_STATEMENTS: 'Pay statements',
  NAV_NOTIFICATION: 'Notification',
  NAV_REVIEWS: 'Reviews',
  NAV_LOGOUT: 'Log out',
  GREETING: 'Hello, {name}',
};
