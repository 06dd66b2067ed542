/*
 * Changements des ménages réguliers (enjeu 45, décision 145) : ce que dit l’API des forfaits
 * d’un client et de leurs changements, et les mots du résumé et de l’historique d’un forfait.
 */
import type { Translation } from '../translation.ts';
import type * as en from '../en-CA/api-plan-changes.ts';

export const planChangeRefusals: Translation<typeof en.planChangeRefusals> = {
  notFound: 'Ce ménage régulier est introuvable.',
  visitNotFound: 'Cette visite ne fait pas partie des prochaines visites de ce ménage régulier.',
  visitStarted: 'Cette visite est commencée ou terminée : elle ne peut plus être sautée.',
  pauseTooLong: 'Un ménage régulier peut être mis en pause de 1 à {max} semaines à la fois.',
  pauseWeeksMissing: 'Veuillez choisir pour combien de semaines le mettre en pause.',
  nothingToChange: 'Veuillez choisir une nouvelle fréquence ou un nouveau jour.',
  feeChanged:
    'Ce changement coûte maintenant {fee} en frais d’annulation (c’était {shown} quand vous avez regardé). Rien n’a été changé : veuillez regarder de nouveau et confirmer.',
  planEnded: 'Ce ménage régulier est terminé : il ne peut plus changer.',
  notPaused: 'Ce ménage régulier n’est pas en pause.',
  alreadyPaused: 'Ce ménage régulier est déjà en pause.',
  skipRefused: 'Cette visite ne peut pas être sautée.',
  reasonRequired: 'Veuillez indiquer pourquoi le forfait est mis en pause.',
};

export const planChangeAnswers: Translation<typeof en.planChangeAnswers> = {
  plans: 'Vos ménages réguliers.',
  plan: 'Votre ménage régulier.',
  quote: 'Ce que coûte ce changement.',
  skipped: 'La visite est sautée.',
  paused: 'Votre ménage régulier est en pause jusqu’au {date}.',
  resumed: 'Votre ménage régulier reprend.',
  changed: 'Votre ménage régulier est modifié.',
  ended: 'Votre ménage régulier est terminé.',
  pausedByOperator: 'Le forfait est en pause.',
};

export const planWords: Translation<typeof en.planWords> = {
  every1: 'Chaque semaine le {weekday}',
  every2: 'Toutes les 2 semaines le {weekday}',
  every4: 'Toutes les 4 semaines le {weekday}',
  scheduled: 'Sur la carte enregistrée',
  held: 'Payée, en attente d’un préposé',
  assigned: 'Préposé assigné',
  inProgress: 'En cours',
  completed: 'Terminée',
  skipped: 'Sautée',
  cancelled: 'Annulée',
  whatSkip: 'Sauter cette visite l’annule; les visites suivantes restent telles quelles.',
  whatPause:
    'Une pause de {weeks, plural, one {# semaine} other {# semaines}} annule les visites jusqu’au {date}; le forfait reprend ensuite de lui-même.',
  whatChange:
    'À partir du {date} : {schedule}. Les visites déjà prévues qui ne correspondent plus sont annulées.',
  whatEnd:
    'Mettre fin au forfait annule toutes les prochaines visites; aucune autre visite n’est prévue.',
  byCustomer: 'Vous',
  byOperator: 'MapleShine',
  byCleaner: 'Votre préposé',
  byScheduler: 'MapleShine',
  created: 'A commencé le ménage régulier',
  skippedEvent: 'A sauté la visite du {date}',
  pausedEvent: 'En pause jusqu’au {date}',
  resumedEvent: 'A repris le ménage régulier',
  changedEvent: 'Changé pour : {schedule}',
  endedEvent: 'A mis fin au ménage régulier',
  cleanerAcceptedEvent: 'A accepté toutes les visites',
  cleanerLeftEvent: 'A cessé de faire ce ménage régulier',
  otherEvent: 'A modifié le ménage régulier',
  feeTaken: '{what} ({fee} en frais d’annulation)',
};
