import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * Every public route of spec §2 a visitor can reach, with the h1 it must show. Add a route here
 * when its page lands; each gets the same checks: heading, no console error, no serious or
 * critical axe violation, and no sideways scrolling on a 360 px phone.
 */
const publicRoutes: { path: string; heading: string }[] = [
  { path: '/', heading: 'A spotless home, booked in a minute' },
  { path: '/services', heading: 'Our Services' },
  { path: '/move-out-move-in-clean', heading: 'Move-Out/Move-In Clean' },
  { path: '/deep-cleaning', heading: 'Deep Cleaning' },
  { path: '/post-event-cleanup', heading: 'Post-Event Cleanup' },
  { path: '/routine-clean', heading: 'Routine Clean' },
  { path: '/service-detail/move-out-move-in-clean', heading: 'Move-Out/Move-In Clean' },
  { path: '/service-detail/commercial-cleaning', heading: 'Commercial Cleaning' },
  { path: '/commercial', heading: 'Commercial Cleaning' },
  { path: '/about-us', heading: 'About Us' },
  { path: '/careers', heading: 'Careers' },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/help-and-legal/terms-and-conditions', heading: 'Terms and Conditions' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/frequently-asked-questions', heading: 'Frequently Asked Questions' },
  { path: '/join-us', heading: 'Join MapleShine as a Cleaner' },
  { path: '/contact-us', heading: 'Contact Us' },
  { path: '/blog', heading: 'Cleaning Tips & News' },
  { path: '/blogs', heading: 'Cleaning Tips & News' },
  {
    path: '/blog-detail/move-out-cleaning-checklist-for-renters',
    heading: 'The Move-Out Cleaning Checklist for Renters',
  },
  { path: '/house-cleaner-jobs-edmonton', heading: 'House Cleaner Jobs in Edmonton' },
  { path: '/house-cleaner-jobs-calgary', heading: 'House Cleaner Jobs in Calgary' },
  {
    path: '/house-cleaner-jobs-lower-mainland',
    heading: 'House Cleaner Jobs in the Lower Mainland',
  },
  { path: '/house-cleaner-jobs-winnipeg', heading: 'House Cleaner Jobs in Winnipeg' },
  { path: '/house-cleaner-jobs-ottawa', heading: 'House Cleaner Jobs in Ottawa' },
  { path: '/house-cleaner-jobs-toronto', heading: 'House Cleaner Jobs in Toronto' },
  { path: '/house-cleaner-jobs-mississauga', heading: 'House Cleaner Jobs in Mississauga' },
  { path: '/house-cleaner-jobs-brampton', heading: 'House Cleaner Jobs in Brampton' },
  {
    path: '/move-out-in-cleaning-edmonton',
    heading: 'Move-In and Move-Out Cleaning in Edmonton',
  },
  { path: '/no/such/page', heading: 'Page Not Found.' },
];

function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Waits until the page has its data: no skeleton left and the network quiet. It first scrolls to
 * the end, as a reader would, since parts below the fold load as they come near the view.
 */
async function settle(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

for (const route of publicRoutes) {
  test(`${route.path} shows "${route.heading}", accessible and without errors`, async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.goto(route.path);
    await expect(
      page.getByRole('heading', { level: 1, name: route.heading, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await settle(page);

    const scan = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = scan.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
      );
    expect(serious).toEqual([]);

    await page.setViewportSize({ width: 360, height: 740 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
  });
}

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
