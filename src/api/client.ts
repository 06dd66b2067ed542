import { createContext, useContext } from 'react';
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '#shared/api-schema.d.ts';
import { DEFAULT_LOCALE, LOCALE_HEADER, type Locale } from '#shared/i18n/locale.ts';

export type ApiClient = ReturnType<typeof createClient<paths>>;

/** A 4xx/5xx answer: `message` is the server's sentence, shown to the user as is. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The `message` of a refusal's `{ code, message }` body; the status text when it has none. */
async function refusalMessage(response: Response): Promise<string> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return response.statusText;
  }
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string') return message;
  }
  return response.statusText;
}

/**
 * The one place a refusal is read (decision 093): every 4xx/5xx answer rejects the call with an
 * ApiError carrying the server's sentence and status, so a call that resolves has its body.
 * openapi-fetch runs `onResponse` from the last middleware added to the first, so one added later
 * (the session watch of src/session/use-session-expiry.ts) still sees the 401 before this throws.
 */
const refusalsThrow: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return undefined;
    throw new ApiError(response.status, await refusalMessage(response));
  },
};

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
  /** What a call that got no answer says, in the page's language (null while not loaded). */
  unreachable?: () => string | null;
};

/**
 * In the browser the API is on the page's own origin; tests pass the server they started, and
 * the server's page renderer its own way of answering calls (`fetch`).
 */
export function createApiClient(
  baseUrl = '',
  { fetch, headers, locale = DEFAULT_LOCALE, unreachable }: ApiClientOptions = {},
) {
  const client = createClient<paths>({
    baseUrl,
    credentials: 'same-origin',
    ...(fetch ? { fetch } : {}),
    headers: { [LOCALE_HEADER]: locale, ...headers },
  });
  client.use(refusalsThrow);
  if (unreachable) client.use(noAnswerThrows(unreachable));
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
