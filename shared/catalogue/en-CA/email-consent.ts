/**
 * Promotional e-mail only with consent (issue 44, decision 142; Canada's anti-spam law, CASL):
 * the wordings a person agrees to, recorded with their consent exactly as shown, the profile's
 * e-mail preferences and the public unsubscribe page.
 */

/** What a person agrees to; `email_consents.granted_wording` keeps the one they were shown. */
export const consentWordings = {
  registration:
    'Send me reminders to book again and MapleShine offers by e-mail. You can unsubscribe at any time.',
  bookAgain:
    'E-mail me a reminder to book again a few weeks after a cleaning. You can unsubscribe at any time.',
  offers: 'E-mail me MapleShine offers and news. You can unsubscribe at any time.',
};

/** The profile's section. */
export const emailPreferencesTexts = {
  HEADING: 'E-mail preferences',
  ALWAYS_SENT:
    'E-mails about your bookings, your receipts and the security of your account are always sent.',
  BOOK_AGAIN_LABEL: 'Reminders to book again',
  OFFERS_LABEL: 'Offers and news',
  LOADING: 'Loading your e-mail preferences…',
  LOAD_FAILED: 'Your e-mail preferences could not be loaded. Please reload the page.',
  SAVE_FAILED: 'Your choice could not be saved. Please try again.',
};

/** /unsubscribe?k=…&t=…: the link of every promotional e-mail, without signing in. */
export const unsubscribeTexts = {
  HEADING: 'Unsubscribe',
  DONE_HEADING: 'You are unsubscribed',
  TOPIC_BOOK_AGAIN: 'reminders to book again',
  TOPIC_OFFERS: 'MapleShine offers and news',
  INTRO: 'Press Unsubscribe and MapleShine will stop sending you {topic} by e-mail.',
  UNSUBSCRIBE: 'Unsubscribe',
  UNSUBSCRIBE_ALL: 'Unsubscribe from all promotional e-mails',
  DONE: 'MapleShine will not send you {topic} by e-mail any more.',
  DONE_ALL: 'MapleShine will not send you any reminders, offers or news by e-mail any more.',
  STILL_SENT:
    'E-mails about your bookings, your receipts and the security of your account still arrive.',
  PROFILE_HINT: 'You can change all your e-mail preferences in your profile.',
  INCOMPLETE:
    'This unsubscribe link is incomplete. Please open the link of the e-mail again, or change your e-mail preferences in your profile.',
  FAILED: 'You could not be unsubscribed. Please try again.',
  BACK_HOME: 'Back to the home page',
};
