/**
 * Texts of the Quebec path (issue 41, decision 110): the payment step's terms block for a
 * Quebec service address, and the server's refusals of a payment without the French-first
 * record. The terms themselves are `quebec-terms.ts`.
 */

export const quebecTermsLabels = {
  HEADING: 'Terms for an address in Quebec',
  INTRO:
    'Your cleaning is in Quebec, so our terms are shown to you in French first. You may instead choose to be bound by the English version.',
  FRENCH_VERSION: 'French version',
  ENGLISH_VERSION: 'English version',
  ACCEPT_FRENCH: 'I have read and accept the terms (French version).',
  ACCEPT_ENGLISH: 'I have read and accept the terms (English version).',
};

export const quebecApiMessages = {
  TERMS_REQUIRED:
    'This cleaning is in Quebec: please read the terms, shown in French first, and accept them before paying.',
  TERMS_OTHER_BOOKING:
    'These terms were accepted for another booking. Please accept the terms of this booking before paying.',
  TERMS_OUTDATED:
    'Our terms have changed since they were shown to you. Please read them again and accept them before paying.',
};

/** A price's taxes each on a line where there are two (Quebec: GST and QST). */
export const taxLineLabels = {
  LINE: '{name} ({rate})',
  GST: 'GST',
  HST: 'HST',
  PST: 'PST',
  QST: 'QST',
};

/** The console's booking page: a Quebec booking's terms record. */
export const consoleTermsLabels = {
  TERMS: 'Terms (Quebec)',
  RECORD:
    'Shown in French first; bound by the {language} version of {version}, accepted {moment} from {ip}.',
  FRENCH: 'French',
  ENGLISH: 'English',
};
