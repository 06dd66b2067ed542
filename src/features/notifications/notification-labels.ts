/** The page's texts (slug `notification`), from shared/catalogue/<locale>/dashboard.ts. */
import type { notificationLabels } from '#shared/catalogue/en-CA/dashboard.ts';

export type NotificationLabels = typeof notificationLabels;
