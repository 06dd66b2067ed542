/**
 * A Canadian bank account as a void cheque shows it (issue 43, decision 133): the test stand-in's
 * onboarding page checks it before sending, the server checks it again, with the same words
 * (shared/catalogue/<locale>/payouts.ts `bankChecks`). Only the last four digits of the account
 * number are ever kept.
 */

export type BankAccountFields = {
  institution: string;
  transit: string;
  account: string;
};

export type BankAccountProblem = keyof BankAccountFields;

const RULES: Record<BankAccountProblem, RegExp> = {
  institution: /^\d{3}$/,
  transit: /^\d{5}$/,
  account: /^\d{7,12}$/,
};

/** The number as the rule reads it: spaces and dashes, which people type, left out. */
export function bankDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Each field that breaks its rule, in the page's order; none when the account can be sent. */
export function bankAccountProblems(fields: BankAccountFields): BankAccountProblem[] {
  return (Object.keys(RULES) as BankAccountProblem[]).filter(
    (name) => !RULES[name].test(bankDigits(fields[name])),
  );
}

/** What MapleShine keeps of the account number: its last four digits. */
export function bankLast4(account: string): string {
  return bankDigits(account).slice(-4);
}
