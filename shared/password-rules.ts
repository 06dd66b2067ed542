/**
 * The password rules of decision 084, in one place for the server's checks and the web app's
 * forms. Customers and cleaners keep the spec's minimum of 6 (openapi.yaml's `Password`, whose
 * sentence "Enter min 6 characters." this one repeats for the other length); an operator's
 * password opens the console and needs 8. Every password is checked against the list of the
 * 10,000 most common ones on the server.
 */
export type PasswordHolder = 'member' | 'operator';

export const PASSWORD_MIN_LENGTH: Record<PasswordHolder, number> = { member: 6, operator: 8 };

/** "Enter min 6 characters." for customers and cleaners, as the spec says it; 8 for operators. */
export function passwordTooShort(minLength: number): string {
  return `Enter min ${minLength} characters.`;
}

export const PASSWORD_TOO_COMMON = 'This password is too common. Please choose a less common one.';
