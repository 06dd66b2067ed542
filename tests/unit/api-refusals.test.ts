import { describe, expect, it } from 'vitest';
import type { Middleware } from 'openapi-fetch';
import { ApiError, createApiClient, dataOf, type FailureWords } from '#src/api/client.ts';
import { envelopeOf } from '#src/api/envelope.ts';
import { shellLabels as frenchShellLabels } from '#shared/catalogue/fr-CA/site.ts';

// The web app's client reads a refusal in one place (decision 093): these answers stand in for the
// server's, so the reading is checked apart from any screen.
function answering(body: string, init: ResponseInit, failureWords?: () => FailureWords | null) {
  return createApiClient('http://mapleshine.test', {
    fetch: async () =>
      new Response(body, { headers: { 'content-type': 'application/json' }, ...init }),
    ...(failureWords ? { failureWords } : {}),
  });
}

/** The shell's French words, as the entry hands them over (src/app/shell/shell-texts.ts). */
const frenchWords: FailureWords = frenchShellLabels;

const cities = () => ({ body: {} });

describe("the web app's API client", () => {
  it('gives the data of a successful call', async () => {
    const client = answering(JSON.stringify({ code: 200, message: 'OK', data: [] }), {
      status: 200,
    });
    await expect(dataOf(client.POST('/api/city/get_all_data', cities()))).resolves.toEqual([]);
    await expect(envelopeOf(client.POST('/api/city/get_all_data', cities()))).resolves.toEqual({
      code: 200,
      message: 'OK',
      data: [],
    });
  });

  it("rejects a refused call with the server's sentence and status", async () => {
    const client = answering(
      JSON.stringify({ code: 409, message: 'This job has already been taken.' }),
      { status: 409, statusText: 'Conflict' },
    );
    const refusal = client.POST('/api/city/get_all_data', cities());
    await expect(refusal).rejects.toBeInstanceOf(ApiError);
    await expect(refusal).rejects.toMatchObject({
      status: 409,
      message: 'This job has already been taken.',
      unexplained: false,
    });
  });

  it('says a refusal without a sentence in the page’s words, not its English status text', async () => {
    let words: FailureWords | null = null;
    const proxyPage = () =>
      answering(
        '<html>Bad gateway</html>',
        { status: 502, statusText: 'Bad Gateway' },
        () => words,
      ).POST('/api/city/get_all_data', cities());
    // Before the shell's texts are in, the status text is all there is.
    await expect(proxyPage()).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
      unexplained: true,
    });
    words = frenchWords;
    await expect(proxyPage()).rejects.toMatchObject({
      status: 502,
      message: frenchWords.TRY_AGAIN_OR_CONTACT,
      unexplained: true,
    });
    // A JSON body with an empty sentence explains nothing either.
    const blank = answering(
      JSON.stringify({ code: 500, message: ' ' }),
      { status: 500 },
      () => words,
    );
    await expect(blank.POST('/api/city/get_all_data', cities())).rejects.toMatchObject({
      status: 500,
      message: frenchWords.TRY_AGAIN_OR_CONTACT,
      unexplained: true,
    });
  });

  it('lets a middleware added later see a 401 before the call rejects', async () => {
    const client = answering(JSON.stringify({ code: 401, message: 'Please log in.' }), {
      status: 401,
      statusText: 'Unauthorized',
    });
    const seen: number[] = [];
    const watch: Middleware = {
      onResponse({ response }) {
        seen.push(response.status);
        return undefined;
      },
    };
    client.use(watch);
    await expect(client.POST('/api/city/get_all_data', cities())).rejects.toMatchObject({
      status: 401,
      message: 'Please log in.',
    });
    expect(seen).toEqual([401]);
  });

  it('says a call that got no answer in the page’s words once they are in, and leaves an aborted call alone', async () => {
    let words: FailureWords | null = null;
    const failing = (error: unknown) =>
      createApiClient('http://mapleshine.test', {
        fetch: () => Promise.reject(error),
        failureWords: () => words,
      });
    const noNetwork = new TypeError('Failed to fetch');
    // Before the shell's texts are in, the browser's error is all there is.
    await expect(failing(noNetwork).POST('/api/city/get_all_data', cities())).rejects.toBe(
      noNetwork,
    );
    words = frenchWords;
    const unanswered = failing(noNetwork).POST('/api/city/get_all_data', cities());
    await expect(unanswered).rejects.toBeInstanceOf(ApiError);
    await expect(unanswered).rejects.toMatchObject({
      status: 0,
      message: frenchWords.CHECK_CONNECTION,
    });
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    await expect(failing(aborted).POST('/api/city/get_all_data', cities())).rejects.toBe(aborted);
  });
});
