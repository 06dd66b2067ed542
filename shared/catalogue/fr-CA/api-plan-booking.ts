import type * as english from '../en-CA/api-plan-booking.ts';
import type { Translation } from '../translation.ts';

export const planBookingRefusals: Translation<typeof english.planBookingRefusals> = {
  planFrequency:
    'Veuillez choisir une seule fois, chaque semaine, aux 2 semaines ou aux 4 semaines.',
  couponOnPlan:
    'Les coupons s’appliquent aux ménages ponctuels. Un ménage régulier a déjà son propre rabais sur chaque visite.',
  discountPercent: 'Le rabais d’un forfait doit être un pourcentage entier de {min} à {max}.',
  pauseWeeks: 'La pause la plus longue d’un forfait doit être de {min} à {max} semaines.',
};

export const planBookingAnswers: Translation<typeof english.planBookingAnswers> = {
  rulesSaved:
    'Règles de réservation enregistrées\u00a0: {hours} heures pour accepter; forfaits {weekly}\u00a0% chaque semaine, {every2}\u00a0% aux 2 semaines, {every4}\u00a0% aux 4 semaines; pauses jusqu’à {pause} semaines.',
};

export const planBookingTexts: Translation<typeof english.planBookingTexts> = {
  planStartedTitle: 'Ménage régulier',
  planInMail:
    'Ménage régulier\u00a0: {frequency}, le même ménage à la même heure. La prochaine visite est le {next}; chaque visite est une réservation à part, à {percent}\u00a0% de rabais, réservée sur votre carte enregistrée 24 heures avant.',
  holidayTitle: 'Une visite un jour férié',
  everyWeek: 'chaque semaine',
  every2Weeks: 'aux 2 semaines',
  every4Weeks: 'aux 4 semaines',
  planStarted:
    'Votre ménage régulier est prévu\u00a0: {frequency}, prochaine visite le {next}. Chaque visite est réservée sur votre carte enregistrée 24 heures avant.',
  holidayNotice:
    'Votre ménage régulier du {date} tombe un jour férié\u00a0: {holiday}. Ouvrez votre réservation pour la garder ou la sauter.',
  holidaySubject: 'Votre ménage du {date} tombe un jour férié\u00a0: {holiday}',
  holidayBody:
    'Bonjour {name},\n\nVotre ménage régulier du {date} tombe un jour férié\u00a0: {holiday}. Il est toujours réservé\u00a0: si vous préférez le sauter, ouvrez la page de votre réservation\u00a0:\n\n{link}\n\nL’équipe MapleShine',
};

export const planHolidays: Translation<typeof english.planHolidays> = {
  newYear: 'Jour de l’An',
  familyDay: 'Fête de la famille',
  louisRielDay: 'Journée Louis-Riel',
  goodFriday: 'Vendredi saint',
  victoriaDay: 'Fête de la Reine',
  patriotsDay: 'Journée nationale des patriotes',
  stJeanBaptiste: 'Fête nationale du Québec (Saint-Jean-Baptiste)',
  canadaDay: 'Fête du Canada',
  bcDay: 'Jour de la Colombie-Britannique',
  labourDay: 'Fête du Travail',
  truthAndReconciliation: 'Journée nationale de la vérité et de la réconciliation',
  thanksgiving: 'Action de grâce',
  remembranceDay: 'jour du Souvenir',
  christmas: 'Noël',
  boxingDay: 'lendemain de Noël',
};
