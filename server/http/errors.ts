import { isSaid, type Said, unsaid } from '../domain/said.ts';

/**
 * A refusal only HTTP knows (a media type, the Origin check, the session guard, a broken form):
 * answered with its status and message, never logged as a crash. Services refuse with the errors
 * of server/domain/errors.ts instead, which the error handler maps to status codes. Like theirs,
 * its text is said in the caller's language (decision 104).
 */
export class HttpError extends Error {
  readonly #said: Said;

  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 413 | 415,
    text: Said | string,
  ) {
    const said = isSaid(text) ? text : unsaid(text);
    super(said.english);
    this.#said = said;
  }

  get said(): Said {
    return this.#said;
  }
}
