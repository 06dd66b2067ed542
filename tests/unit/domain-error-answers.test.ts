import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ConflictError,
  type DomainError,
  ForbiddenError,
  InvalidError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  UnavailableError,
} from '#server/domain/errors.ts';
import { registerErrorHandlers } from '#server/http/error-handler.ts';

const refusals: [DomainError, number][] = [
  [new InvalidError('This coupon code is invalid.'), 400],
  [new UnauthenticatedError('Please log in.'), 401],
  [new ForbiddenError('This is only for contractors.'), 403],
  [new NotFoundError('Booking not found.'), 404],
  [new ConflictError('This job has already been accepted.'), 409],
  [new RateLimitedError('Too many attempts. Please try again in 5 minutes.'), 429],
  [new UnavailableError('The captcha cannot be checked right now.'), 503],
];

const app = Fastify();
registerErrorHandlers(app);
refusals.forEach(([error], index) => {
  app.get(`/refusal/${index}`, async () => {
    throw error;
  });
});
afterAll(() => app.close());

describe('a service refusal as the error handler answers it', () => {
  it.each(refusals.map(([error, status], index) => [error.kind, status, error.message, index]))(
    'answers a %s error with %i and its message in the envelope',
    async (_kind, status, message, index) => {
      const response = await app.inject({ method: 'GET', url: `/refusal/${index}` });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ code: status, message });
    },
  );
});
