/**
 * The sentence a rejected actor carries: an Error's or an API error body's `message`, or a plain
 * string (the web app's API calls reject with an Error carrying the server's sentence for a 4xx).
 * Null when there is none, so each machine can choose its own fallback; an error marked
 * `unexplained` (the web app's client for an answer without the server's sentence, whose message
 * is the shell's general one) counts as none, so the machine's own sentence (spec §8) wins.
 */
export function rejectionMessageOf(error: unknown): string | null {
  if (typeof error === 'string' && error) return error;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    if ('unexplained' in error && error.unexplained === true) return null;
    const { message } = error;
    if (typeof message === 'string' && message) return message;
  }
  return null;
}
