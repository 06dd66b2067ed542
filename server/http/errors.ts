/** A failure the caller can act on: answered with its status and message, never logged as a crash. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    message: string,
  ) {
    super(message);
  }
}
