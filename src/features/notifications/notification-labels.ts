/** The page's texts (slug `notification`), from shared/labels. */
import { notificationLabels } from '#shared/labels/dashboard.ts';

export { notificationLabels as notificationLabelDefaults };

export type NotificationLabels = typeof notificationLabels;
