/** How long, at least, an answer that must not tell whether an address has an account takes. */
export const EVEN_ANSWER_MS = 300;

/**
 * Runs the work and answers no sooner than `floorMs` after it began, by the wall clock (not the
 * app's, which tests stop): an address with an account costs a few more writes than one without,
 * and a caller timing the answers would tell them apart (issue 38). A refusal is not held back:
 * it says nothing about the address.
 */
export async function evenAnswer<T>(floorMs: number, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  const left = floorMs - (performance.now() - started);
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  return result;
}
