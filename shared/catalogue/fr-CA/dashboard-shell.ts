import type * as english from '../en-CA/dashboard-shell.ts';
import type { Translation } from '../translation.ts';

/** Side navigation and top bar of the dashboard shell, on every dashboard screen. */
export const dashboardShellLabels: Translation<typeof english.dashboardShellLabels> = {
  NAV_DASHBOARD: 'Tableau de bord',
  NAV_PROFILE: 'Profil',
  NAV_BOOKING: 'Réservations',
  NAV_JOBS: 'Tâches',
  NAV_WORKING_HOURS: 'Heures de travail',
  NAV_PAY_STATEMENTS: 'Relevés de paie',
  NAV_NOTIFICATION: 'Avis',
  NAV_REVIEWS: 'Évaluations',
  NAV_LOGOUT: 'Se déconnecter',
  GREETING: 'Bonjour, {name}',
};
