import { expect, type Page } from '@playwright/test';
import { press } from './e2e-press.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC calendar date `days` from now ("YYYY-MM-DD"). */
export function dayFromToday(days: number): string {
  return new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
}

/** The check an operator records in the specs: done in person ten days ago, for a year. */
export const SPEC_CHECK = {
  provider: 'in person',
  checkedOn: dayFromToday(-10),
  expiresOn: dayFromToday(355),
};

/**
 * Fills the approval's background-check dialog (decision 134), which "Approve <name>" opens, and
 * sends it: the approval is written only with a clear check.
 */
export async function approveWithCheck(
  page: Page,
  name: string,
  check: { provider: string; checkedOn: string; expiresOn: string } = SPEC_CHECK,
  beforeSending?: () => Promise<void>,
) {
  const dialog = page.getByRole('dialog', { name: `Approve ${name}` });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByRole('textbox', { name: /^Provider/ }).fill(check.provider);
  await dialog.getByLabel(/^Checked on/).fill(check.checkedOn);
  await dialog.getByLabel(/^Expires on/).fill(check.expiresOn);
  await beforeSending?.();
  await press(dialog.getByRole('button', { name: 'Approve and e-mail' }));
  await expect(dialog).toBeHidden({ timeout: 10_000 });
}
