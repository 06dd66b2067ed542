/** The page's texts; the label API (slug `notification`) may replace each. */
export const notificationLabelDefaults = {
  HEADING: 'Notifications',
  SUBHEADING: 'Updates about your bookings, jobs and account.',
  MARK_AS_READ: 'Mark as Read',
  MARK_ALL_AS_READ: 'Mark All as Read',
  NEW_BADGE: 'New',
  EMPTY_TEXT: 'We let you know here when a booking or job changes.',
  NAV_DASHBOARD: 'Dashboard',
};

export type NotificationLabels = typeof notificationLabelDefaults;
