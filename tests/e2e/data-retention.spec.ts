import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '#tests/support/e2e-axe.ts';
import { openConsoleSection, signInAsOperator } from '#tests/support/e2e-operator.ts';
import { press } from '#tests/support/e2e-press.ts';
import { thisWidth } from '#tests/support/e2e-width.ts';

/*
 * Issue 44 (decisions 140 and 141), at both widths: the retention job runs (the development
 * tool, as the daily schedule would), an operator reads the retention table and what the run
 * deleted on the console's Data retention page, records a security incident through its dialog,
 * finds it listed, opens it and marks it reported to the Commissioner. The privacy page states
 * the table's periods in both languages.
 */

function shot(page: Page, name: string) {
  return page.screenshot({ path: `/tmp/retention-${name}-${thisWidth()}.png`, fullPage: true });
}

test('an operator reads what the retention job deleted and records a security incident', async ({
  page,
}) => {
  test.setTimeout(2 * 60_000);
  const run = await page.request.post('/dev/retention/run', { data: {} });
  expect(run.status()).toBe(200);

  await signInAsOperator(page);
  await openConsoleSection(page, 'Data retention', 'Data retention');
  await expect(page).toHaveTitle('Data retention | MapleShine');
  const periods = page.getByRole('group', { name: 'Retention periods' });
  const contact = periods.getByRole('row').filter({ hasText: 'Contact form messages' });
  await expect(contact).toContainText('1 year');
  await expect(contact).toContainText('The daily retention job');
  await expect(
    periods.getByRole('row').filter({ hasText: 'Receipts and their tax data' }),
  ).toContainText('At least 6 years');
  // Today's run is listed (as a table row on a desktop, a card on a phone).
  await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible({ timeout: 10_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shot(page, 'report');

  await openConsoleSection(page, 'Security incidents', 'Security incidents');
  const title = `Laptop stolen ${thisWidth()} ${Date.now()}`;
  await press(page.getByRole('button', { name: 'Record an incident' }));
  const dialog = page.getByRole('dialog', { name: 'Record a security incident' });
  const form = dialog.getByRole('form', { name: 'Record a security incident' });
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form
    .getByRole('textbox', { name: /^What happened/ })
    .fill('A laptop with a bookings export was stolen from a car; its disk is encrypted.');
  await form.getByLabel(/^Occurred on/).fill('2026-11-20');
  await form.getByLabel(/^Discovered on/).fill('2026-11-21');
  await form
    .getByRole('textbox', { name: /^Data affected/ })
    .fill('Names and service addresses of Toronto customers');
  await form.getByRole('textbox', { name: /^People affected/ }).fill('40');
  await press(form.getByRole('checkbox', { name: /real risk of significant harm/ }));
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shot(page, 'dialog');
  await press(form.getByRole('button', { name: 'Record', exact: true }));
  await expect(dialog).toBeHidden({ timeout: 10_000 });
  await expect(page.getByText(/^Security incident \d+ recorded\.$/)).toBeVisible();

  const open = page.getByRole('link', { name: `Open incident ${title}` });
  await expect(open).toBeVisible({ timeout: 10_000 });
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shot(page, 'list');
  await press(open);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({
    timeout: 10_000,
  });
  const record = page.getByRole('form', { name: /^Security incident \d+$/ });
  await expect(record.getByLabel(/^Reported to the Commissioner on/)).toHaveValue('');
  await record.getByLabel(/^Reported to the Commissioner on/).fill('2026-11-23');
  await press(record.getByRole('button', { name: 'Save changes' }));
  await expect(page.getByText(/^Security incident \d+ updated\.$/)).toBeVisible({
    timeout: 10_000,
  });
  await expect(record.getByLabel(/^Reported to the Commissioner on/)).toHaveValue('2026-11-23');
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shot(page, 'incident');

  await press(page.getByRole('link', { name: 'All security incidents' }));
  await expect(page.getByRole('link', { name: `Open incident ${title}` })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByText('November 23, 2026').first()).toBeVisible();
});

test('the privacy page states the retention periods in both languages', async ({ page }) => {
  await page.goto('/privacy-policy');
  const english = page.getByRole('main');
  await expect(english.getByText('Contact form messages')).toBeVisible({ timeout: 10_000 });
  await expect(english).toContainText(
    'Messages you send through the contact form are deleted 1 year after we receive them.',
  );
  await expect(english).toContainText(
    'is kept at least 24 months and never deleted automatically.',
  );
  await page.goto('/fr/privacy-policy');
  const french = page.getByRole('main');
  await expect(french.getByText('Messages du formulaire de contact')).toBeVisible({
    timeout: 10_000,
  });
  await expect(french).toContainText(/sont supprimés 1\s+an après leur réception\./);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shot(page, 'privacy-fr');
});
