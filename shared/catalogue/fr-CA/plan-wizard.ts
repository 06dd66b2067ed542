import type * as english from '../en-CA/plan-wizard.ts';
import type { Translation } from '../translation.ts';

export const planWizardTexts: Translation<typeof english.planWizardTexts> = {
  HEADING: 'Un ménage régulier',
  CHOICE_LABEL: 'À quelle fréquence',
  ONE_TIME: 'Une seule fois',
  EVERY:
    '{weeks, select, 1 {Chaque semaine} 2 {Toutes les 2 semaines} other {Toutes les 4 semaines}}',
  EVERY_SAVE:
    '{weeks, select, 1 {Chaque semaine} 2 {Toutes les 2 semaines} other {Toutes les 4 semaines}} · économisez {percent}',
  REPEATS:
    'Le même service, les mêmes pièces, extras et adresse, le même jour de la semaine et la même plage horaire reviennent au rythme choisi. Chaque visite est une réservation distincte, payée avec la carte enregistrée aujourd’hui et autorisée 24\u00a0heures avant la visite.',
  PER_VISIT: 'Prix par visite',
  DISCOUNT: 'Rabais de ménage régulier ({percent})',
  THEN_EVERY:
    'Ensuite {weeks, select, 1 {chaque semaine} 2 {toutes les 2 semaines} other {toutes les 4 semaines}}, le {weekday}, {window}\u00a0: {price} par visite, à partir du {next}.',
  CARD_SAVED:
    'Votre carte est enregistrée pour les visites suivantes\u00a0: chacune est autorisée 24\u00a0heures avant. Vous pouvez sauter une visite, suspendre ou arrêter le forfait à tout moment depuis votre tableau de bord.',
  THANK_YOU:
    'Votre ménage régulier est prévu\u00a0: {weeks, select, 1 {chaque semaine} 2 {toutes les 2 semaines} other {toutes les 4 semaines}}. Prochaine visite\u00a0: {next}.',
};
