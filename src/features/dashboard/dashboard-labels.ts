/** The dashboard's texts (slug `dashboard`), from shared/catalogue/en-CA. */
import { dashboardLabels } from '#shared/catalogue/en-CA/dashboard.ts';

export { dashboardLabels as dashboardLabelDefaults };

export type DashboardLabels = typeof dashboardLabels;
