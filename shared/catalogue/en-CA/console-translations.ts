/**
 * The console's translation screens (decision 106): each text edited in English and French side by
 * side, the Missing French filter and count, and the Labels page.
 */
export const consoleTranslationLabels = {
  ENGLISH: 'English',
  FRENCH: 'French',
  MISSING_FRENCH: 'Missing French',
  MISSING_FRENCH_ONLY: 'Only what is missing French',
  MISSING_FRENCH_COUNT: '{count, plural, one {# text} other {# texts}} missing French',
  FRENCH_HINT: 'Left empty, the French site shows the English text.',
  IN_FRENCH: '{field} in French',
  LABELS_TAB: 'Labels',
  LABELS_HEADING: 'Labels',
  PAGE: 'Page',
  KEY: 'Key',
  TEXT: 'Text',
  EDIT_LABEL: 'Edit label {key} of {page}',
  LABEL_SEARCH: 'Key or text',
  EDIT: 'Edit',
};

/** The console's answers about translations: refusals and confirmations. */
export const FRENCH_FAQ_INCOMPLETE =
  'Please write both the French question and the French answer, or leave both empty.';
export const FRENCH_POST_INCOMPLETE =
  'Please write both the French title and the French post, or leave both empty.';
export const consoleTranslationMessages = {
  LABEL_SAVED: 'Label saved. The site shows it from now on.',
  LABEL_NOT_FOUND: 'Label not found.',
  NOT_A_MESSAGE:
    'The {language} text is not a well-formed message: check its braces, e.g. {example}.',
};
