/**
 * What the API answers about the site's content, comments, notifications, receipts, the contact
 * form and the web-vitals reports (decision 104). Said in the caller's language
 * (server/domain/said.ts).
 */

/** Refusals (4xx). */
export const contentRefusals = {
  commentTooShort: 'Comment must be at least 50 characters long.',
  blogNotFound: 'Blog not found.',
  notYourComment: 'You can only comment as yourself.',
  metaNotFound: 'No page meta for this slug.',
  notificationNotFound: 'Notification not found.',
  receiptNotFound: 'Receipt not found.',
  bookingNotFound: 'Booking not found.',
  notARoute: '`vRoute` must be one of the web app’s routes, such as /blog-detail/:vSlug.',
  metricOnce: 'Each metric may be sent once per page view.',
  clsTooLarge: 'CLS must be at most {max}.',
};

/** Successes' sentences. */
export const contentAnswers = {
  commentAdded: 'Comment Added Successfully.',
  notificationsUpdated: 'Notifications updated.',
  vitalsReceived: 'Thank you.',
  contactReceived: 'Thank you for contacting us. We will get back to you soon.',
};
