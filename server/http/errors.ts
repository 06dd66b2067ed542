/**
 * A refusal only HTTP knows (a media type, the Origin check, the session guard, a broken form):
 * answered with its status and message, never logged as a crash. Services refuse with the errors
 * of server/domain/errors.ts instead, which the error handler maps to status codes.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 413 | 415,
    message: string,
  ) {
    super(message);
  }
}
