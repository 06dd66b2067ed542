import { createContext, useContext } from 'react';
import createClient from 'openapi-fetch';
import type { paths } from '#shared/api-schema.d.ts';

export type ApiClient = ReturnType<typeof createClient<paths>>;

/**
 * In the browser the API is on the page's own origin; tests pass the server they started, and
 * the server's page renderer its own way of answering calls (`fetch`).
 */
export function createApiClient(baseUrl = '', fetch?: typeof globalThis.fetch) {
  return createClient<paths>({ baseUrl, credentials: 'same-origin', ...(fetch ? { fetch } : {}) });
}

export const ApiClientContext = createContext<ApiClient | null>(null);

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient needs <AppProviders>');
  return client;
}

/** A 4xx/5xx answer: `message` is the server's sentence, shown to the user as is. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Answer<Data> = {
  data?: { data: Data } | undefined;
  error?: { message?: string } | undefined;
  response: Response;
};

/** Returns an operation's `data`, or throws the server's message as an ApiError. */
export async function dataOf<Data>(call: Promise<Answer<Data>>): Promise<Data> {
  const { data, error, response } = await call;
  if (data) return data.data;
  throw new ApiError(response.status, error?.message ?? response.statusText);
}
