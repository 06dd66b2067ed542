import { expect, test, type Page } from '@playwright/test';
import { seriousAxeViolations } from './e2e-axe.ts';
import { onPhone, press } from './e2e-press.ts';
import { fillOperatorCode, openConsoleSection, signInAsOperator } from './e2e-operator.ts';
import { keepScreenshot } from './e2e-screenshot.ts';

async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 10_000 });
}

function shot(page: Page, name: string) {
  return keepScreenshot(page, {
    path: `test-results/screens/${test.info().project.name}/${name}.png`,
    fullPage: true,
  });
}

/** A list of the console: a table at desktop width, cards on a phone (PagedList). */
function consoleList(page: Page, name: string) {
  return page.getByRole(onPhone() ? 'list' : 'table', { name, exact: true });
}

/**
 * What `npm run ops` does besides approving, coupons and bookings, in the browser (decision
 * 052); run by system-console.spec.ts at both widths (desktop, and 390×844 with touch).
 */
export function adminSystemTests() {
  test('an operator adds an operator, whose e-mail fails and is sent again from Mail and jobs', async ({
    page,
  }) => {
    const email = `e2e.${onPhone() ? 'phone' : 'desk'}.${Date.now()}@example.ca`;
    await signInAsOperator(page);
    await openConsoleSection(page, 'Operators', 'Operators');
    await expect(consoleList(page, 'Operators')).toBeVisible({ timeout: 10_000 });
    await press(page.getByRole('button', { name: 'Add an operator' }));
    const dialog = page.getByRole('dialog', { name: 'Add an operator' });
    await dialog.getByRole('textbox', { name: 'Their e-mail' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Full name (optional)' }).fill('Jonah Tremblay');
    // A new operator asks for a fresh code of the operator's app (decision 078).
    await fillOperatorCode(
      page,
      dialog.getByRole('textbox', { name: /Code from your authenticator app/ }),
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'admin-operator-dialog');
    await press(dialog.getByRole('button', { name: 'Add operator' }));
    await expect(
      page.getByText(
        `Added ${email} as an operator; they have been e-mailed a link to choose their password (valid 7 days).`,
      ),
    ).toBeVisible({ timeout: 10_000 });
    await expect(dialog).toBeHidden();
    await expect(consoleList(page, 'Operators').getByText(email)).toBeVisible();
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'admin-operators');

    // Without SMTP_URL no e-mail ever fails: the development hook fails the invitation.
    const failed = await page.request.post('/dev/outbox/fail', { data: { to: email } });
    expect(failed.ok()).toBe(true);
    const { data } = (await failed.json()) as { data: { id: number } };

    await openConsoleSection(page, 'Mail and jobs', 'Mail and background jobs');
    // The queues are one small table at every width, and it fits a phone's screen.
    const queues = page.getByRole('table', { name: 'Background jobs per queue', exact: true });
    await expect(queues.getByRole('rowheader', { name: 'mail.deliver' })).toBeVisible({
      timeout: 10_000,
    });
    // MapleShine's queues only: pg-boss's own cron queue is nothing an operator can act on.
    await expect(queues.getByRole('rowheader')).toHaveText([
      'mail.deliver',
      'mail.sweep',
      'payments.authorize-due',
      'jobs.digest',
      'privacy.retention',
      'bookings.unaccepted',
      'news.untold',
      'news.reminders',
      'payouts.transfer',
      'cleaners.check-expiries',
      'marketing.book-again',
      'privacy.export',
      'plans.visits',
    ]);
    const tableWidth = (await queues.boundingBox())?.width ?? Infinity;
    expect(tableWidth).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
    const mails = consoleList(page, 'Failed e-mails');
    await expect(mails.getByText(email)).toBeVisible({ timeout: 10_000 });
    await expect(
      mails.getByText('550 Mailbox unavailable (simulated in development)').first(),
    ).toBeVisible();
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'admin-system');
    await press(page.getByRole('button', { name: `Send again: e-mail #${data.id}`, exact: true }));
    await expect(
      page.getByText(`E-mail #${data.id} to ${email} will be sent again within a minute.`),
    ).toBeVisible({ timeout: 10_000 });
    await expect(
      page.getByRole('button', { name: `Send again: e-mail #${data.id}`, exact: true }),
    ).toHaveCount(0);
  });
}

/**
 * The console's site speed (decision 074), run by admin-site-speed.spec.ts at both widths. Early
 * in a project's run on purpose: its beacons share the address's hourly allowance (600) with every
 * page the run loads before it, and the every-route sweep alone loads hundreds.
 */
export function siteSpeedTests() {
  test('an operator reads site speed per day and route, each figure rated in words', async ({
    page,
  }) => {
    // The not-found page's template sorts right after '/', so the first page of today's rows holds
    // it however many routes the run reported; the beacon takes only the router's templates
    // (decision 074). Twenty samples outweigh any the run's own visits of unknown pages sent, so
    // the day's 75th percentiles are these figures.
    const route = '/*';
    for (let sample = 0; sample < 20; sample += 1) {
      const beacon = await page.request.post('/api/vitals', {
        data: {
          vRoute: route,
          metrics: [
            { vName: 'LCP', fValue: 4600, vRating: 'poor' },
            { vName: 'INP', fValue: 350, vRating: 'needs-improvement' },
            { vName: 'CLS', fValue: 0.02, vRating: 'good' },
          ],
        },
      });
      expect(beacon.ok()).toBe(true);
    }
    await signInAsOperator(page);
    await openConsoleSection(page, 'Site speed', 'Site speed');
    const list = consoleList(page, 'Site speed per day and route');
    // Exactly: '/admin/*' holds the same characters.
    const row = list
      .locator(onPhone() ? 'li' : 'tr')
      .filter({ has: page.getByText(route, { exact: true }) });
    await expect(row).toBeVisible({ timeout: 10_000 });
    await expect(row.getByText('Poor', { exact: true })).toBeVisible();
    await expect(row.getByText('Needs improvement', { exact: true })).toBeVisible();
    await expect(row.getByText('Good', { exact: true })).toBeVisible();
    await settled(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await shot(page, 'admin-site-speed');
  });
}
