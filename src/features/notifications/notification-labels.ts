/** The page's texts; the label API (slug `notification`) may replace each. */
export const notificationLabelDefaults = {
  HEADING: 'Notifications',
  SUBHEADING: 'Updates about your bookings, jobs and account.',
  MARK_AS_READ: 'Mark as Read',
  MARK_ALL_AS_READ: 'Mark All as Read',
  NEW_BADGE: 'New',
};

export type NotificationLabels = typeof notificationLabelDefaults;
