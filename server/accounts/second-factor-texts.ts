// The second factor's sentences and constants (decision 078), apart from its service so a test
// harness in the browser's environment (tests/support/ui-accounts.ts) can read them without
// loading the server's services.
import { accountAnswers, accountRefusals } from './texts.ts';

/** The name authenticator apps show beside the operator's e-mail. */
export const TOTP_ISSUER = 'MapleShine';
export const RECOVERY_CODE_COUNT = 10;

export const WRONG_CODE = accountRefusals.wrongCode.english;
export const USED_CODE = accountRefusals.usedCode.english;
export const ALREADY_SET_UP = accountRefusals.alreadySetUp;
export const SET_UP_FIRST = accountRefusals.setUpFirst;
export const SECOND_FACTOR_SET_UP = accountAnswers.secondFactorSetUp;
export const SECOND_FACTOR_PASSED = accountAnswers.secondFactorPassed;
