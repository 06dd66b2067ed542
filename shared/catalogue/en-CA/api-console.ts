/**
 * What the API answers an operator of the console when it refuses a step (decision 104). Said
 * in the caller's language (server/domain/said.ts); the console's success sentences are not
 * here yet.
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
