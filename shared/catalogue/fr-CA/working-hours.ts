/*
 * The cleaner's working-hours screen (slug `working-hours`, issue 25) in French. `{city}` and
 * `{zone}` are completed by the page with the cleaner's city.
 */
import type * as english from '../en-CA/working-hours.ts';
import type { Translation } from '../translation.ts';
import { dashboardShellLabels } from './dashboard-shell.ts';

export const workingHoursLabels: Translation<typeof english.workingHoursLabels> = {
  ...dashboardShellLabels,
  HEADING: 'Heures de travail',
  SUBHEADING:
    'On offre un ménage aux clients seulement quand un(e) préposé(e) travaille à ce moment-là. Indiquez quand vous travaillez.',
  TIME_ZONE_NOTE: 'Les heures sont à l’heure de {city} ({zone}).',
  SUGGESTED_HEADING: 'Ces heures sont suggérées',
  SUGGESTED_TEXT:
    'Vous n’avez pas encore confirmé vos heures. Modifiez-les à votre goût (les modèles rapides vous aident), puis confirmez-les\u00a0: on n’offre aux clients que les heures où vous travaillez.',
  WEEK_HEADING: 'Votre semaine',
  PRESETS_LABEL: 'Modèles rapides',
  PRESET_WEEKDAYS: 'En semaine, de 9 h à 17 h',
  PRESET_EVENINGS: 'Soirs',
  PRESET_WEEKENDS: 'Fins de semaine',
  WORKS_THIS_DAY: 'Jour travaillé\u00a0: {day}',
  DAY_OFF: 'Congé',
  FROM_LABEL: 'De',
  UNTIL_LABEL: 'À',
  ADD_RANGE: 'Ajouter des heures',
  REMOVE_RANGE: 'Retirer',
  DAYS_OFF_HEADING: 'Congés',
  DAYS_OFF_HINT: 'Choisissez un jour, ou un premier et un dernier jour, puis ajoutez-les.',
  ADD_DAYS_OFF: 'Ajouter des congés',
  NO_DAYS_OFF: 'Aucun congé prévu.',
  DAILY_CAP_HEADING: 'Tâches par jour',
  DAILY_CAP_LABEL: 'Au plus ce nombre de tâches par jour',
  CONFLICTS_HEADING: 'Certaines de vos tâches tombent en dehors de ces heures',
  CONFLICTS_NOTE:
    'Les tâches acceptées restent les vôtres\u00a0: changer vos heures n’en retire jamais aucune.',
  CHECKING: 'Vérification de vos tâches…',
  SAVE: 'Enregistrer les heures',
  CONFIRM: 'Confirmer mes heures',
  SAVED_CONFLICTS_HEADING:
    'Enregistré. Ces tâches acceptées tombent en dehors de vos nouvelles heures',
  LOAD_ERROR: 'Vos heures de travail n’ont pas pu être chargées.',
  RETRY: 'Réessayer',
};

export const workingHoursTexts: Translation<typeof english.workingHoursTexts> = {
  LOADING: 'Chargement de vos heures de travail',
  SAVE_FAILED: 'Vos heures de travail n’ont pas pu être enregistrées.',
  FOR_CLEANERS:
    'Les heures de travail sont réservées aux préposé(e)s qui acceptent des tâches. Vos ménages se trouvent dans Mes réservations.',
  GO_TO_BOOKINGS: 'Aller à Mes réservations',
  WEEKDAYS: ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'],
  RANGE_FROM: '{day}, début{which}',
  RANGE_UNTIL: '{day}, fin{which}',
  RANGE_NUMBER: ' ({number})',
  REMOVE_RANGE_OF: '{label}\u00a0: {day}, de {from} à {until}',
  ADD_RANGE_ON: '{label} ({day})',
  PREVIOUS_MONTH: 'Mois précédent',
  NEXT_MONTH: 'Mois suivant',
  DAY_OFF_NAME: '{day}, congé',
  DAYS_OFF_RANGE: 'du {from} au {until}',
  ADD_DAYS_OFF_CHOSEN: '{label}\u00a0: {days}',
};
