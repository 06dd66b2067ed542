/** The dashboard's texts (slug `dashboard`), from shared/labels. */
import { dashboardLabels } from '#shared/labels/dashboard.ts';

export { dashboardLabels as dashboardLabelDefaults };

export type DashboardLabels = typeof dashboardLabels;
