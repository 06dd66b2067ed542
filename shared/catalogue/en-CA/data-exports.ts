/**
 * A person's download of their data (issue 44, decision 138): what the API says, the e-mail and
 * notification, the profile's "Your data" section, the link's page, and the words of the
 * archive's readable page (index.html), written in the person's language.
 */

/** Refusals (4xx). */
export const dataExportRefusals = {
  peopleOnly: 'Downloading your data is for customers and cleaners.',
  oncePerDay:
    'You asked for your data less than a day ago. You can ask again from {moment}; the archive you asked for stays available until its link expires.',
  stillBuilding:
    'Your archive is still being prepared. We will e-mail you as soon as it is ready, usually within a few minutes.',
  oneOfTokenOrId: 'Please give either the link’s token or the archive’s number.',
  notFound:
    'This download link is not valid for your account. Please sign in as the person who asked for the archive, or ask for a new one from your profile.',
  expired:
    'This download link has expired. You can ask for a new archive of your data from your profile.',
};

/** Answers (200, 201). */
export const dataExportAnswers = {
  list: 'Your data archives.',
  requested: 'We are preparing your archive. We will e-mail you a link as soon as it is ready.',
};

/** The e-mail and the in-app notice sent when the archive is ready. */
export const dataExportReadyMail = {
  subject: 'Your MapleShine data is ready to download',
  body: `Hello,

The archive of your data that you asked for on {requested} is ready:

{link}

Sign in as yourself to download it: the link works for your account only, until {expires}. The archive holds a file for computers (data.json) and a page you can read (index.html).

If you did not ask for it, please change your password and tell us at support@mapleshine.ca.

The MapleShine team`,
};

export const dataExportReadyNotice = {
  title: 'Your data is ready to download',
  message:
    'Your archive is ready until {expires}. Open your profile, under “Your data”, to download it.',
};

/** The profile's "Your data" section and the page of the e-mail's link. */
export const dataExportScreen = {
  HEADING: 'Your data',
  EXPLANATION:
    'Download a copy of everything MapleShine holds about you: your profile, addresses and access notes, bookings and payments, reviews, messages, e-mails, consents and sign-ins (and, for cleaners, your hours, jobs, pay and statements). We prepare it in the background and e-mail you a link; it works for 7 days, for you only. You can ask once a day.',
  REQUEST: 'Download my data',
  REQUESTING: 'Asking…',
  BUILDING: 'Your archive is being prepared. We will e-mail you when it is ready.',
  READY: 'Your archive is ready until {expires}.',
  DOWNLOAD: 'Download',
  DOWNLOADING: 'Downloading…',
  DOWNLOADED: 'Downloaded on {day}.',
  EXPIRED: 'Your last archive, asked for on {day}, has expired.',
  FAILED: 'We could not prepare your archive of {day}. Please ask again.',
  NEXT_REQUEST: 'You can ask for a new archive from {moment}.',
  LOADING: 'Loading your data archives',
  LINK_HEADING: 'Download your data',
  LINK_INTRO: 'Your archive of everything MapleShine holds about you.',
  LINK_DOWNLOADED: 'Your archive is downloading. Open index.html in it to read it.',
  BACK_TO_PROFILE: 'Go to your profile',
};

