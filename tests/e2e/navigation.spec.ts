import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
import { seriousAxeViolations } from '#tests/support/e2e-axe.ts';
import { signInAsOperator } from '#tests/support/e2e-operator.ts';
import { onlyAt } from '#tests/support/e2e-width.ts';

onlyAt(
  'phone',
  "the header's menu and the dashboard's navigation are drawers below a desktop's width",
);

/*
 * The two drawers of a phone (decision 029): the public header's menu and the dashboard's navigation.
 * Each is opened by a tap, keeps the focus inside, closes on Escape and on navigation, and every
 * link in it leads to its page.
 */

const CUSTOMER_EMAIL = 'customer@demo.mapleshine.ca';

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Welcome Back' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await form.getByRole('button', { name: 'Log In' }).tap();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
}

/** Tabs forward `presses` times and says whether the focus ever left the open dialog. */
async function focusLeavesDialog(page: Page, presses: number): Promise<boolean> {
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate(
      () => document.activeElement?.closest('[role="dialog"]') !== null,
    );
    if (!inside) return true;
  }
  return false;
}

/** Every link of the header's menu on a phone, with the heading of the page it opens. */
const headerLinks: { name: string; path: string; heading: string }[] = [
  { name: 'About', path: '/about-us', heading: 'About Us' },
  {
    name: 'Move-Out/Move-In Clean',
    path: '/service-detail/move-out-move-in-clean',
    heading: 'Move-Out/Move-In Clean',
  },
  { name: 'Deep Cleaning', path: '/service-detail/deep-cleaning', heading: 'Deep Cleaning' },
  {
    name: 'Post-Event Cleanup',
    path: '/service-detail/post-event-cleanup',
    heading: 'Post-Event Cleanup',
  },
  { name: 'Routine Clean', path: '/service-detail/routine-clean', heading: 'Routine Clean' },
  {
    name: 'Commercial Cleaning',
    path: '/service-detail/commercial-cleaning',
    heading: 'Commercial Cleaning',
  },
  { name: 'Book Now', path: '/book-now', heading: 'Book a Cleaning' },
  { name: 'Log In', path: '/login', heading: 'Welcome Back' },
  { name: 'Join Us', path: '/join-us', heading: 'Join MapleShine as a Cleaner' },
];

test.describe('the header menu on a phone', () => {
  test('opens on a tap, keeps the focus and closes on Escape', async ({ page }) => {
    await page.goto('/contact-us');
    const burger = page.getByRole('button', { name: 'Open menu' });
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await burger.tap();

    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    // The burger, which says whether the menu is open; the drawer's own close button does not.
    await expect(page.getByRole('button', { name: 'Close menu', expanded: true })).toBeVisible();
    // The header's links, and the language switcher (Français, decision 103).
    await expect(menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveCount(
      headerLinks.length + 1,
    );
    await expect(menu.getByRole('link', { name: 'Français' })).toHaveAttribute(
      'href',
      '/contact-us'.replace(/^/, '/fr'),
    );
    expect(await focusLeavesDialog(page, headerLinks.length + 4)).toBe(false);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await burger.tap();
    await menu.getByRole('button', { name: 'Close menu' }).tap();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/contact-us$/);
  });

  for (const link of headerLinks) {
    test(`leads to ${link.path} through "${link.name}" and closes`, async ({ page }) => {
      await page.goto('/contact-us');
      await page.getByRole('button', { name: 'Open menu' }).tap();
      const menu = page.getByRole('dialog');
      await menu.getByRole('link', { name: link.name, exact: true }).tap();

      await expect(page).toHaveURL(new RegExp(`${link.path}$`));
      await expect(
        page.getByRole('heading', { level: 1, name: link.heading, exact: true }),
      ).toBeVisible({ timeout: 10_000 });
      await expect(menu).toBeHidden();
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  }
});

type DashboardLink = { name: string; heading: string };

const dashboardLinks: Record<'customer' | 'cleaner', DashboardLink[]> = {
  customer: [
    { name: 'Profile', heading: 'My Profile' },
    { name: 'Booking', heading: 'My Bookings' },
    { name: 'Notification', heading: 'Notifications' },
    { name: 'Reviews', heading: 'Reviews' },
    { name: 'Dashboard', heading: 'Dashboard' },
  ],
  cleaner: [
    { name: 'Profile', heading: 'My Profile' },
    { name: 'Jobs', heading: 'Jobs' },
    { name: 'Working hours', heading: 'Working hours' },
    { name: 'Pay statements', heading: 'Pay statements' },
    { name: 'Notification', heading: 'Notifications' },
    { name: 'Reviews', heading: 'Reviews' },
    { name: 'Dashboard', heading: 'Dashboard' },
  ],
};

const accounts = {
  customer: CUSTOMER_EMAIL,
  cleaner: demoContractorEmail('Winnipeg'),
};

for (const role of ['customer', 'cleaner'] as const) {
  test(`a ${role} reaches every page of the dashboard drawer, then logs out from it`, async ({
    page,
  }) => {
    await logIn(page, accounts[role]);
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    const drawer = page.getByRole('dialog');

    await burger.tap();
    await expect(drawer).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousAxeViolations(page), 'dashboard drawer open').toEqual([]);
    expect(await focusLeavesDialog(page, dashboardLinks[role].length + 3)).toBe(false);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(burger).toHaveAttribute('aria-expanded', 'false');

    for (const link of dashboardLinks[role]) {
      await burger.tap();
      await drawer
        .getByRole('navigation', { name: 'Account' })
        .getByRole('link', { name: link.name, exact: true })
        .tap();
      await expect(
        page.getByRole('heading', { level: 1, name: link.heading, exact: true }),
      ).toBeVisible({ timeout: 10_000 });
      await expect(drawer).toBeHidden();
    }

    await burger.tap();
    await drawer.getByRole('link', { name: 'Log out', exact: true }).tap();
    await expect(page.getByText('You have been logged out.')).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/login$/);
  });
}

test('at 900 px, below both breakpoints of a desktop, the header menu and the dashboard drawer open', async ({
  page,
}) => {
  await page.setViewportSize({ width: 900, height: 1000 });
  await page.goto('/about-us');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Log In' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.setViewportSize({ width: 700, height: 1000 });
  await logIn(page, CUSTOMER_EMAIL);
  await page.getByRole('button', { name: 'Toggle navigation' }).tap();
  await page.getByRole('dialog').getByRole('link', { name: 'Booking', exact: true }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'My Bookings' })).toBeVisible();
});

test("the operator's console drawer: its links on our own side-nav links (decision 161) pass axe, keep the focus, and lead to their section", async ({
  page,
}) => {
  await signInAsOperator(page);
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  const drawer = page.getByRole('dialog');
  const links = drawer.getByRole('navigation', { name: 'Console' }).getByRole('link');

  await burger.tap();
  await expect(drawer).toBeVisible();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(links.filter({ hasText: /^Today$/ })).toHaveAttribute('aria-current', 'page');
  expect(await seriousAxeViolations(page), 'console drawer open').toEqual([]);
  expect(await focusLeavesDialog(page, (await links.count()) + 3)).toBe(false);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await burger.tap();
  await links.filter({ hasText: /^Ledger$/ }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Ledger' })).toBeVisible({
    timeout: 10_000,
  });
  await expect(drawer).toBeHidden();
  await burger.tap();
  await expect(links.filter({ hasText: /^Ledger$/ })).toHaveAttribute('aria-current', 'page');
  await expect(links.filter({ hasText: /^Today$/ })).not.toHaveAttribute('aria-current', 'page');
});
