import { vi } from 'vitest';

/**
 * Holds the answers of calls to `path` (sent at once) until the returned release is called, so a
 * test can read the state a screen shows while its call runs. The UI tests' API client looks
 * `fetch` up at each call (render-app.tsx), so this may be set after the app has rendered.
 */
export function holdAnswersOf(path: string): () => void {
  const realFetch = globalThis.fetch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    if (!request.url.endsWith(path)) return realFetch(request);
    const answer = await realFetch(request);
    await released;
    return answer;
  });
  return () => {
    release();
    spy.mockRestore();
  };
}
