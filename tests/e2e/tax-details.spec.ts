import { expect, test } from '@playwright/test';
import { press, onPhone } from '#tests/support/e2e-press.ts';
import { newCleaner } from '#tests/support/e2e-new-cleaner.ts';
import { signIn } from '#tests/support/e2e-tax-details.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';

// Issue 43 (decision 135): a new cleaner gives the tax details the CRA's reporting rules for
// platforms require, on their dashboard; a bad SIN is refused in the form's own words first, and
// once saved the details are shown masked. Both widths, each with a cleaner of its own.

test('a cleaner enters their tax details, is told of a bad SIN, then sees them masked', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL: baseURL ?? '' });
  const fullName = onPhone() ? 'Noor Haddad' : 'Lena Fischer';
  const cleaner = await newCleaner(api, { tag: 'tax', city: 'Calgary', fullName });
  await api.dispose();
  const width = onPhone() ? 'phone' : 'desktop';
  await signIn(page, cleaner.email, cleaner.password);

  const card = page.getByRole('region', { name: 'Tax details for reporting' });
  await expect(card).toBeVisible({ timeout: 10_000 });
  await expect(card.getByText('The CRA’s reporting rules for digital platforms')).toBeVisible();
  const form = card.getByRole('form', { name: 'Tax details for reporting' });
  await form.getByRole('textbox', { name: 'Legal name' }).fill(fullName);
  await form.getByRole('textbox', { name: 'Street address' }).fill('200 8 Ave SW');
  await form.getByRole('textbox', { name: 'City' }).fill('Calgary');
  await press(form.getByRole('combobox', { name: 'Province or territory' }));
  await press(page.getByRole('option', { name: 'Alberta' }));
  await form.getByRole('textbox', { name: 'Postal code' }).fill('T2P 1J9');
  await form.getByLabel('Date of birth').fill('1988-09-14');
  const sin = form.getByRole('textbox', { name: 'Social insurance number (SIN)' });
  await sin.fill('046 454 287');
  await press(form.getByRole('button', { name: 'Save tax details' }));
  await expect(form.getByRole('alert')).toHaveText(
    'This is not a valid social insurance number (SIN): please check its 9 digits.',
    { timeout: 10_000 },
  );
  await keepScreenshot(page, {
    path: `test-results/screens/tax-details-refused-${width}.png`,
    fullPage: true,
  });

  await sin.fill('046 454 286');
  await press(form.getByRole('button', { name: 'Save tax details' }));
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your tax details are saved.' }),
  ).toBeVisible({ timeout: 10_000 });
  await expect(card.getByText('Social insurance number (SIN): ••• ••• 286')).toBeVisible({
    timeout: 10_000,
  });
  await expect(card.getByText('Calgary, Alberta')).toBeVisible();
  await expect(card.getByText('Born in 1988')).toBeVisible();
  await expect(card).not.toContainText('046 454 286');
  await expect(card.getByRole('form')).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await keepScreenshot(page, {
    path: `test-results/screens/tax-details-masked-${width}.png`,
    fullPage: true,
  });

  // A fresh page load shows the same, masked, from the server.
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Tax details for reporting' })
      .getByText('Social insurance number (SIN): ••• ••• 286'),
  ).toBeVisible({ timeout: 10_000 });
});
