import type { FastifyInstance } from 'fastify';
import { totpCodeOfStep, totpStepAt, TOTP_DRIFT_STEPS, TOTP_STEP_MS } from '#server/domain/totp.ts';

/**
 * The steps each server has taken per operator: a code is accepted once (decision 078), so a
 * second sign-in or a refund within the same 30 seconds needs the next step's code, which the
 * server takes up to one step ahead.
 */
const takenSteps = new WeakMap<object, Map<string, number>>();

/**
 * A code of the operator's app that `server` has not taken yet, at the server's own time (an
 * injected clock included): the earliest step it still accepts. When all are taken it waits for
 * the next step: a real clock is waited for, a test's manual clock (`advance`) is moved to it.
 */
export async function freshCode(
  server: object,
  now: () => Date,
  operator: string,
  secret: string,
): Promise<string> {
  const taken = takenSteps.get(server) ?? new Map<string, number>();
  takenSteps.set(server, taken);
  for (;;) {
    const current = totpStepAt(now());
    const step = Math.max((taken.get(operator) ?? -Infinity) + 1, current - TOTP_DRIFT_STEPS);
    if (step <= current + TOTP_DRIFT_STEPS) {
      taken.set(operator, step);
      return totpCodeOfStep(secret, step);
    }
    // The operator waits for the app's next code: a test's manual clock is moved on to it.
    if ('advance' in now && typeof now.advance === 'function') {
      (now.advance as (ms: number) => void)((current + 1) * TOTP_STEP_MS - now().getTime());
      continue;
    }
    const nextStepAt = (current + 1) * TOTP_STEP_MS;
    await new Promise((resolve) => setTimeout(resolve, nextStepAt - now().getTime() + 50));
  }
}

/** A fresh code for an operator of an API test's app. */
export function freshCodeFor(app: FastifyInstance, operator: string, secret: string) {
  return freshCode(app, app.appContext.clock, operator, secret);
}
