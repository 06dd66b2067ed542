import { expect, test, type Page } from '@playwright/test';

// The production build these tests run against must be made with SHOW_MACHINES=1 (`npm test`
// and `npm run test:e2e` do so); without it /machines is the not-found page (decision 016).

async function choose(page: Page, name: string) {
  await page
    .getByRole('region', { name: 'What can happen now' })
    .getByRole('button', { name, exact: true })
    .click();
}

function stateNode(page: Page, name: string) {
  return page
    .getByRole('group', { name: /^Diagram of / })
    .getByRole('button', { name: `State ${name}`, exact: true });
}

test('clicks through the same-day booking machine to payment in the viewer', async ({ page }) => {
  await page.goto('/machines');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Machines' }),
    'the build was made with SHOW_MACHINES=1',
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Machine' }).selectOption('same-day-booking');
  await expect(page).toHaveURL(/\/machines\?machine=same-day-booking$/);
  await expect(stateNode(page, 'contact')).toHaveAttribute('aria-current', 'step');

  const current = page.getByTestId('current-state');
  await choose(page, 'contact.submit (contact details the server accepts)');
  await expect(current).toHaveText('starting');
  await choose(page, 'startBooking succeeds');
  await choose(page, 'Skip the wait (2 seconds)');
  await expect(current).toHaveText('details');
  await choose(page, 'details.submit (a time a cleaner is free)');
  await choose(page, 'checkAvailability succeeds');
  await choose(page, 'Skip the wait (2 seconds)');
  await expect(current).toHaveText('summary');
  await choose(page, 'summary.bookNow');
  await choose(page, 'bookNow succeeds');
  await choose(page, 'Skip the wait (2 seconds)');

  await expect(current).toHaveText('payment');
  await expect(stateNode(page, 'payment')).toHaveAttribute('aria-current', 'step');
  await expect(stateNode(page, 'contact')).not.toHaveAttribute('aria-current', 'step');
  await expect(page.getByText('The machine has finished: nothing more can happen.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'How the tests reach payment' }).getByRole('listitem'),
  ).toHaveText(['draft.restore (a draft saved at the payment stage)']);
  await page.screenshot({ path: 'test-results/machine-viewer.png', fullPage: true });
});

test('draws every machine of machines/ in Chromium', async ({ page }) => {
  await page.goto('/machines');
  const select = page.getByRole('combobox', { name: 'Machine' });
  await expect(select.locator('option')).not.toHaveCount(0);
  const names = await select.locator('option').allTextContents();
  expect(names).toEqual(
    expect.arrayContaining([
      'card-payment',
      'coupon',
      'form-submit',
      'job-lifecycle',
      'same-day-booking',
    ]),
  );
  for (const name of names) {
    await select.selectOption(name);
    const diagram = page.getByRole('group', { name: /^Diagram of / });
    await expect(diagram.locator('[aria-current="step"]')).toHaveCount(1);
    expect(await diagram.getByRole('button').count()).toBeGreaterThan(1);
  }
});
