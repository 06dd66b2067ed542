import type * as english from '../en-CA/quebec.ts';
import type { Translation } from '../translation.ts';

export const quebecTermsLabels: Translation<typeof english.quebecTermsLabels> = {
  HEADING: 'Conditions pour une adresse au Québec',
  INTRO:
    'Votre ménage a lieu au Québec : nos conditions vous sont donc présentées d’abord en français. Vous pouvez plutôt choisir d’être lié·e par la version anglaise.',
  FRENCH_VERSION: 'Version française',
  ENGLISH_VERSION: 'Version anglaise',
  ACCEPT_FRENCH: 'J’ai lu les conditions et je les accepte (version française).',
  ACCEPT_ENGLISH: 'J’ai lu les conditions et je les accepte (version anglaise).',
};

export const quebecApiMessages: Translation<typeof english.quebecApiMessages> = {
  TERMS_REQUIRED:
    'Ce ménage a lieu au Québec : veuillez lire les conditions, présentées d’abord en français, et les accepter avant de payer.',
  TERMS_OTHER_BOOKING:
    'Ces conditions ont été acceptées pour une autre réservation. Veuillez accepter les conditions de cette réservation avant de payer.',
  TERMS_OUTDATED:
    'Nos conditions ont changé depuis qu’elles vous ont été présentées. Veuillez les relire et les accepter avant de payer.',
};

export const taxLineLabels: Translation<typeof english.taxLineLabels> = {
  LINE: '{name} ({rate})',
  GST: 'TPS',
  HST: 'TVH',
  PST: 'TVP',
  QST: 'TVQ',
};

export const consoleTermsLabels: Translation<typeof english.consoleTermsLabels> = {
  TERMS: 'Conditions (Québec)',
  RECORD:
    'Présentées d’abord en français ; la personne est liée par la version {language} du {version}, acceptée le {moment} depuis {ip}.',
  FRENCH: 'française',
  ENGLISH: 'anglaise',
};
