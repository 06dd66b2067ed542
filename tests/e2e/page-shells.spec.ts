import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
import { PAGE_SHELL_ID } from '#shared/server-render-contract.ts';
import { SESSION_KEYS } from '#src/session/role.ts';
import { axeFindings } from '#tests/support/e2e-axe.ts';
import { signInAsOperator } from '#tests/support/e2e-operator.ts';

/*
 * Decision 156 at both widths: the static shell of a person's page (server/http/personal-page-
 * shells.ts) is what a reader gets before the app runs, so it alone is held to the same WCAG
 * rules as every page (the app's scripts are not run); and once the app has shown the page, no
 * shell is left and the page is not blank.
 */

const SHELL = `#${PAGE_SHELL_ID}`;
// A booking's page from its link is rendered by the server with its booking (decision 159):
// booking-link-rendered.spec.ts.
const shellAddresses = ['/jobs', '/admin'];

test.describe('the static shell alone, before the app runs', () => {
  for (const address of [...shellAddresses, ...shellAddresses.map((path) => `/fr${path}`)]) {
    test(`${address}: no serious or critical axe finding`, async ({ page }) => {
      // The app's scripts never arrive: what shows is the server's shell alone.
      await page.route(/\.(js|mjs)(\?|$)/, (route) => route.abort());
      await page.goto(address);
      await expect(page.locator(SHELL)).toBeVisible();
      await expect(page.locator('#root')).toBeHidden();
      expect(await axeFindings(page)).toEqual([]);
    });
  }
});

/**
 * Records, from the document's start, what the first frame without the shell shows: sampled in
 * each frame's animation callback, which runs after the tasks that changed the DOM and right
 * before the browser paints it.
 */
async function watchFirstFrameWithoutShell(page: Page) {
  await page.addInitScript((shell) => {
    const frames = window as unknown as { firstWithoutShell?: unknown };
    const look = () => {
      const root = document.getElementById('root');
      if (document.getElementById(shell) || !root) {
        requestAnimationFrame(look);
        return;
      }
      frames.firstWithoutShell = {
        loader: root.querySelector('.mantine-Loader-root') !== null,
        heading: root.querySelector('h1')?.textContent ?? null,
        height: root.getBoundingClientRect().height,
      };
    };
    requestAnimationFrame(look);
  }, PAGE_SHELL_ID);
}

/**
 * The page after the app took it over: no shell left, its heading shown; and the first frame
 * painted without the shell already showed the page (no loader, nothing blank in between).
 */
async function shownWithoutShell(page: Page, heading: string, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator(SHELL)).toHaveCount(0);
  const first = (await page.evaluate(
    () => (window as unknown as { firstWithoutShell?: unknown }).firstWithoutShell,
  )) as { loader: boolean; heading: string | null; height: number } | undefined;
  expect(first?.loader, 'a loader in the first frame without the shell').toBe(false);
  expect(first?.height, 'the first frame without the shell is blank').toBeGreaterThan(100);
  // The page's first render has its heading.
  expect(first?.heading).toBe(heading);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

test('/jobs: the cleaner’s job list replaces the shell', async ({ page }) => {
  const login = await page.request.post('/api/auth/login', {
    data: { vEmail: demoContractorEmail('Edmonton'), vPassword: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { data } = (await login.json()) as {
    data: { vContractorUniqueCode?: string; vCustomerUniqueCode?: string; iCustomerId?: number };
  };
  // The codes the login form would have kept in session storage.
  const storage: [string, string][] = [];
  if (data.vContractorUniqueCode) {
    storage.push([SESSION_KEYS.contractorUniqueCode, data.vContractorUniqueCode]);
  }
  if (data.vCustomerUniqueCode)
    storage.push([SESSION_KEYS.customerUniqueCode, data.vCustomerUniqueCode]);
  if (data.iCustomerId !== undefined)
    storage.push([SESSION_KEYS.customerId, String(data.iCustomerId)]);
  await page.addInitScript((entries) => {
    for (const [key, value] of entries) sessionStorage.setItem(key, value);
  }, storage);
  await watchFirstFrameWithoutShell(page);
  await page.goto('/jobs');
  await shownWithoutShell(page, 'Jobs', 'jobs');
});

test('/admin: Today replaces the shell', async ({ page }) => {
  await signInAsOperator(page);
  await watchFirstFrameWithoutShell(page);
  await page.goto('/admin');
  await shownWithoutShell(page, 'Today', 'admin');
});
