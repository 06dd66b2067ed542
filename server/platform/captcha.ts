import { InvalidError, UnavailableError } from '../domain/errors.ts';
import { httpRefusals } from '../domain/http-refusals.ts';

/*
 * The captcha of the contact, registration and contractor-application forms (spec §7, decision
 * 028): Google reCAPTCHA v2's checkbox. The browser sends the widget's token with the form; the
 * server asks Google's siteverify whether it is good before doing anything else.
 */

const CAPTCHA_MISSING = httpRefusals.captchaMissing;
const CAPTCHA_REFUSED = httpRefusals.captchaRefused;
const CAPTCHA_UNAVAILABLE = httpRefusals.captchaUnavailable;

export type CaptchaCheck = {
  /** Resolves when the token is good (or no captcha is configured); otherwise throws 400 or 503. */
  verify(token: string | undefined, ip: string): Promise<void>;
};

/** Without RECAPTCHA_SECRET nothing is checked. */
export const noCaptcha: CaptchaCheck = { verify: async () => {} };

export type RecaptchaSettings = {
  secret: string;
  verifyUrl: string;
  /** How long Google may take to answer before the form is refused as unverifiable. */
  timeoutMs?: number;
  /**
   * The site's host names: a token solved anywhere else (a copy of the form on another site
   * with our site key, farming tokens) is refused. Unset: any host.
   */
  hostnames?: readonly string[];
};

/**
 * Google's answers that are about our request, not the visitor's token: the secret is wrong or
 * the call was malformed. The visitor can do nothing about them, so they are not a 400.
 */
const OUR_MISTAKES = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

type SiteverifyAnswer = { success?: unknown; hostname?: unknown; 'error-codes'?: unknown };

export function recaptchaCheck(
  settings: RecaptchaSettings,
  logProblem: (problem: string) => void,
): CaptchaCheck {
  const timeoutMs = settings.timeoutMs ?? 5000;
  return {
    async verify(token, ip) {
      if (token === undefined || token.trim() === '') throw new InvalidError(CAPTCHA_MISSING);
      let answer: SiteverifyAnswer;
      try {
        const response = await fetch(settings.verifyUrl, {
          method: 'POST',
          body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: ip }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
        const body: unknown = await response.json();
        // JSON that is no object (null, a number) is a broken answer, not a refused token.
        if (typeof body !== 'object' || body === null)
          throw new Error('siteverify answered no object');
        answer = body as SiteverifyAnswer;
      } catch (error) {
        logProblem(`reCAPTCHA siteverify failed: ${(error as Error).message}`);
        throw new UnavailableError(CAPTCHA_UNAVAILABLE);
      }
      if (answer.success === true) {
        const hostname = typeof answer.hostname === 'string' ? answer.hostname : '';
        if (settings.hostnames === undefined || settings.hostnames.includes(hostname)) return;
        logProblem(`reCAPTCHA token solved on another site: ${hostname || '(none)'}`);
        throw new InvalidError(CAPTCHA_REFUSED);
      }
      const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
      if (codes.some((code) => OUR_MISTAKES.has(code))) {
        logProblem(`reCAPTCHA siteverify refused our request: ${codes.join(', ')}`);
        throw new UnavailableError(CAPTCHA_UNAVAILABLE);
      }
      throw new InvalidError(CAPTCHA_REFUSED);
    },
  };
}
