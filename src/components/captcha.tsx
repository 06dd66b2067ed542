import { useEffect, useMemo, useRef } from 'react';
import { Box } from '@mantine/core';
import { clientConfig } from '../config/client-config.ts';
// Its global `window.grecaptcha` type; the module itself loads only when a site key is set.
import type {} from './recaptcha-loader.ts';
import { useSiteTexts } from './site-texts.ts';

/*
 * The captcha of the contact, registration and contractor-application forms (spec §7, decision
 * 028): Google reCAPTCHA v2's checkbox, only when the app was built with VITE_RECAPTCHA_SITE_KEY.
 * Google's script is loaded once, by the first form that shows the box; without the key nothing
 * loads and the forms send no token.
 */

export type Captcha = {
  /** VITE_RECAPTCHA_SITE_KEY; undefined means no captcha. */
  siteKey: string | undefined;
  /**
   * The token to send with the form: undefined when there is no captcha; throws the server's own
   * sentence (CAPTCHA_MISSING of the catalogue's public-texts.ts, in the page's language) when the
   * box has not been ticked (or its answer expired), as the server would answer.
   */
  answer: () => string | undefined;
  /** Clears the box after the form was sent: a token is good for one check only. */
  reset: () => void;
  /** For CaptchaBox. */
  attach: (widgetId: number | undefined) => void;
  setToken: (token: string | undefined) => void;
};

/** One form's captcha; render `<CaptchaBox captcha={...} />` in the form. */
export function useCaptcha(): Captcha {
  const missing = useSiteTexts().CAPTCHA_MISSING;
  const siteKey = clientConfig().recaptchaSiteKey;
  const token = useRef<string | undefined>(undefined);
  const widget = useRef<number | undefined>(undefined);
  return useMemo(
    () => ({
      siteKey,
      answer: () => {
        if (!siteKey) return undefined;
        if (!token.current) throw new Error(missing);
        return token.current;
      },
      reset: () => {
        token.current = undefined;
        if (widget.current !== undefined) window.grecaptcha?.reset(widget.current);
      },
      attach: (widgetId) => {
        widget.current = widgetId;
      },
      setToken: (value) => {
        token.current = value;
      },
    }),
    [siteKey, missing],
  );
}

/** The checkbox's place in the form (304 × 78 px once Google draws it); nothing without a key. */
export function CaptchaBox({ captcha }: { captcha: Captcha }) {
  const site = useSiteTexts();
  const container = useRef<HTMLDivElement>(null);
  const { siteKey } = captcha;
  useEffect(() => {
    if (!siteKey) return;
    let cancelled = false;
    import('./recaptcha-loader.ts')
      .then(({ loadRecaptcha }) => loadRecaptcha())
      .then(
        (grecaptcha) => {
          const element = container.current;
          if (cancelled || !element) return;
          captcha.attach(
            grecaptcha.render(element, {
              sitekey: siteKey,
              callback: (token) => captcha.setToken(token),
              'expired-callback': () => captcha.setToken(undefined),
              'error-callback': () => captcha.setToken(undefined),
            }),
          );
        },
        (error: unknown) => {
          if (!cancelled) console.warn((error as Error).message);
        },
      );
    return () => {
      cancelled = true;
      captcha.attach(undefined);
      captcha.setToken(undefined);
    };
  }, [captcha, siteKey]);

  if (!siteKey) return null;
  return <Box ref={container} mih={78} role="group" aria-label={site.CAPTCHA} />;
}
