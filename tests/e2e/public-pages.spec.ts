import { expect, test } from '@playwright/test';
import { onlyAt } from '#tests/support/e2e-width.ts';

onlyAt(
  'desktop',
  'reads alike at every width; every-route.spec.ts opens each public route at both',
);

// Each public route's heading, axe and narrow-screen checks are in every-route.spec.ts.

test('a visitor opens every question for cleaners from /join-us', async ({ page }) => {
  await page.goto('/join-us');
  const faq = page.getByRole('region', { name: 'Questions from Cleaners' });
  await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);
  await faq.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/frequently-asked-questions$/);
  await expect(page.getByRole('tab', { name: 'For Cleaners' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveTitle('Frequently Asked Questions | MapleShine');
});

test('a visitor sends a message from the contact page', async ({ page }) => {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Full Name').fill('Amira Haddad');
  await form.getByLabel('Email').fill(`amira.e2e.${Date.now()}@example.ca`);
  await form.getByLabel('Phone').fill('6135550199');
  await form.getByLabel('Message').fill('Can I book a deep clean in Orléans for next Saturday?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(
    page.getByText('Thank you for contacting us. We will get back to you soon.'),
  ).toBeVisible();
  await expect(form.getByLabel('Full Name')).toHaveValue('');
});
