import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from '#tests/support/e2e-axe.ts';
import { applyToClean } from '#tests/support/e2e-admin-approval.ts';
import { approveWithCheck, SPEC_CHECK } from '#tests/support/e2e-background-check.ts';
import { openConsoleSection, signInAsOperator } from '#tests/support/e2e-operator.ts';
import { onPhone, press } from '#tests/support/e2e-press.ts';

// Issue 43, "proof of who they are" (decision 134): an operator approves an application with the
// background check that clears the applicant, and the cleaner's page in the console shows it.
// At both widths, each with an applicant of its own.

function shot(page: Page, name: string) {
  const width = test.info().project.name;
  return page.screenshot({ path: `/tmp/b-${name}-${width}.png`, fullPage: true });
}

test('an operator approves an application with its background check, shown on the cleaner page', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const name = onPhone() ? 'Ingrid Solberg' : 'Kwame Mensah';
  const applicant = await applyToClean(api, name);
  await api.dispose();

  await signInAsOperator(page);
  await openConsoleSection(page, 'Applications', 'Applications');
  await expect(page.getByText(applicant.email)).toBeVisible({ timeout: 10_000 });
  await press(page.getByRole('button', { name: `Approve ${name}` }));

  const dialog = page.getByRole('dialog', { name: `Approve ${name}` });
  // Nothing filled: the contract's sentences under the fields, and nothing approved.
  await press(dialog.getByRole('button', { name: 'Approve and e-mail' }));
  await expect(
    dialog.getByText('Please give who ran the background check, or “in person”.'),
  ).toBeVisible();
  await expect(dialog.getByText('Please give the date of the background check.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  await approveWithCheck(page, name, SPEC_CHECK, async () => {
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'approve-dialog');
  });
  await expect(page.getByText(`Approved ${name}; they have been e-mailed.`)).toBeVisible({
    timeout: 10_000,
  });

  // The cleaner's page: found through the Cleaners list, as an operator would.
  await openConsoleSection(page, 'Cleaners', 'Cleaners');
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('textbox', { name: 'Name or e-mail' }).fill(applicant.email);
  await press(filters.getByRole('button', { name: 'Apply' }));
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible({ timeout: 10_000 });
  await press(page.getByRole('link', { name }).first());
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible({ timeout: 10_000 });
  const section = page.getByRole('region', { name: 'Background check' });
  await expect(section.getByText('Current')).toBeVisible();
  await expect(
    section.getByText(/^Clear, checked on .+ \(in person\); expires on .+$/),
  ).toBeVisible();
  await expect(section.getByRole('button', { name: 'Record a check' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await shot(page, 'cleaner-page');

  // A renewal is asked in the same form.
  await press(section.getByRole('button', { name: 'Record a check' }));
  const renewal = page.getByRole('dialog', { name: `Record a background check for ${name}` });
  await expect(renewal.getByRole('textbox', { name: /^Provider/ })).toBeVisible();
  await expect(renewal).toHaveCSS('opacity', '1');
  await shot(page, 'record-dialog');
  await press(renewal.getByRole('button', { name: 'Cancel' }));
  await expect(renewal).toBeHidden();
});
