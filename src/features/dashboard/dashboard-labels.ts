/** The dashboard's texts (slug `dashboard`), from shared/catalogue/<locale>/dashboard.ts. */
import type { dashboardLabels } from '#shared/catalogue/en-CA/dashboard.ts';

export type DashboardLabels = typeof dashboardLabels;
