/** Today's date (YYYY-MM-DD) on a zone's wall clock: "today" is the cleaner's city's today. */
export function cityToday(now: Date, timeZone: string): string {
  try {
    // en-CA writes dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA').format(now);
  }
}
