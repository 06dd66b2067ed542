/*
 * Google's reCAPTCHA script, loaded once by the first form that shows the box (captcha.tsx). A
 * module of its own, fetched only when a site key is set, so forms without a captcha carry none
 * of it.
 */

type RenderParameters = {
  sitekey: string;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
};

export type Grecaptcha = {
  render: (container: HTMLElement, parameters: RenderParameters) => number;
  reset: (widgetId?: number) => void;
};

const ONLOAD = 'mapleshineRecaptchaLoaded';

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    [ONLOAD]?: () => void;
  }
}

const SCRIPT_MARK = 'data-recaptcha';
const SCRIPT_URL = `https://www.google.com/recaptcha/api.js?render=explicit&onload=${ONLOAD}`;

let loading: Promise<Grecaptcha> | null = null;

export function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window[ONLOAD] = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
    };
    const script = document.createElement('script');
    // The widget in the page's language (the root's lang: a language switch loads a new page).
    script.src = `${SCRIPT_URL}&hl=${encodeURIComponent(document.documentElement.lang || 'en-CA')}`;
    script.async = true;
    script.setAttribute(SCRIPT_MARK, '');
    script.addEventListener('error', () => {
      // The next form to show the box tries again.
      loading = null;
      script.remove();
      reject(new Error('The captcha could not be loaded.'));
    });
    document.head.append(script);
  });
  return loading;
}
