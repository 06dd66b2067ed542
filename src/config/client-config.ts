/**
 * The web app's configuration (README, "Configuration"): the one module that reads
 * `import.meta.env`. Vite fixes the values when it builds; `vite.config.ts` runs the same check
 * first, so a bad value stops the build with its reason instead of breaking a page at a visitor.
 * Read when asked rather than once at load, so tests can set a variable with `vi.stubEnv`.
 */

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

/** What Vite puts in import.meta.env (or what the build reads from the environment). */
export type ClientEnv = Readonly<Record<string, unknown>>;

export class ClientConfigError extends Error {}

const hostPattern = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/i;

/** Checks the variables and gives the configuration; a bad value throws with every reason. */
export function readClientConfig(env: ClientEnv): ClientConfig {
  const reasons: string[] = [];
  const text = (name: string, rule?: { test: (value: string) => boolean; message: string }) => {
    const raw = env[name];
    const value = typeof raw === 'string' ? raw.trim() : undefined;
    if (value === undefined || value === '') return undefined;
    if (rule && !rule.test(value)) reasons.push(`${name}: ${name} ${rule.message}`);
    return value;
  };
  const host = {
    test: (value: string) => hostPattern.test(value),
    message: 'must be a host name such as www.mapleshine.ca (no scheme, port or path)',
  };
  const showMachines = text('SHOW_MACHINES', {
    test: (value) => value === '1' || value === '0',
    message: 'must be 1 or 0',
  });
  const config: ClientConfig = {
    dev: env.DEV === true,
    prod: env.PROD === true,
    showMachines: env.DEV === true || showMachines === '1',
    stripePublishableKey: text('VITE_STRIPE_PUBLISHABLE_KEY', {
      test: (value) => value.startsWith('pk_'),
      // Never echo the value: a secret key put here by mistake must not reach a log.
      message: 'must be a Stripe publishable key (starting with pk_)',
    }),
    googleMapsApiKey: text('VITE_GOOGLE_MAPS_API_KEY'),
    recaptchaSiteKey: text('VITE_RECAPTCHA_SITE_KEY'),
    chatWidgetUrl: text('VITE_CHAT_WIDGET_URL', {
      test: (value) => /^https?:\/\/[^\s/]+/.test(value),
      message: 'must start with https:// or http://',
    }),
    mainHost: text('VITE_MAIN_HOST', host),
    demoHost: text('VITE_DEMO_HOST', host),
    // Compared as typed: spaces may be part of a password.
    demoPassword:
      typeof env.VITE_DEMO_PASSWORD === 'string' && env.VITE_DEMO_PASSWORD !== ''
        ? env.VITE_DEMO_PASSWORD
        : undefined,
  };
  if (reasons.length) {
    throw new ClientConfigError(`Invalid web app configuration:\n  ${reasons.join('\n  ')}`);
  }
  return config;
}

/** The running web app's configuration. */
export function clientConfig(): ClientConfig {
  return readClientConfig(import.meta.env);
}
