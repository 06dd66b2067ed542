/**
 * The operator console's shell and shared list texts (decision 047). The console is staff-only,
 * so its texts are read from here directly rather than through the label API. Each part of the
 * console keeps its own texts in a file of its own beside this one (admin-<part>.ts).
 */
export const adminShellLabels = {
  CONSOLE_NAME: 'Operator console',
  NAV_LANDMARK: 'Console',
  NAV_TODAY: 'Today',
  NAV_APPLICATIONS: 'Applications',
  NAV_CLEANERS: 'Cleaners',
  NAV_BOOKINGS: 'Bookings',
  NAV_COUPONS: 'Coupons',
  NAV_CANCELLATION_POLICY: 'Cancellation policy',
  NAV_REVIEWS: 'Reviews',
  NAV_CONTENT: 'Content',
  NAV_AUDIT_LOG: 'Audit log',
  NAV_OPERATORS: 'Operators',
  NAV_SYSTEM: 'Mail and jobs',
  NAV_SITE_SPEED: 'Site speed',
  NAV_MACHINES: 'How it behaves',
  NAV_LOGOUT: 'Log out',
  TOGGLE_NAVIGATION: 'Toggle navigation',
  CLOSE_NAVIGATION: 'Close navigation',
  SIGNED_IN_AS: 'Signed in as {name}',
  CHECKING_ACCESS: 'Checking your access',
  HOME_LINK: 'MapleShine console home',
};

/** Every paged list of the console (src/features/console/components/paged-list.tsx). */
export const adminListLabels = {
  LOADING: 'Loading',
  EMPTY: 'Nothing matches these filters.',
  PAGES: 'Pages',
  SHOWING: 'Showing {from}–{to} of {total}',
  FILTERS: 'Filters',
  APPLY_FILTERS: 'Apply',
  CLEAR_FILTERS: 'Clear',
  LOAD_FAILED: 'The list could not be loaded: {message}',
  ACTIONS: 'Actions',
  /** Said while a list loads: its name, in lower case. */
  LOADING_NAMED: 'Loading {list}',
  PAGE: 'Page {page}',
  FIRST_PAGE: 'First page',
  PREVIOUS_PAGE: 'Previous page',
  NEXT_PAGE: 'Next page',
  LAST_PAGE: 'Last page',
};

/** The audit-log screen (/admin/audit-log). */
export const auditLogLabels = {
  HEADING: 'Audit log',
  INTRO: 'Every change made in the console: who, when, what, and the values before and after.',
  LIST_NAME: 'Operator actions',
  WHEN: 'When',
  WHO: 'Who',
  WHAT: 'What',
  SUBJECT: 'Subject',
  BEFORE: 'Before',
  AFTER: 'After',
  NOTHING: '—',
  ACTION_FILTER: 'Action',
  ACTION_FILTER_HINT: 'e.g. application.approve',
  SUBJECT_TYPE_FILTER: 'Subject type',
  OPERATOR_FILTER: 'Operator e-mail',
  EMPTY: 'No operator action matches these filters.',
};

/** Each audited action in an operator's words; the log keeps its code (`application.approve`). */
export const auditActionNames: Record<string, string> = {
  'application.approve': 'Application approved',
  'application.reject': 'Application rejected',
  'blog.create': 'Blog post created',
  'blog.update': 'Blog post changed',
  'blog.publish': 'Blog post published',
  'blog.unpublish': 'Blog post unpublished',
  'booking.cancel': 'Booking cancelled',
  'booking.endLinks': 'Booking links stopped',
  'booking.view': 'Booking opened',
  'cleaner.pause': 'Cleaner paused',
  'cleaner.resume': 'Cleaner resumed',
  'comment.hide': 'Comment hidden',
  'comment.show': 'Comment shown again',
  'coupon.create': 'Coupon created',
  'coupon.disable': 'Coupon disabled',
  'faq.create': 'FAQ entry created',
  'faq.update': 'FAQ entry changed',
  'faq.publish': 'FAQ entry published',
  'faq.unpublish': 'FAQ entry unpublished',
  'job.handBack': 'Job handed back',
  'label.update': 'Label changed',
  'mail.retry': 'E-mail sent again',
  'operator.create': 'Operator added',
  'operator.disable': 'Operator disabled',
  'operator.enable': 'Operator enabled',
  'payment.refund': 'Payment refunded',
  'review.hide': 'Review hidden',
  'review.publish': 'Review published again',
  'setting.save': 'Setting saved',
  'tax.export': 'Annual tax report exported',
  'tax.view': 'Tax details viewed',
};

/** What an audited action was done to, in an operator's words; the log keeps its code. */
export const auditSubjectNames: Record<string, string> = {
  blog: 'Blog post',
  booking: 'Booking',
  cleaner: 'Cleaner',
  comment: 'Comment',
  contractor: 'Cleaner',
  coupon: 'Coupon',
  email: 'E-mail',
  faq: 'FAQ entry',
  label: 'Label',
  operator: 'Operator',
  review: 'Review',
  setting: 'Setting',
  taxYear: 'Tax year',
};
