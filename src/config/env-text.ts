/** What Vite puts in import.meta.env (or what the build reads from the environment). */
export type ClientEnv = Readonly<Record<string, unknown>>;

/**
 * A variable's value, trimmed; unset or empty gives undefined. Apart from client-config.ts so
 * the build's check can read variables without loading a module that needs import.meta.env.
 */
export function envText(env: ClientEnv, name: string): string | undefined {
  return textValue(env[name]);
}

/** One value as envText reads it: trimmed; unset or empty gives undefined. */
export function textValue(raw: unknown): string | undefined {
  const value = typeof raw === 'string' ? raw.trim() : '';
  return value === '' ? undefined : value;
}
