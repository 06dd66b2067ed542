/**
 * Labels per page slug (the first path segment of a route, 'home' for '/'): headings, field
 * labels, placeholders, buttons and short helper texts. Validation messages and toasts are not
 * labels; they are fixed texts in code. A text with `{name}`, `{window}` or `{amount}` is
 * completed by the page (the customer's or user's name, the confirmed cleaning window, the price
 * to pay).
 */

/** The four stages of the same-day booking block, shared by the home page and /book-now. */
const sameDayBookingLabels = {
  // Stage 1: contact form
  SAME_DAY_HEADING: 'find a same-day cleaner now',
  SAME_DAY_SUBHEADING:
    'Tell us how to reach you, then see who is available and what it costs in under a minute.',
  FULL_NAME_LABEL: 'Full Name',
  FULL_NAME_PLACEHOLDER: 'Enter your full name',
  EMAIL_LABEL: 'Email',
  EMAIL_PLACEHOLDER: 'you@example.ca',
  PHONE_LABEL: 'Phone',
  PHONE_PLACEHOLDER: '10-digit phone number',
  CONTINUE: 'Continue',
  PRIVACY_NOTE:
    'We use your details only to arrange your cleaning and keep you updated about it. See our Privacy Policy.',

  // Stage 2: details form
  DETAILS_HEADING: "{name}, you're almost there!",
  DETAILS_SUBHEADING: 'Tell us about your home and when you would like your cleaner to come.',
  RESIDENCE_TYPE_LABEL: 'Type of Residence',
  RESIDENCE_TYPE_PLACEHOLDER: 'Select residence type',
  BEDROOMS_LABEL: 'Bedrooms',
  BEDROOMS_PLACEHOLDER: 'Select bedrooms',
  BATHROOMS_LABEL: 'Bathrooms',
  BATHROOMS_PLACEHOLDER: 'Select bathrooms',
  SERVICE_LABEL: 'Service',
  SERVICE_PLACEHOLDER: 'Select a service',
  EXTRAS_LABEL: 'Extras',
  EXTRAS_PLACEHOLDER: 'Add extras (optional)',
  EXTRAS_HELP: 'Each extra adds time to your estimate.',
  CITY_LABEL: 'City',
  CITY_PLACEHOLDER: 'Select your city',
  UNIT_LABEL: 'Apt/Unit',
  UNIT_PLACEHOLDER: 'e.g. Unit 1204 (optional)',
  ADDRESS_LABEL: 'Full Address',
  ADDRESS_PLACEHOLDER: 'Start typing your street address',
  POSTAL_CODE_LABEL: 'Postal Code',
  POSTAL_CODE_PLACEHOLDER: 'e.g. T5J 1W4',
  SAVED_ADDRESS_LABEL: 'Saved addresses',
  SAVED_ADDRESS_PLACEHOLDER: 'Choose one of your addresses',
  SAVE_ADDRESS_LABEL: 'Save this address to my address book',
  DATE_LABEL: 'Date',
  DATE_PLACEHOLDER: 'Select a date',
  FROM_TIME_LABEL: 'From',
  FROM_TIME_PLACEHOLDER: 'Start time',
  UNTIL_TIME_LABEL: 'Until',
  UNTIL_TIME_PLACEHOLDER: 'End time',
  TIME_WINDOW_HELP:
    'Your cleaner starts at the From time and finishes by the Until time, so leave enough time for the whole clean.',
  CHECK_AVAILABILITY: 'Check Availability',
  BACK: 'Back',

  // Stage 3: quote summary
  AVAILABILITY_SUCCESS_HEADING: 'Great news, a cleaner is available!',
  AVAILABILITY_SUCCESS_TEXT:
    'A cleaner can come {window}. Review your quote and select Book Now to reserve it.',
  SUMMARY_HEADING: 'Your Cleaning Summary',
  CLEANING_WINDOW_LABEL: 'Cleaning Window',
  DATE_AND_ADDRESS_LABEL: 'Date & Address',
  SUMMARY_SERVICE_LABEL: 'Service',
  ADD_ONS_LABEL: 'Add-ons',
  NO_ADD_ONS: 'None',
  ESTIMATED_HOURS_LABEL: 'Estimated Hours',
  PRICE_PER_HOUR_LABEL: 'Price per Hour',
  TOTAL_PRICE_LABEL: 'Total Price',
  FINAL_PRICE_LABEL: 'Final Price',
  BOOK_NOW: 'Book Now',
  MODIFY: 'Modify',

  // The loaders between stages (their text is what a screen reader announces)
  CONTACT_LOADER: 'Setting up your booking…',
  AVAILABILITY_LOADER: 'A cleaner is available! Preparing your quote…',
  BOOKING_LOADER: 'Reserving your cleaning…',

  // Stage 4: payment form
  PAYMENT_HEADING: 'Payment Details',
  PAYMENT_SUBHEADING: 'Your card is only charged once your cleaning is complete.',
  CARDHOLDER_NAME_LABEL: 'Cardholder Name',
  CARDHOLDER_NAME_PLACEHOLDER: 'Name as it appears on the card',
  CARD_LABEL: 'Card Details',
  TERMS_LABEL: 'I agree to the Terms and Conditions and the Privacy Policy.',
  HAVE_COUPON_LABEL: 'I have a coupon',
  COUPON_CODE_LABEL: 'Coupon Code',
  COUPON_CODE_PLACEHOLDER: 'Enter your coupon code',
  APPLY_COUPON: 'Apply',
  SUBTOTAL_LABEL: 'Subtotal',
  DISCOUNT_LABEL: 'Discount',
  TAX_LABEL: 'Tax',
  AMOUNT_DUE_LABEL: 'Total',
  PAY: 'Pay {amount}',
  CANCELLATION_NOTE:
    'Cancel before your cleaner starts and you pay nothing: any hold on your card is released.',
  SECURE_PAYMENT_NOTE:
    'Card details go straight to our secure payment provider; MapleShine never stores your card number.',
};

