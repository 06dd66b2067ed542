/** What the API says about e-mail consent and unsubscribing (issue 44, decision 142). */

/** Refusals (4xx). */
export const consentRefusals = {
  unknownLink:
    'This unsubscribe link is not valid, so nothing was changed. Please use the link of your latest e-mail, or change your e-mail preferences in your profile.',
};

/** Answers (200). */
export const consentAnswers = {
  preferences: 'Your e-mail preferences.',
  saved: 'Your e-mail preferences are saved.',
  unsubscribed: 'You are unsubscribed.',
};
