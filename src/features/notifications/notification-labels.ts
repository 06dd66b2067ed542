/** The page's texts (slug `notification`), from shared/catalogue/en-CA. */
import { notificationLabels } from '#shared/catalogue/en-CA/dashboard.ts';

export { notificationLabels as notificationLabelDefaults };

export type NotificationLabels = typeof notificationLabels;
