/** The language switcher, the offer of the French site and an account's language (decision 103). */

export const languageLabels = {
  /** The switcher's link to the same page in the other language, named in that language. */
  OTHER_LANGUAGE: 'Français',
  /** The profile's choice of language: what e-mails and notifications are written in. */
  PROFILE_LANGUAGE: 'Language',
  PROFILE_LANGUAGE_HINT: 'Your e-mails and notifications are written in this language.',
  ENGLISH: 'English',
  FRENCH: 'Français',
  LANGUAGE_SAVED: 'Your language is saved.',
};

/**
 * The banner offering the French pages to a browser that prefers French, on an English page: in
 * French in both catalogues, since it speaks to a French reader.
 */
export const frenchOfferLabels = {
  OFFER: 'Ce site est aussi offert en français.',
  SHOW_IN_FRENCH: 'Afficher en français',
  CLOSE: 'Fermer',
};
