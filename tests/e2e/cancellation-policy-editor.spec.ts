import { expect, test } from '@playwright/test';
import { seriousAxeViolations } from '#tests/support/e2e-axe.ts';
import { openConsoleSection, signInAsOperator } from '#tests/support/e2e-operator.ts';
import { press } from '#tests/support/e2e-press.ts';
import { thisWidth } from '#tests/support/e2e-width.ts';

/*
 * Issue 42's operator-editable cancellation policy (decision 127), at both widths (each on its own
 * server): an operator opens the editor, reads the version in force in a customer's words,
 * changes the share charged under 2 hours, sees the preview change, publishes, and finds the new
 * version in force with the old one listed as earlier. Only that last tier changes (50 % ↔ 60 %),
 * so the other specs' bookings, cancelled days ahead or inside the 24-to-2-hour tier, cost what
 * they did.
 */

test('an operator publishes a new version of the cancellation policy', async ({ page }) => {
  await signInAsOperator(page);
  await openConsoleSection(page, 'Cancellation policy', 'Cancellation policy');
  await expect(page).toHaveTitle('Cancellation policy | MapleShine');

  const inForce = page.getByTestId('policy-in-force');
  await expect(inForce).toContainText('Free cancellation until 24 hours before the start.');
  await expect(inForce).toContainText(
    'From 24 to 2 hours before the start, cancelling costs 1 hour of your cleaner’s pay.',
  );
  const versionLine = page.getByText(/^Version \d+, in force since /);
  const version = Number(/^Version (\d+)/.exec((await versionLine.textContent()) ?? '')?.[1]);
  expect(version).toBeGreaterThan(0);

  const percent = page.getByRole('textbox', { name: 'Tier 2: Percent of the price' });
  const share = (await percent.inputValue()) === '60' ? '50' : '60';
  await percent.fill(share);
  const preview = page.getByTestId('policy-preview');
  await expect(preview).toContainText(
    `Under 2 hours before the start, cancelling costs ${share}% of the price before tax.`,
  );
  await expect(preview).toContainText(/^Free cancellation until 24 hours before the start\./);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/policy-${thisWidth()}-form.png`, fullPage: true });

  await press(page.getByRole('button', { name: `Publish version ${version + 1}` }));
  await expect(
    page.getByText(
      `Published version ${version + 1}. It applies to bookings confirmed from now on; bookings already confirmed keep their own version.`,
    ),
  ).toBeVisible({ timeout: 10_000 });
  await expect(
    page.getByText(new RegExp(`^Version ${version + 1}, in force since `)),
  ).toBeVisible();
  await expect(inForce).toContainText(
    `Under 2 hours before the start, cancelling costs ${share}% of the price before tax.`,
  );
  const earlier = page.getByRole('list', { name: 'Earlier versions' });
  await expect(
    earlier.getByRole('heading', { name: `Version ${version} of the policy` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: `Publish version ${version + 2}` })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/policy-${thisWidth()}-published.png`, fullPage: true });
});
