import type { AppContext } from '../context.ts';
import { findAccount, findUserByEmail } from '../db/shared-queries/accounts.ts';
import { InvalidError } from '../domain/errors.ts';
import { deviceName } from '../domain/device-name.ts';
import { isKnownDevice, knownDeviceProof } from '../domain/known-device.ts';
import { passwordMatches, spendPasswordCheck } from '../domain/passwords.ts';
import { limits } from '../platform/rate-limit.ts';
import { normalizeEmail } from './email.ts';
import { ACCOUNT_DISABLED } from '../console/index.ts';
import { secondFactorStepOf } from './second-factor.ts';
import { accountRefusals } from './texts.ts';

export const WRONG_CREDENTIALS = accountRefusals.wrongCredentials.english;
export const NOT_ACTIVATED = accountRefusals.notActivated;

export type LoginResult = {
  sessionToken: string;
  /** The browser's proof that it logged in to this account, for its known-device cookie. */
  knownDevice: string;
  data: {
    vCustomerUniqueCode?: string;
    iCustomerId?: number;
    vContractorUniqueCode?: string;
    iContractorId?: number;
    vOperatorUniqueCode?: string;
    vSecondFactor?: 'setup' | 'code';
    vFullName: string;
  };
};

/**
 * Checks the password and starts a new session. An unknown e-mail and a wrong password answer
 * alike and take as long; failures count against the account from that address, the account,
 * and the address (rate-limit.ts). A browser that has logged in to the account before (its
 * known-device proof) is not held by the account's own limit: guesses from elsewhere cannot lock
 * its owner out (decision 080), while they stay limited per account and address.
 */
export async function logIn(
  context: AppContext,
  input: { vEmail: string; vPassword: string },
  ip: string,
  knownDevice?: string,
  userAgent?: string,
): Promise<LoginResult> {
  const email = normalizeEmail(input.vEmail);
  const user = await findUserByEmail(context.db, email);
  const known = user !== undefined && isKnownDevice(knownDevice, user, context.clock());
  const failureLimits = [
    limits.loginFailuresPerAccountAndIp(email, ip),
    ...(known ? [] : [limits.loginFailuresPerAccount(email)]),
    limits.loginFailuresPerIp(ip),
  ];
  // Counted as a failure before the password is checked, and uncounted if it was right: parallel
  // guesses take turns at the count, so a burst gets no more tries than the limits allow.
  const attempt = await context.rateLimits.reserve(...failureLimits);

  const matches = user
    ? await passwordMatches(user.passwordHash, input.vPassword)
    : (await spendPasswordCheck(input.vPassword), false);
  if (!user || !matches) throw new InvalidError(accountRefusals.wrongCredentials);
  await context.rateLimits.release(attempt);
  if (!user.activatedAt) throw new InvalidError(NOT_ACTIVATED);

  const account = await findAccount(context.db, user.id);
  if (!account) throw new InvalidError(accountRefusals.wrongCredentials);
  const { customer, contractor, operator } = account;
  // Told only to whoever gave the right password (decision 085), as NOT_ACTIVATED is: anyone else
  // gets WRONG_CREDENTIALS above, so the answer says nothing more to a stranger.
  if (operator?.disabledAt) throw new InvalidError(ACCOUNT_DISABLED);
  const sessionToken = await context.sessions.start(user.id, {
    operator: operator !== null,
    device: deviceName(userAgent),
  });
  // An operator's session opens the console only after the second factor (decision 078).
  const secondFactor = operator ? await secondFactorStepOf(context.db, operator.id) : undefined;
  return {
    sessionToken,
    knownDevice: knownDeviceProof(user, context.clock()),
    data: {
      ...(customer ? { vCustomerUniqueCode: customer.uniqueCode, iCustomerId: customer.id } : {}),
      ...(contractor
        ? { vContractorUniqueCode: contractor.uniqueCode, iContractorId: contractor.id }
        : {}),
      ...(operator ? { vOperatorUniqueCode: operator.uniqueCode } : {}),
      ...(secondFactor ? { vSecondFactor: secondFactor } : {}),
      vFullName: customer
        ? `${customer.firstName} ${customer.lastName}`.trim()
        : (contractor?.fullName ?? operator?.fullName ?? ''),
    },
  };
}
