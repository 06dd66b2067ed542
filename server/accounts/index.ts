// What the rest of the server may import from server/accounts (its public entry; decision 090).
export { setAccountLocale } from './account-locale.ts';
export { assertOwnCustomerId } from './addresses.ts';
export { contractorChecksBeforePhoto, contractorHandlers } from './contractor.handlers.ts';
export { customerAddressHandlers } from './customer-address.handlers.ts';
export { customerHandlers } from './customer.handlers.ts';
export { normalizeEmail } from './email.ts';
export { EVEN_ANSWER_MS, evenAnswer } from './even-answer.ts';
export { createFirstOperator } from './first-operator.ts';
export { logIn } from './login.ts';
export { CREATE_OPERATOR_USAGE, createOperator } from './operators.ts';
export type { CreateOperatorOutcome } from './operators.ts';
export { PASSWORD_CHANGED, assertCurrentPassword, changePassword } from './password-change.ts';
export {
  RESET_LINK_USABLE,
  RESET_REQUESTED,
  checkPasswordLink,
  createPasswordLink,
  requestPasswordReset,
  resetPassword,
} from './password-reset.ts';
export { storedName, storedPhone } from './person-fields.ts';
export { activateAccount, registerCustomer } from './registration.ts';
export {
  SECOND_FACTOR_PASSED,
  SECOND_FACTOR_SET_UP,
  checkSecondFactorCode,
  confirmSecondFactorSetup,
  passSecondFactor,
  startSecondFactorSetup,
} from './second-factor.ts';
export { accountAnswers } from './texts.ts';
