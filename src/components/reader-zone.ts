/**
 * The reader's own time zone, for moments that belong to no city (a notification's, a review's
 * date): the browser's, and UTC where it cannot say (the server renders no signed-in page).
 */
export function readerZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
