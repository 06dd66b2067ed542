/**
 * The checks of the web app's variables, run by the build (vite.config.ts) before Vite fixes
 * them in the bundle; kept apart from client-config.ts so the messages never ship to browsers.
 */
import { envText, type ClientEnv } from './env-text.ts';

export class ClientConfigError extends Error {}

type Rule = { name: string; test: (value: string) => boolean; message: string };

const hostPattern = /^[a-z0-9-]+(\.[a-z0-9-]+)*$/i;
const host = (name: string): Rule => ({
  name,
  test: (value) => hostPattern.test(value),
  message: 'must be a host name such as www.mapleshine.ca (no scheme, port or path)',
});

const rules: Rule[] = [
  {
    name: 'SHOW_MACHINES',
    test: (value) => value === '1' || value === '0',
    message: 'must be 1 or 0',
  },
  {
    name: 'VITE_STRIPE_PUBLISHABLE_KEY',
    test: (value) => value.startsWith('pk_'),
    // Never echo the value: a secret key put here by mistake must not reach a log.
    message: 'must be a Stripe publishable key (starting with pk_)',
  },
  {
    name: 'VITE_CHAT_WIDGET_URL',
    test: (value) => /^https?:\/\/[^\s/]+/.test(value),
    message: 'must start with https:// or http://',
  },
  host('VITE_MAIN_HOST'),
  host('VITE_DEMO_HOST'),
];

/** Throws with every reason when a set variable has a bad value; unset ones are fine. */
export function checkClientEnv(env: ClientEnv): void {
  const reasons = rules.flatMap(({ name, test, message }) => {
    const value = envText(env, name);
    return value === undefined || test(value) ? [] : [`${name}: ${name} ${message}`];
  });
  if (reasons.length) {
    throw new ClientConfigError(`Invalid web app configuration:\n  ${reasons.join('\n  ')}`);
  }
}
