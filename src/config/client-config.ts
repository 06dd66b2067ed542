/**
 * The web app's configuration (README, "Configuration"): the one module that reads
 * `import.meta.env`. Vite fixes the values when it builds, and `vite.config.ts` checks them first
 * (`check-client-env.ts`), so a bad value stops the build with its reason; the checks stay out of
 * the bundle. Read when asked rather than once at load, so tests can set a variable with
 * `vi.stubEnv`.
 */
import { envText, textValue as text, type ClientEnv } from './env-text.ts';

export type { ClientEnv };

export type ClientConfig = {
  /** Vite's development server (hot reload, the console's web-vitals). */
  dev: boolean;
  /** A production build: a failed Stripe.js never falls back to test cards. */
  prod: boolean;
  /** The machine viewer at /machines: always in development, in a build made with SHOW_MACHINES=1. */
  showMachines: boolean;
  /** Stripe Elements on the payment stage; unset means the test-mode card field. */
  stripePublishableKey: string | undefined;
  /** Address suggestions (Canada only) on the details stage; unset means a plain field. */
  googleMapsApiKey: string | undefined;
  /** reCAPTCHA v2 on the contact, registration and contractor forms; unset means none. */
  recaptchaSiteKey: string | undefined;
  /** The chat widget's script; unset means no widget. */
  chatWidgetUrl: string | undefined;
  /** On this host /login and /register show the not-found screen (spec §2 MAIN_HOST). */
  mainHost: string | undefined;
  /** On this host the app asks for `demoPassword` first (spec §2 DEMO_HOST, DEMO_PASSWORD). */
  demoHost: string | undefined;
  demoPassword: string | undefined;
};

export function readClientConfig(env: ClientEnv): ClientConfig {
  return {
    dev: env.DEV === true,
    prod: env.PROD === true,
    showMachines: env.DEV === true || envText(env, 'SHOW_MACHINES') === '1',
    stripePublishableKey: envText(env, 'VITE_STRIPE_PUBLISHABLE_KEY'),
    googleMapsApiKey: envText(env, 'VITE_GOOGLE_MAPS_API_KEY'),
    recaptchaSiteKey: envText(env, 'VITE_RECAPTCHA_SITE_KEY'),
    chatWidgetUrl: envText(env, 'VITE_CHAT_WIDGET_URL'),
    mainHost: envText(env, 'VITE_MAIN_HOST'),
    demoHost: envText(env, 'VITE_DEMO_HOST'),
    // Compared as typed: spaces may be part of a password.
    demoPassword:
      typeof env.VITE_DEMO_PASSWORD === 'string' && env.VITE_DEMO_PASSWORD !== ''
        ? env.VITE_DEMO_PASSWORD
        : undefined,
  };
}

/** The running web app's configuration. */
export function clientConfig(): ClientConfig {
  // Each value named in full, as readClientConfig reads it (a unit test holds the two alike):
  // Vite puts each literal in place, so the bundle carries values, not the env object or a table
  // of names.
  return {
    dev: import.meta.env.DEV === true,
    prod: import.meta.env.PROD === true,
    showMachines: import.meta.env.DEV === true || text(import.meta.env.SHOW_MACHINES) === '1',
    stripePublishableKey: text(import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY),
    googleMapsApiKey: text(import.meta.env.VITE_GOOGLE_MAPS_API_KEY),
    recaptchaSiteKey: text(import.meta.env.VITE_RECAPTCHA_SITE_KEY),
    chatWidgetUrl: text(import.meta.env.VITE_CHAT_WIDGET_URL),
    mainHost: text(import.meta.env.VITE_MAIN_HOST),
    demoHost: text(import.meta.env.VITE_DEMO_HOST),
    demoPassword: exact(import.meta.env.VITE_DEMO_PASSWORD),
  };
}

/** A value compared as typed (spaces may be part of a password); empty gives undefined. */
function exact(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw !== '' ? raw : undefined;
}
