import type * as english from '../en-CA/join-us.ts';
import type { Translation } from '../translation.ts';

/** /join-us, la page qui invite les préposé(e)s au ménage à postuler, en français. */
export const joinUsLabels: Translation<typeof english.joinUsLabels> = {
  HERO_HEADING: 'Joignez-vous à MapleShine comme préposé(e) au ménage',
  HERO_SUBHEADING:
    'Gagnez jusqu’à 30 $ l’heure, choisissez vos travaux et soyez payé(e) dans les 48 heures suivant chaque quart terminé.',
  APPLY_NOW: 'Postuler',
  HOW_IT_WORKS_HEADING: 'Comment ça marche',
  STEP_1_TITLE: 'Postulez',
  STEP_1_TEXT: 'Remplissez une courte candidature avec votre ville, votre expérience et une photo.',
  STEP_2_TITLE: 'Vérification des antécédents',
  STEP_2_TEXT:
    'Consentez à une vérification des antécédents pour que la clientèle vous accueille en toute confiance.',
  STEP_3_TITLE: 'Faites-vous approuver',
  STEP_3_TEXT: 'Nous vous écrivons par courriel dès que votre candidature est approuvée.',
  STEP_4_TITLE: 'Acceptez des travaux et soyez payé(e)',
  STEP_4_TEXT:
    'Acceptez des travaux dans votre ville, commencez-les et terminez-les, et soyez payé(e) dans les 48 heures suivant chaque quart terminé.',
  BENEFITS_HEADING: 'Pourquoi les préposé(e)s au ménage choisissent MapleShine',
  BENEFIT_1_TITLE: 'Jusqu’à 30 $ l’heure',
  BENEFIT_1_TEXT:
    'Une rémunération horaire claire, avec les heures estimées affichées avant que vous acceptiez.',
  BENEFIT_2_TITLE: 'Paiement rapide',
  BENEFIT_2_TEXT: 'Payé(e) dans les 48 heures suivant chaque quart terminé.',
  BENEFIT_3_TITLE: 'Votre horaire',
  BENEFIT_3_TEXT: 'Acceptez les travaux qui vous conviennent et refusez les autres.',
  BENEFIT_4_TITLE: 'Ni argent comptant ni factures',
  BENEFIT_4_TEXT: 'La clientèle paie par carte avec MapleShine : vous n’avez rien à encaisser.',
  FAQ_HEADING: 'Questions des préposé(e)s au ménage',
  VIEW_ALL: 'Tout voir',
};
