import type * as english from '../en-CA/api-jobs.ts';
import type { Translation } from '../translation.ts';

export const jobRefusals: Translation<typeof english.jobRefusals> = {
  notApproved: 'Votre candidature n’est pas encore approuvée.',
  jobNotFound: 'Contrat introuvable.',
  onlyPastJobsPaged:
    'Seuls les contrats terminés et annulés viennent page par page\u00a0: envoyez vCursor et iLimit sans eStatus, ou avec {completed} ou {cancelled}.',
  cleanerPaused:
    'Votre compte est suspendu\u00a0: vous ne pouvez pas prendre de nouveaux contrats. Les contrats que vous avez acceptés restent les vôtres. Veuillez communiquer avec nous pour reprendre.',
  contractorsOnly: 'Cette fonction est réservée aux entrepreneurs.',
  doubleBooked: 'Vous avez déjà un contrat à cette heure-là.',
  noPayRate: 'La rémunération de ce contrat n’est pas encore fixée. Veuillez réessayer plus tard.',
  outsideHours:
    'Ce contrat est en dehors de vos heures de travail. Modifiez vos heures pour le prendre.',
  dayOff: 'Ce contrat tombe un de vos jours de congé. Modifiez vos jours de congé pour le prendre.',
  overCap:
    'Vous avez déjà autant de contrats ce jour-là que votre limite quotidienne. Modifiez votre limite pour le prendre.',
  startFrom: 'Vous pourrez commencer ce contrat à partir du {moment}.',
  completeTooEarly: 'Ce contrat ne peut pas encore être terminé.',
  completeFrom: 'Vous pourrez terminer ce contrat à partir du {moment}.',
  handBackCap:
    'Vous avez rendu {max} contrats au cours des dernières 24 heures, le maximum permis. Vous pourrez rendre un autre contrat à partir du {moment}. Si vous ne pouvez pas faire celui-ci, veuillez communiquer avec nous.',
  contractorNotFound: 'Entrepreneur introuvable.',
};

export const workingHoursRefusals: Translation<typeof english.workingHoursRefusals> = {
  weekday: 'Veuillez choisir un jour de la semaine.',
  from: 'Veuillez choisir une heure de début.',
  until: 'Veuillez choisir une heure de fin.',
  earliest: 'Veuillez choisir un début à 6 h ou plus tard.',
  latest: 'Veuillez choisir une fin à 23 h ou plus tôt.',
  order: 'Veuillez choisir un début avant la fin.',
  overlap: 'Deux plages du {day} se chevauchent.',
  cap: 'Veuillez choisir entre 1 et 6 contrats par jour.',
  dayOffFrom: 'Veuillez choisir le premier jour de congé.',
  dayOffUntil: 'Veuillez choisir le dernier jour de congé.',
  dayOffOrder: 'Un congé ne peut pas finir avant de commencer.',
};

export const weekdayNames: Translation<typeof english.weekdayNames> = {
  sunday: 'dimanche',
  monday: 'lundi',
  tuesday: 'mardi',
  wednesday: 'mercredi',
  thursday: 'jeudi',
  friday: 'vendredi',
  saturday: 'samedi',
  oneDay: 'même jour',
};

export const hoursConflicts: Translation<typeof english.hoursConflicts> = {
  job: '{service} du {day} à {time}',
  dayOff: '{job}\u00a0: ce jour est l’un de vos congés. La tâche reste la vôtre.',
  outsideHours: '{job}\u00a0: en dehors de vos heures de travail. La tâche reste la vôtre.',
  overDailyCap:
    '{job}\u00a0: au-delà de votre limite de {cap, plural, one {# tâche} other {# tâches}} ce jour-là. La tâche reste la vôtre.',
};

export const jobAnswers: Translation<typeof english.jobAnswers> = {
  jobAccepted: 'Contrat accepté.',
  jobDeclined: 'Contrat refusé. Il ne vous sera plus présenté.',
  jobHandedBack: 'Contrat rendu.',
  jobStarted: 'Contrat commencé.',
  jobCompleted: 'Contrat terminé.',
  hoursSaved: 'Vos heures de travail sont enregistrées.',
};
