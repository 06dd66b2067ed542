import type { FastifyInstance } from 'fastify';
import { totpCodeOfStep, totpStepAt, TOTP_DRIFT_STEPS, TOTP_STEP_MS } from '#server/domain/totp.ts';

/**
 * The steps each server has taken per operator: a code is accepted once (decision 078), so a
 * second sign-in or a refund within the same 30 seconds needs the next step's code, which the
 * server takes up to one step ahead.
 */
const takenSteps = new WeakMap<object, Map<string, number>>();

/**
 * How long a code handed out must stay accepted: it is typed and sent after this returns, and on
 * a busy machine the oldest step the server accepts could end before it arrives (CI: the code of
 * a step with 0.1 s left was refused, and the app's set-up failed).
 */
const STILL_ACCEPTED_FOR_MS = 10_000;

/**
 * A code of the operator's app that `server` has not taken yet, at the server's own time (an
 * injected clock included): the earliest step it still accepts for the next ten seconds. When all are taken it waits for
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
    // A step is accepted until the one TOTP_DRIFT_STEPS after it has ended.
    const lastingStep =
      Math.ceil((now().getTime() + STILL_ACCEPTED_FOR_MS) / TOTP_STEP_MS) - TOTP_DRIFT_STEPS - 1;
    const step = Math.max(
      (taken.get(operator) ?? -Infinity) + 1,
      current - TOTP_DRIFT_STEPS,
      lastingStep,
    );
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