/** The archive's readable page (index.html). */
export const dataExportPage = {
  title: 'Your data at MapleShine',
  intro:
    'Everything MapleShine held about you on {generated}. The file data.json in this archive holds the same, for computers. Amounts are in Canadian dollars.',
  none: 'Nothing.',
  planDiscount: 'Regular cleaning discount ({percent})',
  yes: 'Yes',
  no: 'No',
  sections: {
    account: 'Account',
    customerProfile: 'Customer profile',
    cleanerProfile: 'Cleaner profile',
    addresses: 'Addresses and access notes',
    bookings: 'Bookings and their money',
    reviewsWritten: 'Reviews you wrote',
    comments: 'Blog comments',
    notifications: 'Notifications',
    emails: 'E-mails we sent you',
    consents: 'Consents to e-mails',
    sessions: 'Sign-ins (sessions)',
    dataExports: 'Your requests for your data',
    workingHours: 'Working hours',
    daysOff: 'Days off',
    jobs: 'Jobs',
    reviewsReceived: 'Reviews of your work',
    payoutAccount: 'Payout account',
    payoutItems: 'Payouts',
    backgroundChecks: 'Background checks',
    taxDetails: 'Tax details (masked)',
    payStatements: 'Weekly pay statements',
    kept: 'What we keep after you close your account, and why',
  },
  keptIntro:
    'When you close your account we erase or anonymise your personal data, except what the law requires us to keep, detached from you as far as the law allows:',
  keptYears: '{years, plural, one {# year} other {# years}}',
  keptWhileNeeded: 'As long as its reason lasts',
  fields: {
    email: 'E-mail',
    language: 'Language',
    createdAt: 'Created',
    activatedAt: 'Activated',
    firstName: 'First name',
    lastName: 'Last name',
    fullName: 'Full name',
    mobile: 'Mobile',
    address: 'Address',
    unit: 'Unit',
    city: 'City',
    postalCode: 'Postal code',
    province: 'Province or territory',
    country: 'Country',
    photo: 'Photo',
    status: 'Status',
    approvedAt: 'Approved',
    rejectedAt: 'Declined',
    rejectionReason: 'Reason given',
    pausedAt: 'Paused',
    pauseReason: 'Reason for the pause',
    backgroundCheckConsentAt: 'Consent to a background check',
    accessEntryCode: 'Entry code',
    accessParking: 'Parking',
    accessPets: 'Pets',
    accessOther: 'Other notes',
    bookingNo: 'Booking',
    service: 'Service',
    date: 'Day',
    window: 'Time',
    hours: 'Hours',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    contactName: 'Contact name',
    contactEmail: 'Contact e-mail',
    contactMobile: 'Contact mobile',
    cleanerFirstName: 'Cleaner',
    subtotalCents: 'Price before tax',
    discountCents: 'Discount',
    taxName: 'Tax',
    taxCents: 'Tax amount',
    totalCents: 'Total',
    paymentStatus: 'Payment',
    capturedAt: 'Charged',
    cancelledAt: 'Cancelled',
    completedAt: 'Completed',
    refunds: 'Refunds',
    cancellationFees: 'Cancellation fees',
    tips: 'Tips',
    receipts: 'Receipts and credit notes',
    amountCents: 'Amount',
    reason: 'Reason',
    number: 'Number',
    kind: 'Kind',
    issuedAt: 'Issued',
    cardLast4: 'Card ending',
    rating: 'Rating',
    body: 'Text',
    hidden: 'Hidden by moderation',
    blogTitle: 'Article',
    title: 'Title',
    message: 'Message',
    viewedAt: 'Read',
    subject: 'Subject',
    sentAt: 'Sent',
    topic: 'Topic',
    grantedAt: 'Given',
    grantedVia: 'Given from',
    grantedWording: 'Wording agreed to',
    withdrawnAt: 'Withdrawn',
    withdrawnVia: 'Withdrawn from',
    device: 'Device',
    lastSeenAt: 'Last seen',
    expiresAt: 'Expires',
    requestedAt: 'Asked for',
    readyAt: 'Ready',
    downloadedAt: 'Downloaded',
    weekday: 'Weekday',
    startsAt: 'From',
    endsAt: 'Until',
    firstDay: 'First day',
    lastDay: 'Last day',
    payCents: 'Pay',
    state: 'State',
    bankLast4: 'Bank account ending',
    payoutsEnabled: 'Payouts enabled',
    provider: 'Provider',
    checkedOn: 'Checked on',
    result: 'Result',
    expiresOn: 'Expires on',
    legalName: 'Legal name',
    birthYear: 'Year of birth',
    numberKind: 'Number kind',
    gstHstNumber: 'GST/HST number',
    savedAt: 'Saved',
    weekOf: 'Week of',
    jobs: 'Jobs',
    tipsCents: 'Tips',
    feesCents: 'Cancellation fees',
    earnedCents: 'Earned',
    paidOutCents: 'Paid out',
    toBePaidCents: 'Still to be paid',
    what: 'What',
    why: 'Why',
    keptFor: 'Kept for',
  },
};

/**
 * The archive page's words for codes no other screen names (data.json keeps the codes). Booking,
 * job, payment, plan and cleaner statuses are the app's own words (server/data-exports/
 * archive-codes.ts takes them from the booking page's and the console's catalogues).
 */
export const dataExportCodes = {
  exportStatus: {
    building: 'Being prepared',
    ready: 'Ready',
    failed: 'Failed',
    expired: 'Expired',
  },
  emailStatus: {
    pending: 'Waiting to be sent',
    sent: 'Sent',
    failed: 'Could not be sent',
  },
  documentKind: {
    receipt: 'Receipt',
    creditNote: 'Credit note',
  },
  payoutKind: {
    service: 'Cleaning',
    cancellationFee: 'Cancellation fee',
    tip: 'Tip',
  },
  payoutState: {
    pending: 'To be paid',
    sending: 'Being sent',
    sent: 'Sent',
    failed: 'Failed',
  },
  checkResult: {
    clear: 'Clear',
    notClear: 'Not clear',
  },
  consentTopic: {
    bookAgain: 'Reminders to book again',
    offers: 'Offers and news',
  },
  numberKind: {
    sin: 'Social insurance number',
    bn: 'Business number',
  },
  planEvent: {
    created: 'Started',
    paused: 'Paused',
    resumed: 'Resumed',
    skipped: 'Visit skipped',
    changed: 'Changed',
    ended: 'Ended',
    cleanerAccepted: 'Cleaner accepted',
    cleanerLeft: 'Cleaner left',
  },
  actor: {
    customer: 'You',
    operator: 'MapleShine',
    cleaner: 'The cleaner',
    scheduler: 'MapleShine (automatically)',
  },
};
