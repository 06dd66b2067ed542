/**
 * What the API answers an operator of the console: its refusals and the sentence that says a step
 * was done (decisions 104 and 114), said in the caller's language (server/domain/said.ts).
 */

/** Refusals (4xx). */
export const consoleRefusals = {
  applicationNotFound: 'No such application.',
  alreadyApproved: '{name} is already approved.',
  alreadyDecided:
    '{name} is already {status, select, approved {approved} rejected {rejected} other {decided}}.',
  bookingNotFound: 'Booking not found.',
  refundBeforeCapture: 'Only a completed booking that was charged can be refunded.',
  refundNothingLeft: 'This booking has been refunded in full.',
  refundUnavailable:
    'The payment service could not make the refund right now. Nothing was refunded; please try again.',
  /** `{amount}` is `12.34` in English (after its `$`), `12,34 $` in French. */
  refundTooLarge: 'The refund cannot be more than ${amount}, what is left of the charge.',
  refundReason: 'Please give a reason for the refund.',
  refundTooSmall: 'The refund must be at least $0.01.',
  cleanerNotFound: 'Cleaner not found.',
  onlyApprovedPause: 'Only an approved cleaner can be paused.',
  alreadyPaused: 'This cleaner is already paused.',
  notPaused: 'This cleaner is not paused.',
  commentNotFound: 'Comment not found.',
  commentAlreadyHidden: 'This comment is already hidden.',
  commentAlreadyShown: 'This comment is already shown.',
  faqNotFound: 'FAQ entry not found.',
  postNotFound: 'Blog post not found.',
  sameQuestion: 'Another FAQ entry already asks this question.',
  sameAddress: 'Another blog post already has this address.',
  selectService: 'Please select a service.',
  selectCategory: 'Please select a category.',
  emptyPost: 'Please write the post: nothing is left of it once unsafe HTML is removed.',
  noAddress: 'Please give the post an address with letters or digits.',
  couponNotFound: 'No such coupon.',
  couponAlreadyDisabled: '{code} is already disabled.',
  accountDisabled:
    'This operator account has been disabled. Please ask another MapleShine operator to enable it.',
  operatorNotFound: 'Operator not found.',
  cannotDisableSelf: 'You cannot disable yourself; another operator can.',
  lastActiveOperator: 'The last active operator cannot be disabled: nobody could use the console.',
  operatorAlreadyDisabled: '{email} is already disabled.',
  operatorNotDisabled: '{email} is not disabled.',
  invalidEmail: 'Invalid Email Format.',
  operatorTaken: '{email} already has an account; an operator needs an account of their own.',
  reviewNotFound: 'Review not found.',
  reviewAlreadyHidden: 'This review is already hidden.',
  reviewAlreadyPublished: 'This review is already published.',
  mailNotFound: 'No e-mail #{id}.',
  mailWasSent: 'E-mail #{id} was sent; only a failed e-mail can be sent again.',
  mailWaiting: 'E-mail #{id} is still waiting to be sent; only a failed e-mail can be sent again.',
  deadlineHours: 'Please enter whole hours from {min} to {max}.',
};

/**
 * The sentences of a coupon's rules (server/coupons/coupon-create.ts), shared by the console's
 * form and `npm run ops -- create-coupon`: `{option}` is the form's label (`couponFormNames`) or
 * the command's option (`--min`).
 */
export const couponRules = {
  code: 'The code must be 3 to 50 letters, digits, hyphens or underscores.',
  kind: 'The kind must be percent or fixed.',
  amount: 'The amount must be a positive number with at most two decimals.',
  percentOver100: 'A percent coupon cannot take more than 100%.',
  minimum: '{option} must be an amount in dollars, such as 100 or 99.50.',
  lastDay: '{option} must be a date (YYYY-MM-DD).',
  limit: '{option} must be a whole number of redemptions, 1 or more.',
  noCity: 'No city {city}.',
  pastLastDay: '{option} must not be in the past.',
  duplicate: 'A coupon with the code {code} already exists.',
  /** `{discount}` is `couponDiscount`, `{terms}` the `couponTerms` that apply, joined by commas. */
  created: 'Created {code}: {discount}, {terms}.',
};

/** A new coupon's discount in its "Created" sentence: `{rate}` is `10%`, `{amount}` `$15.00`. */
export const couponDiscount = {
  percent: '{rate} off',
  fixed: '{amount} off',
};

/** A new coupon's terms in its "Created" sentence. */
export const couponTerms = {
  inCity: 'in {city} only',
  everyCity: 'in every city',
  minimum: 'on {amount} or more',
  lastDay: 'until {day}',
  noEnd: 'with no end date',
  limit: 'for {count, plural, one {# redemption} other {# redemptions}}',
};

/** What the coupon rules call the console form's fields. */
export const couponFormNames = {
  min: 'The minimum subtotal',
  until: 'The last day',
  limit: 'The number of redemptions',
};

/** Successes' sentences. */
export const consoleAnswers = {
  mailRetried: 'E-mail #{id} to {address} will be sent again within a minute.',
  applicationApproved: 'Approved {name}; they have been e-mailed.',
  applicationRejected: 'Rejected {name}; they have been e-mailed the reason.',
  bookingCancelled: 'Booking cancelled for the customer.',
  jobHandedBack: 'Job handed back; it is open to other cleaners again.',
  bookingLinksEnded:
    'Every link to this booking’s page has stopped working; e-mails sent from now on carry a new one.',
  refundMade: 'Refund made.',
  bookingRulesSaved:
    'Saved. A customer is told {hours, plural, one {# hour} other {# hours}} before the start when no cleaner has accepted their booking.',
  cleanerPaused: 'The cleaner is paused: they see no open jobs until resumed.',
  cleanerResumed: 'The cleaner is resumed: they see open jobs again.',
  commentHidden: 'The comment is hidden from the blog.',
  commentShown: 'The comment shows on the blog again.',
  couponDisabled: 'Disabled {code}; it can no longer be used.',
  reviewHidden: 'The review is hidden from every public page.',
  reviewPublished: 'The review is published again.',
};
