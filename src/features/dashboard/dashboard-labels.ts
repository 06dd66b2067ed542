/** The dashboard's texts; the label API (slug `dashboard`) may replace each. */
export const dashboardLabelDefaults = {
  HEADING: 'Dashboard',
  UPCOMING_BOOKINGS: 'Upcoming Bookings',
  COMPLETED_BOOKINGS: 'Completed Bookings',
  CANCELLED_BOOKINGS: 'Cancelled Bookings',
  TOTAL_SPENT: 'Total Spent',
  OPEN_JOBS: 'Open Jobs in Your City',
  ACCEPTED_JOBS: 'Accepted Jobs',
  IN_PROGRESS_JOBS: 'Jobs in Progress',
  COMPLETED_JOBS: 'Completed Jobs',
  EARNINGS: 'Earnings',
  EARNINGS_THIS_WEEK: 'Earned This Week',
  EARNINGS_BY_WEEK_HEADING: 'Your Pay by Week',
  WEEK_OF: 'Week of',
  AVERAGE_RATING: 'Average Rating',
  NO_RATING_YET: 'No reviews yet',
  REVIEWS: 'Reviews',
  PENDING_APPROVAL_TEXT:
    'Your application is under review. We will e-mail you when you are approved, and then you can accept jobs.',
  RECENT_NOTIFICATIONS_HEADING: 'Recent Notifications',
  VIEW_ALL: 'View All',
  BOOK_NOW: 'Book Now',
};

export type DashboardLabels = typeof dashboardLabelDefaults;
