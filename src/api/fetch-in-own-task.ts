/**
 * The browser's `fetch`, started in a task of its own. Asking for a request costs the main thread
 * a few milliseconds in Chromium, and a page's first calls all start in the one task where React
 * runs its effects: on the cleaner's job list that was 22 ms of one 56 ms task, which a phone
 * runs four times slower (issue 46). A call starts at most a few milliseconds later.
 */
export const fetchInOwnTask: typeof fetch = (input, init) =>
  new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => fetch(input, init));
