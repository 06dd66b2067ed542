import { expect, test, type Locator } from '@playwright/test';
import { DEMO_PASSWORD, demoContractorEmail } from '#server/db/seed/accounts.ts';
import { dashboardLabels as fr } from '#shared/catalogue/fr-CA/dashboard.ts';
import { seriousAxeViolations } from '#tests/support/e2e-axe.ts';
import { onPhone } from '#tests/support/e2e-press.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';
import { signIn } from '#tests/support/e2e-tax-details.ts';
import { atWidth } from '#tests/support/e2e-width.ts';

/*
 * The dashboard's figures: two to a card row from the narrowest phone up (four on a desktop), so
 * a phone's first screen holds them and what follows; the longest amounts a busy cleaner's
 * dashboard can show, in French (the longer words), stay inside their cards at 360 px without
 * pushing the page sideways. The answer of /api/contractor/dashboard is given those amounts on
 * its way to the page; everything else is the demo cleaner's own.
 */

const BIG = {
  iOpenJobs: 1234,
  iAssignedJobs: 56,
  iInProgressJobs: 2,
  iCompletedJobs: 12345,
  fEarnings: 123456.78,
  fEarningsThisWeek: 12345.67,
  iReviews: 0,
};

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('a figure is not laid out');
  return box;
}

test('the figures sit two to a row on a phone, four on a desktop, and the longest amounts stay in their cards', async ({
  page,
}) => {
  await page.route('**/api/contractor/dashboard', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { data: Record<string, unknown> };
    await route.fulfill({ response, json: { ...answer, data: { ...answer.data, ...BIG } } });
  });
  await signIn(page, demoContractorEmail('Winnipeg'), DEMO_PASSWORD);
  if (onPhone()) await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/fr/dashboard');

  const names = [
    fr.OPEN_JOBS,
    fr.ACCEPTED_JOBS,
    fr.IN_PROGRESS_JOBS,
    fr.COMPLETED_JOBS,
    fr.EARNINGS,
    fr.EARNINGS_THIS_WEEK,
    fr.AVERAGE_RATING,
    fr.REVIEWS,
  ];
  const figure = (name: string) => page.getByRole('group', { name, exact: true });
  await expect(figure(fr.EARNINGS)).toContainText('123 456,78 $');
  await expect(figure(fr.AVERAGE_RATING)).toContainText(fr.NO_RATING_YET);
  const boxes = [];
  for (const name of names) boxes.push(await boxOf(figure(name)));
  const perRow = atWidth({ desktop: 4, phone: 2 });
  for (const [index, box] of boxes.entries()) {
    const first = boxes[index - (index % perRow)] ?? box;
    expect(Math.abs(box.y - first.y), `${names[index]} in its row`).toBeLessThan(1);
  }
  const [top, below] = [boxes[0], boxes[perRow]];
  expect(below?.y ?? 0).toBeGreaterThan((top?.y ?? 0) + (top?.height ?? 0));

  // Each value inside its own card, and the page no wider than the screen.
  for (const [index, name] of names.entries()) {
    const card = boxes[index];
    const value = await figure(name)
      .locator('p')
      .first()
      .evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const { left, right } = range.getBoundingClientRect();
        return { left, right };
      });
    expect(value.left, `${name}: its value`).toBeGreaterThanOrEqual(card?.x ?? 0);
    expect(value.right, `${name}: its value`).toBeLessThanOrEqual(
      (card?.x ?? 0) + (card?.width ?? 0),
    );
  }
  await figure(fr.EARNINGS).scrollIntoViewIfNeeded();
  await keepScreenshot(page, {
    path: `test-results/dashboard-figures-${atWidth({ desktop: 'desktop', phone: 'phone' })}.png`,
  });
  // The smaller number on a phone, long values wrapped: still no serious axe finding.
  expect(await seriousAxeViolations(page)).toEqual([]);
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
});
