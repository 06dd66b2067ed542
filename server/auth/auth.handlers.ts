import type { AppContext } from '../context.ts';
import { done, ok, type OperationHandlers } from '../http/operation.ts';
import { requireAccount, requireOperatorSigningIn } from '../http/account.ts';
import {
  clearSessionCookie,
  readKnownDeviceCookie,
  readSessionCookie,
  setKnownDeviceCookie,
  setSessionCookie,
} from '../http/session-cookie.ts';
import { KNOWN_DEVICE_MS } from '../domain/known-device.ts';
import {
  activateAccount,
  registerCustomer,
  logIn,
  confirmSecondFactorSetup,
  passSecondFactor,
  SECOND_FACTOR_PASSED,
  SECOND_FACTOR_SET_UP,
  startSecondFactorSetup,
  changePassword,
  PASSWORD_CHANGED,
  checkPasswordLink,
  RESET_LINK_USABLE,
  RESET_REQUESTED,
  requestPasswordReset,
  resetPassword,
  setAccountLocale,
  accountAnswers,
} from '../accounts/index.ts';
import { localeOf } from '../i18n/index.ts';
import { sessionLifetimeMs } from './sessions.ts';

type AuthOperation =
  | 'authRegister'
  | 'authActivate'
  | 'authLogin'
  | 'authLogout'
  | 'authForgotPassword'
  | 'authResetPassword'
  | 'authResetPasswordCheck'
  | 'authChangePassword'
  | 'authSetLocale'
  | 'authSecondFactorSetup'
  | 'authSecondFactorConfirm'
  | 'authSecondFactorVerify';

export function authHandlers(context: AppContext): OperationHandlers<AuthOperation> {
  return {
    authRegister: async (request) => {
      // Before the rate limits count the attempt or anything is stored (decision 028).
      await context.captcha.verify(request.body.vRecaptchaToken, request.ip);
      await registerCustomer(context, request.body, request.ip, localeOf(request));
      return done(accountAnswers.registered);
    },
    authActivate: async (request) => {
      await activateAccount(context, request.body.vUniqueCode);
      return done(accountAnswers.activated);
    },
    authLogin: async (request, reply) => {
      const { sessionToken, knownDevice, data } = await logIn(
        context,
        request.body,
        request.ip,
        readKnownDeviceCookie(request, context.secure),
        request.headers['user-agent'],
      );
      // The session this browser held before ends: a token planted in it, or left by the person
      // before, is worth nothing once someone logs in (session fixation). A refused login ends
      // nothing.
      const held = readSessionCookie(request, context.secure);
      if (held) await context.sessions.end(held);
      const lifetime = sessionLifetimeMs(data.vOperatorUniqueCode !== undefined);
      setSessionCookie(reply, sessionToken, context.secure, lifetime);
      setKnownDeviceCookie(reply, knownDevice, context.secure, KNOWN_DEVICE_MS);
      return ok(data, accountAnswers.loggedIn);
    },
    authLogout: async (request, reply) => {
      const token = readSessionCookie(request, context.secure);
      if (token) await context.sessions.end(token);
      clearSessionCookie(reply, context.secure);
      return done(accountAnswers.loggedOut);
    },
    authForgotPassword: async (request) => {
      await requestPasswordReset(context, request.body.vEmail, request.ip);
      return done(RESET_REQUESTED);
    },
    authResetPassword: async (request) => {
      await resetPassword(context, request.body, request.ip);
      return done(accountAnswers.passwordReset);
    },
    authResetPasswordCheck: async (request) => {
      const rules = await checkPasswordLink(context, request.body.vUniqueCode, request.ip);
      return ok(rules, RESET_LINK_USABLE);
    },
    authChangePassword: async (request) => {
      await changePassword(context, requireAccount(request), request.body);
      return done(PASSWORD_CHANGED);
    },
    authSetLocale: async (request) => {
      return done(await setAccountLocale(context, requireAccount(request), request.body.locale));
    },
    authSecondFactorSetup: async (request) =>
      ok(await startSecondFactorSetup(context, requireOperatorSigningIn(request))),
    authSecondFactorConfirm: async (request) => {
      const recoveryCodes = await confirmSecondFactorSetup(
        context,
        requireOperatorSigningIn(request),
        request.body.code,
      );
      return ok({ recoveryCodes }, SECOND_FACTOR_SET_UP);
    },
    authSecondFactorVerify: async (request) => {
      await passSecondFactor(context, requireOperatorSigningIn(request), request.body.code);
      return done(SECOND_FACTOR_PASSED);
    },
  };
}
