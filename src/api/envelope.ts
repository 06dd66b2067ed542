import { ApiError, type Answer } from './client.ts';

/**
 * The whole `{ code, message, data? }` body of a successful call, for screens that show the
 * server's own sentence (a login's "Login successful."); `dataOf` keeps only `data`. A refusal
 * rejects with an ApiError carrying the server's message (the client's refusalsThrow).
 */
export async function envelopeOf<Body extends { message: string }>(
  call: Promise<Answer<Body>>,
): Promise<Body> {
  const { data, response } = await call;
  if (data) return data;
  throw new ApiError(response.status, response.statusText);
}