/** The blog listing, served at both /blog and /blogs. */
const blogListLabels = {
  BANNER_HEADING: 'Cleaning Tips & News',
  BANNER_SUBHEADING: 'Practical advice for moving day, deep cleans and everyday upkeep.',
  CATEGORIES_HEADING: 'Categories',
  POPULAR_BLOGS_HEADING: 'Popular Blogs',
  PREVIOUS: 'Previous',
  NEXT: 'Next',
  READ_MORE: 'READ MORE',
};

/** Side navigation and top bar of the dashboard shell, on every dashboard screen. */
const dashboardShellLabels = {
  NAV_DASHBOARD: 'Dashboard',
  NAV_PROFILE: 'Profile',
  NAV_BOOKING: 'Booking',
  NAV_JOBS: 'Jobs',
  NAV_NOTIFICATION: 'Notification',
  NAV_REVIEWS: 'Reviews',
  NAV_LOGOUT: 'Log out',
  GREETING: 'Hello, {name}',
};

/** Fields of the add-address and edit-address forms. */
const addressFormLabels = {
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
};

type HiringCity = {
  /** As it reads in a sentence: 'Edmonton', 'the Lower Mainland'. */
  inText: string;
  /** Neighbourhoods and nearby areas where jobs come from. */
  areas: string;
  /** One sentence about the local work. */
  local: string;
};

/** A house-cleaner-jobs-<city> page: banner, overview, six why-join cards, requirements. */
function hiringPageLabels(city: HiringCity): Record<string, string> {
  return {
    BANNER_HEADING: `House Cleaner Jobs in ${city.inText}`,
    BANNER_SUBHEADING: `Earn up to $30 per hour cleaning homes in ${city.inText}, and get paid within 48 hours of each completed shift.`,
    APPLY_NOW: 'Apply Now',
    OVERVIEW_HEADING: 'Job Overview',
    OVERVIEW_TEXT: `MapleShine connects customers in ${city.inText} with vetted, background-checked cleaners for one-time move-out and move-in, deep, post-event, routine and commercial cleans. ${city.local} As an independent contractor you choose the jobs you accept, and every job shows the address, time window, service, estimated hours and extras before you commit.`,
    WHY_JOIN_HEADING: `Why Clean with MapleShine in ${city.inText}`,
    WHY_JOIN_1_TITLE: 'Earn up to $30 per hour',
    WHY_JOIN_1_TEXT:
      'Clear hourly earnings on every job you complete, with the estimated hours shown before you accept.',
    WHY_JOIN_2_TITLE: 'Paid within 48 hours',
    WHY_JOIN_2_TEXT:
      'You are paid within 48 hours of each completed shift, so you never wait for a monthly pay run.',
    WHY_JOIN_3_TITLE: 'Choose your own jobs',
    WHY_JOIN_3_TEXT:
      'Accept the jobs that fit your schedule and turn down the rest. You decide when and how much you work.',
    WHY_JOIN_4_TITLE: 'Work close to home',
    WHY_JOIN_4_TEXT: `Jobs come from homes and businesses across ${city.areas}, so you spend less time travelling.`,
    WHY_JOIN_5_TITLE: 'No cash, no invoices',
    WHY_JOIN_5_TEXT:
      'Customers book and pay by card through MapleShine, so there is no cash to collect and no invoice to chase.',
    WHY_JOIN_6_TITLE: 'All the details up front',
    WHY_JOIN_6_TEXT:
      "Address, customer contact, service, extras and time window are in your Jobs page before you head out, and you can't be booked for two overlapping jobs.",
    REQUIREMENTS_HEADING: 'What You Need',
    REQUIREMENT_1: 'Consent to a background check',
    REQUIREMENT_2: 'Your own standard cleaning supplies and equipment',
    REQUIREMENT_3: `A way to travel to jobs across ${city.inText}`,
    REQUIREMENT_4: 'A smartphone to accept, start and complete jobs',
    CLOSING_HEADING: 'Ready to start?',
    CLOSING_TEXT:
      'The application takes about five minutes. Once your background check clears and you are approved, you can accept your first job.',
  };
}

