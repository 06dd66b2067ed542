import type { lazyPage } from './lazy-page.ts';

export type PageLoad = ReturnType<typeof lazyPage>;

/**
 * Signed-in pages of the account area (dashboard, profile, addresses, password, notifications),
 * shown inside the dashboard layout. The router mounts every path listed here.
 */
export const accountPages: Record<string, PageLoad> = {};
