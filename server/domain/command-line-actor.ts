/**
 * Who `npm run ops` is in the audit log (decision 086). The log keeps an operator for every
 * entry, so each OS user who runs the command gets an operator row of their own, on a login that
 * nobody can use: its address has no `@` (the contract refuses it at login, registration and
 * forgot-password alike) and its password hash is no argon2 hash, so no password matches it.
 */
export const COMMAND_LINE_PASSWORD_HASH = 'none: the command line signs in nowhere';

/** The login's address and the name the audit log shows, e.g. `cli:alex` and "Command line (alex)". */
export function commandLineIdentity(osUser: string): { email: string; fullName: string } {
  const name =
    osUser
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9._-]+/g, '-')
      .slice(0, 64) || 'unknown';
  return { email: `cli:${name}`, fullName: `Command line (${name})` };
}