export const labelSeed: Record<string, Record<string, string>> = {
  home: {
    BANNER_HEADING: 'A spotless home, booked in a minute',
    BANNER_SUBHEADING:
      'Vetted, background-checked cleaners in eight Canadian cities. Upfront prices, same-day or next-day visits, no contract.',
    ...sameDayBookingLabels,
    SERVICES_HEADING: 'Our Services',
    SERVICES_SUBHEADING:
      'One-time cleans for every moment: moving day, a deep reset, after the party.',
    VIEW_ALL: 'View All',
    READ_MORE: 'READ MORE',
    ABOUT_HEADING: 'About MapleShine',
    ABOUT_SUBHEADING: 'Cleaning you can trust, booked in minutes',
    ABOUT_TEXT:
      'MapleShine connects households and businesses in Edmonton, Calgary, the Lower Mainland, Winnipeg, Ottawa, Toronto, Mississauga and Brampton with independent cleaners who have been background-checked and approved by our team. You see your price before you book, your card is only charged when the job is done, and every booking is one-time with no contract.',
    ABOUT_POINT_1: 'Vetted, background-checked cleaners',
    ABOUT_POINT_2: 'Upfront pricing with tax shown by name',
    ABOUT_POINT_3: 'Card charged only when the job is complete',
    TESTIMONIALS_HEADING: 'What Our Customers Say',
    TESTIMONIALS_SUBHEADING: 'Real reviews from homes and businesses across Canada.',
    FAQ_HEADING: 'Frequently Asked Questions',
  },

  'book-now': {
    BANNER_HEADING: 'Book a Cleaning',
    BANNER_SUBHEADING:
      'Same-day or next-day cleaning from vetted, background-checked cleaners. One-time, no contract.',
    ...sameDayBookingLabels,
  },

  'thank-you': {
    HEADING: 'Thank you for your booking!',
    DESCRIPTION_ONE:
      "Your cleaning is booked. We've e-mailed your confirmation with the date, time window, address and total.",
    DESCRIPTION_TWO:
      'Your card is only charged once your cleaner completes the job. If your plans change, cancel before your cleaner starts and you pay nothing.',
    CONTINUE: 'Continue',
  },

  login: {
    HEADING: 'Welcome Back',
    SUBHEADING: 'Log in to manage your bookings or your jobs.',
    EMAIL_LABEL: 'Email',
    EMAIL_PLACEHOLDER: 'you@example.ca',
    PASSWORD_LABEL: 'Password',
    PASSWORD_PLACEHOLDER: 'Enter your password',
    FORGOT_PASSWORD: 'Forgot password?',
    LOGIN: 'Log In',
    NO_ACCOUNT: "Don't have an account?",
    REGISTER_LINK: 'Sign Up',
    CONTRACTOR_PROMPT: 'Want to clean with MapleShine?',
    CONTRACTOR_LINK: 'Apply to join',
  },

  register: {
    HEADING: 'Create Your Account',
    SUBHEADING: 'Book faster, keep your addresses in one place and track every booking.',
    FIRST_NAME_LABEL: 'First Name',
    FIRST_NAME_PLACEHOLDER: 'Enter your first name',
    LAST_NAME_LABEL: 'Last Name',
    LAST_NAME_PLACEHOLDER: 'Enter your last name',
    EMAIL_LABEL: 'Email',
    EMAIL_PLACEHOLDER: 'you@example.ca',
    PHONE_LABEL: 'Phone',
    PHONE_PLACEHOLDER: '10-digit phone number',
    PASSWORD_LABEL: 'Password',
    PASSWORD_PLACEHOLDER: 'At least 6 characters',
    CONFIRM_PASSWORD_LABEL: 'Confirm Password',
    CONFIRM_PASSWORD_PLACEHOLDER: 'Re-enter your password',
    TERMS_NOTE: 'By creating an account you agree to our Terms and Conditions and Privacy Policy.',
    REGISTER: 'Sign Up',
    HAVE_ACCOUNT: 'Already have an account?',
    LOGIN_LINK: 'Log In',
    CONTRACTOR_PROMPT: 'Looking for cleaning work?',
    CONTRACTOR_LINK: 'Apply as a cleaner',
  },

  'forgot-password': {
    HEADING: 'Forgot Your Password?',
    SUBHEADING:
      "Enter the e-mail address of your account and we'll send you a link to choose a new password.",
    EMAIL_LABEL: 'Email',
    EMAIL_PLACEHOLDER: 'you@example.ca',
    SUBMIT: 'Send Reset Link',
    LINK_HELP: 'The link works once and expires in 60 minutes.',
    BACK_TO_LOGIN: 'Back to Log In',
  },

  'reset-password': {
    HEADING: 'Choose a New Password',
    SUBHEADING: 'Use at least 6 characters, and avoid a password you use elsewhere.',
    NEW_PASSWORD_LABEL: 'New Password',
    NEW_PASSWORD_PLACEHOLDER: 'At least 6 characters',
    CONFIRM_PASSWORD_LABEL: 'Confirm New Password',
    CONFIRM_PASSWORD_PLACEHOLDER: 'Re-enter your new password',
    SUBMIT: 'Reset Password',
    BACK_TO_LOGIN: 'Back to Log In',
    LINK_USED_HEADING: 'This Reset Link Was Used or Has Expired',
    LINK_USED_TEXT:
      'A reset link works only once, and only for a while. Ask for a new one and we will e-mail it to you.',
    NEW_LINK: 'Send Me a New Link',
  },

  'success-registration': {
    HEADING: 'Thanks for signing up!',
    TEXT: "We've sent an activation link to your e-mail. Open it to activate your account; the link works once and expires in 7 days.",
    HINT: "Can't find it? Check your spam or junk folder.",
    BACK_HOME: 'Back to Home',
  },

  'account-activation': {
    HEADING: 'Activating Your Account',
    TEXT: 'Please wait a moment while we confirm your e-mail address.',
    ALREADY_ACTIVE_HEADING: 'Your Account Is Already Active',
    INVALID_HEADING: 'This Activation Link Cannot Be Used',
    LOGIN: 'Log In',
    BACK_HOME: 'Back to Home',
  },

  'account-verified': {
    HEADING: 'Your Account Is Verified',
    TEXT: 'Thanks for confirming your e-mail address. You can now log in to book cleanings and manage them from your dashboard.',
    LOGIN: 'Log In',
  },

  'success-reset-password': {
    HEADING: 'Password Reset',
    TEXT: 'Your password has been changed. Log in with your new password to continue.',
    LOGIN: 'Log In',
  },

  'change-password': {
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
  },

  'contact-us': {
    BANNER_HEADING: 'Contact Us',
    BANNER_SUBHEADING:
      "Questions about a booking, a job or anything else? Send us a message and we'll get back to you.",
    FORM_HEADING: 'Send Us a Message',
    FULL_NAME_LABEL: 'Full Name',
    FULL_NAME_PLACEHOLDER: 'Enter your full name',
    EMAIL_LABEL: 'Email',
    EMAIL_PLACEHOLDER: 'you@example.ca',
    PHONE_LABEL: 'Phone',
    PHONE_PLACEHOLDER: '10-digit phone number',
    MESSAGE_LABEL: 'Message',
    MESSAGE_PLACEHOLDER: 'How can we help? Include your booking number if you have one.',
    SUBMIT: 'Send Message',
    CONTACT_INFO_HEADING: 'Get in Touch',
    EMAIL_US: 'Email Us',
    CALL_US: 'Call Us',
    SERVICE_AREA_HEADING: 'Where We Clean',
    SERVICE_AREA_TEXT:
      'Edmonton, Calgary, the Lower Mainland, Winnipeg, Ottawa, Toronto, Mississauga and Brampton.',
  },

  'about-us': {
    BANNER_HEADING: 'About Us',
    BANNER_SUBHEADING: 'A Canadian cleaning marketplace built on trust, clear prices and fair pay.',
    VALUES_HEADING: 'What We Stand For',
    VALUE_1_TITLE: 'Trust',
    VALUE_1_TEXT:
      'Every cleaner consents to a background check and is approved by our team before taking a job.',
    VALUE_2_TITLE: 'Clear prices',
    VALUE_2_TEXT:
      'You see the estimated hours, price per hour, tax and total before you pay, with no hidden fees.',
    VALUE_3_TITLE: 'No strings attached',
    VALUE_3_TEXT: 'Every booking is a one-time clean. No contract, no subscription.',
    VALUE_4_TITLE: 'Fair pay',
    VALUE_4_TEXT:
      'Cleaners earn up to $30 per hour and are paid within 48 hours of each completed shift.',
    CTA_HEADING: 'Ready for a cleaner home?',
    BOOK_NOW: 'Book Now',
    JOIN_US_HEADING: 'Want to clean with us?',
    JOIN_US: 'Join Us',
  },

  services: {
    BANNER_HEADING: 'Our Services',
    BANNER_SUBHEADING:
      'One-time cleans for every moment, each with a clear checklist and an upfront price.',
    READ_MORE: 'READ MORE',
    BOOK_NOW: 'Book Now',
  },

  commercial: {
    BANNER_HEADING: 'Commercial Cleaning',
    BANNER_SUBHEADING:
      'Offices, studios and small retail spaces cleaned before you open, with no contract.',
    INTRO_HEADING: 'A clean workplace, on your schedule',
    INTRO_TEXT:
      'Book a one-time commercial clean for an early-morning or evening window. Workstations and high-touch points are disinfected, kitchenettes and washrooms cleaned and restocked, garbage emptied, and floors vacuumed and mopped.',
    SPACES_HEADING: 'Spaces We Clean',
    SPACE_1: 'Offices and co-working spaces',
    SPACE_2: 'Studios and clinics',
    SPACE_3: 'Small retail stores',
    SPACE_4: 'Showrooms and reception areas',
    BOOKING_TIP:
      'When you book, choose "Office or Commercial Unit" as the residence type so your estimate fits your space.',
    BOOK_NOW: 'Book Now',
    CONTACT_HEADING: 'Have a larger space?',
    CONTACT_US: 'Contact Us',
  },

  careers: {
    BANNER_HEADING: 'Careers at MapleShine',
    BANNER_SUBHEADING:
      'Clean homes in your city, earn up to $30 per hour and get paid within 48 hours of each completed shift.',
    OPEN_POSITIONS_HEADING: 'House Cleaner Jobs by City',
    OPEN_POSITIONS_TEXT:
      'We are welcoming independent cleaners in all eight of our cities. Pick yours to learn more.',
    VIEW_JOB: 'View Job',
    APPLY_NOW: 'Apply Now',
  },

  'join-us': {
    HERO_HEADING: 'Join MapleShine as a Cleaner',
    HERO_SUBHEADING:
      'Earn up to $30 per hour, choose your own jobs and get paid within 48 hours of each completed shift.',
    APPLY_NOW: 'Apply Now',
    HOW_IT_WORKS_HEADING: 'How It Works',
    STEP_1_TITLE: 'Apply',
    STEP_1_TEXT: 'Fill in a short application with your city, experience and a photo.',
    STEP_2_TITLE: 'Background check',
    STEP_2_TEXT: 'Consent to a background check so customers can welcome you with confidence.',
    STEP_3_TITLE: 'Get approved',
    STEP_3_TEXT: 'We e-mail you as soon as your application is approved.',
    STEP_4_TITLE: 'Take jobs and get paid',
    STEP_4_TEXT:
      'Accept jobs in your city, start and complete them, and get paid within 48 hours of each completed shift.',
    BENEFITS_HEADING: 'Why Cleaners Choose MapleShine',
    BENEFIT_1_TITLE: 'Up to $30 per hour',
    BENEFIT_1_TEXT: 'Clear hourly earnings, with the estimated hours shown before you accept.',
    BENEFIT_2_TITLE: 'Fast pay',
    BENEFIT_2_TEXT: 'Paid within 48 hours of each completed shift.',
    BENEFIT_3_TITLE: 'Your schedule',
    BENEFIT_3_TEXT: 'Accept the jobs that suit you and turn down the rest.',
    BENEFIT_4_TITLE: 'No cash, no invoices',
    BENEFIT_4_TEXT: 'Customers pay by card through MapleShine, so there is nothing to collect.',
    FAQ_HEADING: 'Questions from Cleaners',
    VIEW_ALL: 'View All',
  },

  'contractor-application': {
    HEADING: 'Contractor Application',
    SUBHEADING:
      'Tell us about yourself. Once your background check clears and you are approved, you can start accepting jobs.',
    FULL_NAME_LABEL: 'Full Name',
    FULL_NAME_PLACEHOLDER: 'Enter your full name',
    EMAIL_LABEL: 'E-mail',
    EMAIL_PLACEHOLDER: 'you@example.ca',
    PHONE_LABEL: 'Phone',
    PHONE_PLACEHOLDER: '10-digit phone number',
    CITY_LABEL: 'City',
    CITY_PLACEHOLDER: 'Select the city you want to work in',
    EXPERIENCE_LABEL: 'Years of Experience',
    EXPERIENCE_PLACEHOLDER: 'Select your years of experience',
    PHOTO_LABEL: 'Photo',
    PHOTO_BUTTON: 'Upload Photo',
    PHOTO_HELP: 'A clear photo of your face as a .jpg, .jpeg or .png file, up to 5 MB.',
    PASSWORD_LABEL: 'Password',
    PASSWORD_PLACEHOLDER: 'At least 6 characters',
    PASSWORD_HELP: 'You will use your e-mail and this password to log in and see your jobs.',
    BACKGROUND_CHECK_LABEL:
      'I consent to a background check as part of my application to clean with MapleShine.',
    SUBMIT: 'Submit Application',
    HAVE_ACCOUNT: 'Already applied?',
    LOGIN_LINK: 'Log In',
  },

  'frequently-asked-questions': {
    BANNER_HEADING: 'Frequently Asked Questions',
    BANNER_SUBHEADING: 'Answers about booking, payment, and working with MapleShine.',
    CUSTOMER_TAB: 'For Customers',
    CONTRACTOR_TAB: 'For Cleaners',
    STILL_HAVE_QUESTIONS: 'Still have questions?',
    CONTACT_US: 'Contact Us',
  },

  blog: blogListLabels,

  blogs: blogListLabels,

  'blog-detail': {
    COMMENTS_HEADING: 'Comments',
    COMMENT_LABEL: 'Leave a Comment',
    COMMENT_PLACEHOLDER: 'Share your thoughts or your own tip (50 to 250 characters)',
    SUBMIT: 'Submit',
    LOGIN_TO_COMMENT: 'Log in as a customer to leave a comment.',
    LOGIN: 'Log In',
    RECENT_BLOGS_HEADING: 'Recent Blogs',
    BACK_TO_BLOG: 'Back to Blog',
  },

  dashboard: {
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
    RECENT_NOTIFICATIONS_HEADING: 'Recent Notifications',
    VIEW_ALL: 'View All',
    BOOK_NOW: 'Book Now',
  },

  profile: {
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
    EMPTY_ADDRESSES_TEXT: 'Save an address here and pick it when you book.',
  },

  'edit-profile': {
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
    NEW_PASSWORD_LABEL: 'New Password',
    NEW_PASSWORD_PLACEHOLDER: 'Leave blank to keep your current password',
    CONFIRM_PASSWORD_LABEL: 'Confirm New Password',
    CONFIRM_PASSWORD_PLACEHOLDER: 'Re-enter your new password',
    SAVE: 'Save Changes',
    CANCEL: 'Cancel',
  },

  'add-address': {
    ...dashboardShellLabels,
    HEADING: 'Add Address',
    ...addressFormLabels,
    SUBMIT: 'Save Address',
  },

  'edit-address': {
    ...dashboardShellLabels,
    HEADING: 'Edit Address',
    ...addressFormLabels,
    SUBMIT: 'Update Address',
  },

  booking: {
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
    BOOK_NOW: 'Book Now',
    EMPTY_TEXT: 'Your cleanings show here once you book one.',
  },

  jobs: {
    ...dashboardShellLabels,
    HEADING: 'Jobs',
    AVAILABLE_JOBS_TAB: 'Available Jobs',
    MY_JOBS_TAB: 'My Jobs',
    COMPLETED_JOBS_TAB: 'Completed',
    BOOKING_NO: 'Booking No.',
    CUSTOMER: 'Customer',
    DATE: 'Date',
    TIME: 'Time',
    SERVICE: 'Service',
    CITY: 'City',
    ESTIMATED_HOURS: 'Estimated Hours',
    STATUS: 'Status',
    ACTIONS: 'Actions',
    ACCEPT: 'Accept',
    REJECT: 'Reject',
    START: 'Start',
    COMPLETE: 'Complete',
    VIEW_DETAILS: 'View Details',
    PAY_NOTE: 'You are paid within 48 hours of each completed shift.',
    EMPTY_TEXT: 'Jobs show here as customers in your city book them.',
  },

  'job-details': {
    ...dashboardShellLabels,
    HEADING: 'Job Details',
    CUSTOMER_HEADING: 'Customer',
    BOOKING_NUMBER_LABEL: 'Booking Number',
    BOOKING_DATE_LABEL: 'Booking Date',
    CONTACT_DETAILS_HEADING: 'Contact Details',
    EMAIL_LABEL: 'Email',
    ADDRESS_LABEL: 'Address',
    CITY_LABEL: 'City',
    PHONE_LABEL: 'Phone',
    SERVICE_DETAILS_HEADING: 'Service Details',
    SERVICE_LABEL: 'Service',
    ESTIMATED_HOURS_LABEL: 'Estimated Hours',
    CLEANING_DATE_LABEL: 'Cleaning Date',
    FROM_LABEL: 'From',
    UNTIL_LABEL: 'Until',
    PAY_LABEL: 'Your Pay for This Job',
    EXTRAS_HEADING: 'Extras',
    NO_EXTRAS: 'No extras',
    ACCEPT: 'Accept',
    REJECT: 'Reject',
    START: 'Start',
    COMPLETE: 'Complete',
    BACK: 'Back to Jobs',
  },

  reviews: {
    ...dashboardShellLabels,
    HEADING: 'Reviews',
    CUSTOMER_SUBHEADING: 'The reviews you have written about your cleanings.',
    CONTRACTOR_SUBHEADING: 'What customers say about your work.',
    RATING_LABEL: 'Rating',
    CUSTOMER_EMPTY_TEXT: 'After a cleaning is completed, you can review it from your bookings.',
    CONTRACTOR_EMPTY_TEXT: 'Reviews of your completed jobs show here.',
  },

  'add-review': {
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
  },

  notification: {
    ...dashboardShellLabels,
    HEADING: 'Notifications',
    SUBHEADING: 'Updates about your bookings, jobs and account.',
    MARK_AS_READ: 'Mark as Read',
    NEW_BADGE: 'New',
    EMPTY_TEXT: 'We let you know here when a booking or job changes.',
  },

  'house-cleaner-jobs-edmonton': hiringPageLabels({
    inText: 'Edmonton',
    areas: 'Oliver, Downtown, Windermere, Summerside and Mill Woods',
    local:
      'Move-out and move-in cleans are in steady demand here, from downtown condos to family homes in the southwest.',
  }),
  'house-cleaner-jobs-calgary': hiringPageLabels({
    inText: 'Calgary',
    areas: 'the Beltline, Mission, Bridgeland, Tuscany and Mahogany',
    local:
      'Calgary customers book everything from inner-city condo cleans to deep cleans of suburban family homes.',
  }),
  'house-cleaner-jobs-lower-mainland': hiringPageLabels({
    inText: 'the Lower Mainland',
    areas: 'Vancouver, Burnaby, Richmond, Surrey and Coquitlam',
    local:
      'Across the Lower Mainland, jobs range from downtown Vancouver apartments to townhouses and basement suites in Surrey and Coquitlam.',
  }),
  'house-cleaner-jobs-winnipeg': hiringPageLabels({
    inText: 'Winnipeg',
    areas: 'Osborne Village, River Heights, St. Vital, Transcona and the Exchange District',
    local:
      'Winnipeg customers book routine and deep cleans year-round, with move-out cleans peaking around the end of each month.',
  }),
  'house-cleaner-jobs-ottawa': hiringPageLabels({
    inText: 'Ottawa',
    areas: 'Westboro, the Glebe, Centretown, Kanata and Orléans',
    local:
      "Ottawa's many rentals mean regular move-in and move-out work, alongside deep cleans and small office cleans.",
  }),
  'house-cleaner-jobs-toronto': hiringPageLabels({
    inText: 'Toronto',
    areas: 'the Annex, Leslieville, Liberty Village, North York and Etobicoke',
    local:
      'Toronto has the widest mix of jobs, from condo move-outs and post-event cleanups to early-morning studio and office cleans.',
  }),
  'house-cleaner-jobs-mississauga': hiringPageLabels({
    inText: 'Mississauga',
    areas: 'Port Credit, Streetsville, Erin Mills, Meadowvale and the City Centre',
    local:
      'Mississauga customers book deep and routine cleans for family homes and condos, plus move-in cleans for new buyers.',
  }),
  'house-cleaner-jobs-brampton': hiringPageLabels({
    inText: 'Brampton',
    areas: 'Springdale, Mount Pleasant, Bramalea, Heart Lake and Castlemore',
    local:
      'Brampton households book post-event cleanups after family gatherings and celebrations, as well as deep and move-in cleans.',
  }),

  'move-out-in-cleaning-edmonton': {
    HERO_HEADING: 'Move-In and Move-Out Cleaning in Edmonton',
    HERO_SUBHEADING:
      'Book a vetted, background-checked cleaner 24/7 for today or tomorrow. One-time, no contract, and an upfront price with no hidden fees.',
    BOOK_NOW: 'Book Now',
    ABOUT_HEADING: 'Edmonton Move Cleaning, Done Right',
    ABOUT_TEXT:
      'Whether you are handing back the keys to an Oliver apartment or settling into a new house in Summerside, MapleShine sends a vetted cleaner to get the place ready. Tell us about the home, pick your window and see your price before you pay; your card is only charged when the job is complete.',
    WHY_US_HEADING: 'Why Edmontonians Choose MapleShine',
    WHY_US_1_TITLE: 'Book 24/7',
    WHY_US_1_TEXT: 'Book online any time, day or night, in about a minute.',
    WHY_US_2_TITLE: 'Same-day or next-day',
    WHY_US_2_TEXT:
      'Moving on short notice? See right away whether a cleaner is free today or tomorrow.',
    WHY_US_3_TITLE: 'One-time, no contract',
    WHY_US_3_TEXT: 'Book the clean you need for your move, with nothing to sign up for.',
    WHY_US_4_TITLE: 'Upfront pricing',
    WHY_US_4_TEXT:
      'Estimated hours, price per hour, GST and total are shown before you pay. No hidden fees.',
    WHY_US_5_TITLE: 'Vetted and background-checked',
    WHY_US_5_TEXT: 'Every cleaner passes a background check and is approved before taking a job.',
    WHY_US_6_TITLE: 'Extras quoted up front',
    WHY_US_6_TEXT:
      'Add garbage removal, the balcony or the garage when you book and see the price straight away.',
    CHECKLIST_HEADING: 'Our Move-In/Move-Out Checklist',
    CHECKLIST_SUBHEADING: 'Everything your landlord, buyer or new home needs.',
    CHECKLIST_1_TITLE: 'Full kitchen clean',
    CHECKLIST_1_TEXT:
      'Counters, sink, appliance fronts and cabinet doors, plus inside the fridge, oven and cupboards if requested.',
    CHECKLIST_2_TITLE: 'Deep bathroom sanitization',
    CHECKLIST_2_TEXT: 'Toilets, tubs, showers, sinks, mirrors and fixtures scrubbed and sanitized.',
    CHECKLIST_3_TITLE: 'Baseboards, switches, doors, vents and walls',
    CHECKLIST_3_TEXT: 'Wiped down throughout the home to remove dust, fingerprints and grime.',
    CHECKLIST_4_TITLE: 'Interior windows',
    CHECKLIST_4_TEXT: 'Inside glass, frames and sills cleaned if requested.',
    CHECKLIST_5_TITLE: 'Dusting of all surfaces',
    CHECKLIST_5_TEXT: 'Shelves, ledges, closets, light fixtures and every reachable surface.',
    CHECKLIST_6_TITLE: 'Floors vacuumed and mopped',
    CHECKLIST_6_TEXT: 'Every room, including corners, closets and along the baseboards.',
    CHECKLIST_7_TITLE: 'Spot cleaning',
    CHECKLIST_7_TEXT: 'Scuffs, marks and buildup removed from walls, doors and trim.',
    COMMITMENT_HEADING: 'Our Commitment to You',
    COMMITMENT_1_TITLE: '24/7 Service',
    COMMITMENT_1_TEXT:
      'Book whenever it suits you, with start times from 12:00 AM to 11:00 PM, including same-day and next-day.',
    COMMITMENT_2_TITLE: 'One-Time Solution',
    COMMITMENT_2_TEXT:
      'A single clean for your move. No contract, no subscription, no follow-up fees.',
    COMMITMENT_3_TITLE: 'Professional and Vetted',
    COMMITMENT_3_TEXT:
      'Independent cleaners who have consented to a background check and been approved by our team.',
    COMMITMENT_4_TITLE: 'Transparent Pricing',
    COMMITMENT_4_TEXT:
      'Your quote shows every figure before you pay, and your card is charged only when the job is complete.',
    TESTIMONIALS_HEADING: 'What Edmonton Customers Say',
    BLOGS_HEADING: 'Moving and Cleaning Tips',
    READ_MORE: 'READ MORE',
    FAQ_HEADING: 'Frequently Asked Questions',
    FAQ_1_QUESTION: 'Can I book a move-out clean for today?',
    FAQ_2_QUESTION: 'Do you clean on weekends and holidays?',
    FAQ_3_QUESTION: 'How late at night can I book?',
    FAQ_4_QUESTION: 'How quickly can a cleaner get to my home?',
    FAQ_ANSWER:
      'You can book online 24/7, and same-day and next-day bookings are welcome any day of the week. Pick a start time from 12:00 AM to 11:00 PM and Check Availability tells you straight away whether an Edmonton cleaner is free for that window.',
    CLOSING_HEADING: 'Moving soon? Book your Edmonton clean today.',
    CLOSING_TEXT: 'Get an upfront price in about a minute and a vetted cleaner as soon as today.',
  },

  'page-not-found': {
    NOT_FOUND_HEADING: 'Page Not Found.',
    NOT_FOUND_TEXT: 'Sorry, the page you are looking for could not be found.',
    BACK_HOME: 'Back to home',
  },
};
