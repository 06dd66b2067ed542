/*
 * Decision 160: the size of the Today screen's money skeletons, which both its loading state
 * (src/features/console/today/today-loading.tsx) and the server's shell of /admin
 * (server/http/today-shell.ts) draw, so that the two lay out the same. (The lists' and the days'
 * skeletons hold their empty line, hidden, so they are its size at any width and in either
 * language.)
 */

/** A money card's amount: one line of 28 px text at Mantine's line height (1.55), a bar inside. */
export const FIGURE_LINE_PX = 43.4;
export const FIGURE_BAR_PX = 28;
