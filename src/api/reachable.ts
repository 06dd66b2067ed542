import { ApiError } from './client.ts';

/** What a person reads when a call fails without the server's sentence, in the page's language. */
export type FailureSentences = {
  /** The call got no answer: no network, or the server could not be reached. */
  unreachable: string;
  /** An answer without a sentence (a proxy's error page, say). */
  failed: string;
};

/**
 * A call whose failure a person reads: a refusal keeps the server's sentence (an ApiError, spec
 * §4, §8, in the page's language since the server answers in it); a call that never got an answer
 * rejects with a sentence they can act on instead of the browser's own ("Failed to fetch"), and
 * an answer without a sentence with the caller's. Either way the machine that made the call shows
 * a sentence of the page's language, never its English fallback.
 */
export async function reachable<T>(call: Promise<T>, sentences: FailureSentences): Promise<T> {
  try {
    return await call;
  } catch (error) {
    // No answer: the browser's error, or the client's own sentence for it (status 0).
    if (!(error instanceof ApiError) || error.status === 0) {
      throw new ApiError(0, sentences.unreachable);
    }
    if (error.unexplained || error.message.trim() === '') {
      throw new ApiError(error.status, sentences.failed, true);
    }
    throw error;
  }
}

/**
 * What a screen with its own words for a failure shows: the server's sentence, or `own` when the
 * answer carried none (the client's general sentence is for screens without words of their own).
 */
export function sentenceOr(error: Error, own: string): string {
  const unexplained = error instanceof ApiError && error.unexplained;
  return unexplained || error.message.trim() === '' ? own : error.message;
}
