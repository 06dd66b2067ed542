import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchInOwnTask } from '#src/api/fetch-in-own-task.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the web app's fetch", () => {
  it('asks for the request in a later task, with what it was given, and answers its response', async () => {
    vi.useFakeTimers();
    const response = new Response('{"ok":true}');
    const browserFetch = vi.fn(() => Promise.resolve(response));
    vi.stubGlobal('fetch', browserFetch);
    const request = new Request('http://localhost/api/jobs', { method: 'POST', body: '{}' });

    const answer = fetchInOwnTask(request, { credentials: 'same-origin' });
    await Promise.resolve();
    expect(browserFetch).not.toHaveBeenCalled();

    await vi.runAllTimersAsync();
    expect(browserFetch).toHaveBeenCalledExactlyOnceWith(request, { credentials: 'same-origin' });
    await expect(answer).resolves.toBe(response);
  });

  it('rejects as the browser does when the request fails', async () => {
    const failure = new TypeError('Failed to fetch');
    vi.stubGlobal('fetch', () => Promise.reject(failure));
    await expect(fetchInOwnTask('http://localhost/api/jobs')).rejects.toBe(failure);
  });
});
