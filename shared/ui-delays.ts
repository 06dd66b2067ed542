/**
 * Waits the spec fixes (§9), read by the form-submit machine and by the web app's pages, which
 * take them from here without loading XState (the blog listing did, 13.7 kB gzip, for this one
 * number).
 */

/** Toasts show 2000 ms (spec §9). */
export const TOAST_DELAY_MS = 2000;
