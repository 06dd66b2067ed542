/**
 * Waits the spec fixes (§9), kept apart from the machines that use them: the web app's pages read
 * them without loading XState (the blog listing did, 13.7 kB gzip, for this one number).
 */

/** Toasts show 2000 ms (spec §9). */
export const TOAST_DELAY_MS = 2000;
