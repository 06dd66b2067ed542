import type { PageLoad } from './account-pages.ts';

/**
 * Signed-in pages of bookings, jobs and reviews, shown inside the dashboard layout. The router
 * mounts every path listed here.
 */
export const activityPages: Record<string, PageLoad> = {};
