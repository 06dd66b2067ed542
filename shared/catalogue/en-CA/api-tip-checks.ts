/**
 * What the API says when a tip's card asks for the bank's check, 3-D Secure (decision 131): the
 * tip waits for the customer's answer at the panel, nothing charged meanwhile.
 */

/** Refusals (4xx). */
export const tipCheckRefusals = {
  noCheckWaiting:
    'No bank check is waiting for a tip of {amount} on this booking. Please choose your tip again.',
};

/** Answers (200). */
export const tipCheckAnswers = {
  bankCheck: 'Your bank wants to confirm this tip of {amount}. Nothing is charged until it does.',
};
