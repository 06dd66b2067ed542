import type { AppContext } from '../context.ts';
import {
  enableTotp,
  findOperatorSecondFactor,
  replaceRecoveryCodes,
  setPendingTotpSecret,
  takeTotpStep,
  useRecoveryCode,
} from './operator-second-factor.queries.ts';
import { tokenHash } from '../domain/codes.ts';
import { ConflictError, InvalidError } from '../domain/errors.ts';
import {
  isUsedTotpCode,
  matchingTotpStep,
  newRecoveryCode,
  newTotpSecret,
  normalRecoveryCode,
  otpauthUri,
} from '../domain/totp.ts';
import { recordOperatorAction } from '../console/index.ts';
import { limits } from '../platform/rate-limit.ts';
import { inTransaction } from '../platform/transaction.ts';
import {
  TOTP_ISSUER,
  RECOVERY_CODE_COUNT,
  ALREADY_SET_UP,
  SET_UP_FIRST,
} from './second-factor-texts.ts';
import { accountRefusals } from './texts.ts';

export {
  TOTP_ISSUER,
  RECOVERY_CODE_COUNT,
  WRONG_CODE,
  USED_CODE,
  ALREADY_SET_UP,
  SET_UP_FIRST,
  SECOND_FACTOR_SET_UP,
  SECOND_FACTOR_PASSED,
} from './second-factor-texts.ts';

type Context = Pick<AppContext, 'db' | 'clock' | 'rateLimits'>;
type SigningIn = { operator: { id: number }; email: string; sessionToken: string };

/** Whether the operator's login goes on to set the app up, or to a code from it. */
export async function secondFactorStepOf(
  db: AppContext['db'],
  operatorId: number,
): Promise<'setup' | 'code'> {
  const factor = await findOperatorSecondFactor(db, operatorId);
  return factor?.totpEnabledAt ? 'code' : 'setup';
}

/** A new secret for the app; each call replaces one not yet confirmed. */
export async function startSecondFactorSetup(context: Pick<AppContext, 'db'>, who: SigningIn) {
  const secret = newTotpSecret();
  if (!(await setPendingTotpSecret(context.db, who.operator.id, secret))) {
    throw new ConflictError(ALREADY_SET_UP);
  }
  return { secret, uri: otpauthUri(TOTP_ISSUER, who.email, secret) };
}

/**
 * A first right code puts the secret in use, answers ten recovery codes (kept only hashed) and
 * makes the session a console session. Wrong codes count as verification's do.
 */
export async function confirmSecondFactorSetup(
  context: Context & Pick<AppContext, 'sessions'>,
  who: SigningIn,
  code: string,
): Promise<string[]> {
  const operatorId = who.operator.id;
  const attempt = await context.rateLimits.reserve(
    limits.secondFactorFailuresPerOperator(operatorId),
  );
  const factor = await findOperatorSecondFactor(context.db, operatorId);
  if (factor?.totpEnabledAt) {
    await context.rateLimits.release(attempt);
    throw new ConflictError(ALREADY_SET_UP);
  }
  if (!factor?.totpSecret) {
    await context.rateLimits.release(attempt);
    throw new ConflictError(SET_UP_FIRST);
  }
  const now = context.clock();
  const step = matchingTotpStep(factor.totpSecret, code, now, factor.totpLastStep);
  if (step === null) throw new InvalidError(accountRefusals.wrongCode);
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const taken = await inTransaction(context.db, async (tx) => {
    if (!(await takeTotpStep(tx, operatorId, step))) return false;
    await enableTotp(tx, operatorId, now);
    await replaceRecoveryCodes(
      tx,
      operatorId,
      recoveryCodes.map((recovery) => tokenHash(normalRecoveryCode(recovery))),
    );
    await recordOperatorAction(tx, {
      operatorId,
      action: 'second-factor.set-up',
      subjectType: 'operator',
      subjectId: who.email,
      before: null,
      after: { recoveryCodes: RECOVERY_CODE_COUNT },
    });
    return true;
  });
  if (!taken) throw new InvalidError(accountRefusals.usedCode);
  await context.rateLimits.release(attempt);
  await context.sessions.passSecondFactor(who.sessionToken);
  return recoveryCodes;
}

/**
 * Checks a code of the operator's app (a code is taken once: never again, in this session or
 * another), or with `recovery` one of their recovery codes, which it uses up. Every wrong code
 * counts against the operator's allowance; a right one does not.
 */
export async function checkSecondFactorCode(
  context: Context,
  operator: { operatorId: number; email: string },
  code: string,
  { recovery = false }: { recovery?: boolean } = {},
): Promise<void> {
  const { operatorId } = operator;
  const attempt = await context.rateLimits.reserve(
    limits.secondFactorFailuresPerOperator(operatorId),
  );
  const factor = await findOperatorSecondFactor(context.db, operatorId);
  if (!factor?.totpSecret || !factor.totpEnabledAt) {
    await context.rateLimits.release(attempt);
    throw new ConflictError(SET_UP_FIRST);
  }
  const now = context.clock();
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    const step = matchingTotpStep(factor.totpSecret, typed, now, factor.totpLastStep);
    if (step !== null && (await takeTotpStep(context.db, operatorId, step))) {
      await context.rateLimits.release(attempt);
      return;
    }
    const used =
      isUsedTotpCode(factor.totpSecret, typed, now, factor.totpLastStep) || step !== null;
    throw new InvalidError(used ? accountRefusals.usedCode : accountRefusals.wrongCode);
  }
  if (recovery) {
    const usedUp = await inTransaction(context.db, async (tx) => {
      const hash = tokenHash(normalRecoveryCode(typed));
      if (!(await useRecoveryCode(tx, operatorId, hash, now))) return false;
      await recordOperatorAction(tx, {
        operatorId,
        action: 'recovery-code.use',
        subjectType: 'operator',
        subjectId: operator.email,
        before: null,
        after: null,
      });
      return true;
    });
    if (usedUp) {
      await context.rateLimits.release(attempt);
      return;
    }
  }
  throw new InvalidError(accountRefusals.wrongCode);
}

/** After the password: a code from the app, or a recovery code, opens the console. */
export async function passSecondFactor(
  context: Context & Pick<AppContext, 'sessions'>,
  who: SigningIn,
  code: string,
) {
  await checkSecondFactorCode(context, { operatorId: who.operator.id, email: who.email }, code, {
    recovery: true,
  });
  await context.sessions.passSecondFactor(who.sessionToken);
}
