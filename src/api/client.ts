import { createContext, useContext } from 'react';
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '#shared/api-schema.d.ts';
import { DEFAULT_LOCALE, LOCALE_HEADER, type Locale } from '#shared/i18n/locale.ts';

export type ApiClient = ReturnType<typeof createClient<paths>>;

/** The shell's sentences for a call that got no answer, and for an answer without a sentence. */
export type FailureWords = { CHECK_CONNECTION: string; TRY_AGAIN_OR_CONTACT: string };

/**
 * A 4xx/5xx answer: `message` is the server's sentence, shown to the user as is. An answer that
 * carried no sentence (a proxy's error page) is `unexplained`: its message is the client's own.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly unexplained = false,
  ) {
    super(message);
  }
}

/** The `message` of a refusal's `{ code, message }` body; null when it has none. */
async function refusalMessage(response: Response): Promise<string | null> {
  try {
    // Not JSON, or JSON that is not an object (`null` too), is an answer without a sentence.
    const { message } = JSON.parse(await response.text()) as { message?: unknown };
    return typeof message === 'string' && message.trim() !== '' ? message : null;
  } catch {
    return null;
  }
}

/**
 * The one place a refusal is read (decision 093): every 4xx/5xx answer rejects the call with an
 * ApiError carrying the server's sentence and status, so a call that resolves has its body.
 * openapi-fetch runs `onResponse` from the last middleware added to the first, so one added later
 * (the session watch of src/session/use-session-expiry.ts) still sees the 401 before this throws.
 * An answer without a sentence gets `unexplained()`, a sentence of the page's language, rather
 * than its status text ("Bad Gateway"), which is English, or empty over HTTP/2.
 */
function refusalsThrow(unexplained: () => string | null): Middleware {
  return {
    async onResponse({ response }) {
      if (response.ok) return undefined;
      const message = await refusalMessage(response);
      if (message !== null) throw new ApiError(response.status, message);
      throw new ApiError(response.status, unexplained() ?? response.statusText, true);
    },
  };
}

/**
 * A call that got no answer (no network, the server out of reach) rejects with an ApiError of
 * status 0 carrying `sentence()`, a sentence of the page's language, instead of the browser's own
 * words ("Failed to fetch", "Load failed"), which every screen would otherwise show as the
 * refusal. An aborted call (a query no longer needed) keeps its error; so does any failure while
 * the sentence is not yet loaded (null).
 */
function noAnswerThrows(sentence: () => string | null): Middleware {
  return {
    onError({ error }) {
      if (error instanceof DOMException && error.name === 'AbortError') return undefined;
      const said = sentence();
      return said === null ? undefined : new ApiError(0, said);
    },
  };
}

type ApiClientOptions = {
  /** The server's page renderer answers calls itself; tests record them. */
  fetch?: typeof globalThis.fetch;
  /** UI tests send a session cookie, which jsdom's fetch does not keep. */
  headers?: Record<string, string>;
  /** The page's language: the server answers its messages and content in it (decision 102). */
  locale?: Locale;
  /** What a failure the server did not explain says, in the page's language (null while not loaded). */
  failureWords?: () => FailureWords | null;
};

/**
 * In the browser the API is on the page's own origin; tests pass the server they started, and
 * the server's page renderer its own way of answering calls (`fetch`).
 */
export function createApiClient(
  baseUrl = '',
  { fetch, headers, locale = DEFAULT_LOCALE, failureWords = () => null }: ApiClientOptions = {},
) {
  const client = createClient<paths>({
    baseUrl,
    credentials: 'same-origin',
    ...(fetch ? { fetch } : {}),
    headers: { [LOCALE_HEADER]: locale, ...headers },
  });
  client.use(refusalsThrow(() => failureWords()?.TRY_AGAIN_OR_CONTACT ?? null));
  client.use(noAnswerThrows(() => failureWords()?.CHECK_CONNECTION ?? null));
  return client;
}

export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs <AppProviders>');
  return client;
}

/** An answered call as openapi-fetch gives it: no `error`, since refusalsThrow has thrown it. */
export type Answer<Body> = { data?: Body | undefined; response: Response };

/** An operation's `data`; a refusal rejects with an ApiError carrying the server's message. */
export async function dataOf<Data>(call: Promise<Answer<{ data: Data }>>): Promise<Data> {
  const { data, response } = await call;
  if (data) return data.data;
  // Only a success without a body gets here.
  throw new ApiError(response.status, response.statusText);
}
