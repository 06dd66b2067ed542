import { ApiError } from './client.ts';

type Answer<Body> = {
  data?: Body | undefined;
  error?: { message?: string } | undefined;
  response: Response;
};

/**
 * The whole `{ code, message, data? }` body of a successful call, for screens that show the
 * server's own sentence (a login's "Login successful."); `dataOf` keeps only `data`. A 4xx/5xx
 * throws the server's message as an ApiError.
 */
export async function envelopeOf<Body extends { message: string }>(
  call: Promise<Answer<Body>>,
): Promise<Body> {
  const { data, error, response } = await call;
  if (data) return data;
  throw new ApiError(response.status, error?.message ?? response.statusText);
}
