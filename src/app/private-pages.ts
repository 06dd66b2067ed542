import { accountPages } from './account-pages.ts';
import { activityPages } from './activity-pages.ts';
import type { PrivatePath } from './private-paths.ts';
import type { PageLoad } from './account-pages.ts';

/** Each signed-in page's code, by its address in private-paths.ts (decision 162). */
export const privatePages: Record<PrivatePath, PageLoad> = { ...accountPages, ...activityPages };
