/** Read once: the first `Intl.DateTimeFormat` of a page loads its locale data (34 ms on Today). */
let known: string | undefined;

/**
 * The reader's own time zone, for moments that belong to no city (a notification's, a review's
 * date, a console log's): the browser's, and UTC where it cannot say (the server renders no
 * signed-in page). Asked for only where such a moment is written, so a page without one never
 * pays for it.
 */
export function readerZone(): string {
  known ??= zoneOfDevice();
  return known;
}

function zoneOfDevice(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
