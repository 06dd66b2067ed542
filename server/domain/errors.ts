import { isSaid, type Said, unsaid } from './said.ts';

/**
 * The refusals a service can give, in the domain's words: the message is the one the person sees,
 * and server/http/error-handler.ts alone decides which status code each kind is answered with.
 * Services know nothing of HTTP; a new kind of refusal is added here and mapped there.
 *
 * A refusal carries its text in both languages (`said`, a catalogue message of
 * shared/catalogue/<locale>/api-*.ts, decision 104); the error handler answers it in the caller's.
 * `message` is its English text, for the logs.
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'rate-limited'
  | 'unavailable';

export abstract class DomainError extends Error {
  abstract readonly kind: DomainErrorKind;
  // Private, so two refusals of the same kind and words are equal (a test's toEqual).
  readonly #said: Said;

  constructor(text: Said | string, options?: ErrorOptions) {
    const said = isSaid(text) ? text : unsaid(text);
    super(said.english, options);
    this.#said = said;
  }

  /** The refusal's text in both languages, for the error handler to answer in the caller's. */
  get said(): Said {
    return this.#said;
  }
}

/** The request's values break a rule (a bad coupon, a time outside the window, a weak password). */
export class InvalidError extends DomainError {
  readonly kind = 'invalid';
}

/** No one is signed in, or the sign-in is no longer valid. */
export class UnauthenticatedError extends DomainError {
  readonly kind = 'unauthenticated';
}

/** Someone is signed in but may not do this (another customer's address, an unapproved cleaner). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** The thing asked for does not exist, or is not shown to this person. */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
}

/** The thing exists but its state refuses the step (a job already taken, a coupon used twice). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** Too many attempts in the window; the message says when to try again where it can. */
export class RateLimitedError extends DomainError {
  readonly kind = 'rate-limited';
}

/** A service we depend on (the captcha's verifier) cannot answer; not the person's fault. */
export class UnavailableError extends DomainError {
  readonly kind = 'unavailable';
}
