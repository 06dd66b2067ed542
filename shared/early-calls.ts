/*
 * Decision 157: the HTML of a booking's page from its e-mail and of the console's Today starts
 * those pages' first API calls itself (server/http/early-calls-script.ts), beside the download of
 * the app's code instead of after it has run. The app's API client adopts each answer once
 * (src/api/early-calls.ts). This is what the page's script leaves for the app.
 */

/** The window property the page's script leaves its calls under, and the app takes them from. */
export const EARLY_CALLS_GLOBAL = '__mapleshineEarlyCalls';

/** One call the page's script started: what it asked, exactly as the app's client asks it. */
export type EarlyCall = {
  /** The API's path, e.g. `/api/booking-link`. */
  path: string;
  /** The JSON body as sent. */
  body: string;
  /** The `x-mapleshine-locale` header it carried. */
  locale: string;
  response: Promise<Response>;
};

/** The calls, and the page's path when they were started: only a call made there adopts one. */
export type EarlyCalls = { at: string; calls: EarlyCall[] };
