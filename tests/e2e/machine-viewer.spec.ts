import { expect, test } from '@playwright/test';
import {
  choose,
  expectWholeDiagram,
  frameOf,
  machineNames,
  openMachine,
  stateNode,
  viewOf,
} from './machine-viewer-helpers.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';
import { onlyAt, thisWidth } from '#tests/support/e2e-width.ts';

// The production build these tests run against must be made with SHOW_MACHINES=1 (`npm test`
// and `npm run test:e2e` do so); without it /machines is the not-found page (decisions 016, 046).

test.describe(() => {
  onlyAt(
    'desktop',
    'a mouse, a wheel and a keyboard; the index and the steps read alike at every width',
  );

  test('the index names every machine, what it governs, where it runs and its coverage', async ({
    page,
  }) => {
    await page.goto('/machines');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Machines' }),
      'the build was made with SHOW_MACHINES=1',
    ).toBeVisible();
    const cards = page.getByRole('listitem');
    await expect(cards).toHaveCount(machineNames.length);
    await expect(page.getByTestId('coverage-job-lifecycle')).toHaveText(
      'Tested: 21 of 21 transitions tested (100%)',
    );
    await keepScreenshot(page, { path: 'test-results/machine-index-desktop.png', fullPage: true });
    await page.getByRole('link', { name: 'Job lifecycle' }).click();
    await expect(page).toHaveURL(/\/machines\?machine=job-lifecycle/);
    await expect(page.getByRole('heading', { level: 1, name: 'Job lifecycle' })).toBeVisible();
  });

  test('zooms with the buttons, the keyboard and the wheel, and pans with the arrows and a drag', async ({
    page,
  }) => {
    await openMachine(page, 'job-lifecycle');
    const whole = await viewOf(page);

    await page.getByRole('button', { name: 'Zoom in' }).click();
    const zoomed = await viewOf(page);
    expect(zoomed.width).toBeLessThan(whole.width);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    expect((await viewOf(page)).width).toBeGreaterThan(whole.width);
    await page.getByRole('button', { name: 'Fit to view' }).click();
    expect(await viewOf(page)).toEqual(whole);

    await frameOf(page).focus();
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    const keyZoomed = await viewOf(page);
    expect(keyZoomed.width).toBeLessThan(whole.width);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const panned = await viewOf(page);
    expect(panned.x).toBeGreaterThan(keyZoomed.x);
    expect(panned.y).toBeGreaterThan(keyZoomed.y);
    await page.keyboard.press('-');
    expect((await viewOf(page)).width).toBeGreaterThan(keyZoomed.width);
    await page.keyboard.press('0');
    expect(await viewOf(page)).toEqual(whole);

    const box = await frameOf(page).boundingBox();
    if (!box) throw new Error('no diagram frame');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, -300);
    await expect.poll(async () => (await viewOf(page)).width).toBeLessThan(whole.width);
    const wheeled = await viewOf(page);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 80, box.y + box.height / 2 - 40, { steps: 5 });
    await page.mouse.up();
    const dragged = await viewOf(page);
    expect(dragged.x).toBeGreaterThan(wheeled.x);
    expect(dragged.y).toBeGreaterThan(wheeled.y);
    // The drag ended over the diagram without selecting a state.
    await expect(page.getByRole('region', { name: /^How the tests reach/ })).toContainText('draft');
  });

  test('steps through the job lifecycle with the current state highlighted, and copies its link', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openMachine(page, 'job-lifecycle');
    await expect(stateNode(page, 'Not finished')).toHaveAttribute('aria-current', 'step');
    await choose(page, 'booking.quote');
    await choose(page, 'booking.authorize');
    await choose(page, 'job.accept');
    const assigned = stateNode(page, 'Cleaner assigned (customer) / Assigned (cleaner)');
    await expect(assigned).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('current-state')).toHaveText('assigned');
    await expect(page).toHaveURL(/[?&]state=assigned$/);

    await page.getByRole('button', { name: 'Copy link to this state' }).click();
    await expect(page.getByText('Link copied.')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/machines\?machine=job-lifecycle&state=assigned$/);
    await keepScreenshot(page, { path: 'test-results/machine-job-lifecycle-assigned-desktop.png' });

    await page.goto('/');
    await page.goto(link);
    await expect(
      stateNode(page, 'Cleaner assigned (customer) / Assigned (cleaner)'),
    ).toHaveAttribute('aria-current', 'step');
    await expect(page.getByTestId('current-state')).toHaveText('assigned');
    await expect(stateNode(page, 'Not finished')).not.toHaveAttribute('aria-current', 'step');
  });

  test('clicks through the same-day booking machine to payment in the viewer', async ({ page }) => {
    await page.goto('/machines');
    await page.getByRole('link', { name: 'Same day booking' }).click();
    await expect(page).toHaveURL(/\/machines\?machine=same-day-booking/);
    await expect(stateNode(page, 'Contact details form')).toHaveAttribute('aria-current', 'step');

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
    await expect(stateNode(page, 'Payment form')).toHaveAttribute('aria-current', 'step');
    await expect(stateNode(page, 'Contact details form')).not.toHaveAttribute(
      'aria-current',
      'step',
    );
    await expect(
      page.getByText('The machine has finished: nothing more can happen.'),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'How the tests reach payment' }).getByRole('listitem'),
    ).toHaveText(['draft.restore (a draft saved at the payment stage)']);
  });
});

test('shows every machine whole inside the window, at 1280 px on a desktop and at 390 px on a phone', async ({
  page,
}) => {
  const width = thisWidth();
  for (const name of machineNames) {
    await openMachine(page, name);
    await expectWholeDiagram(page, name);
  }
  await openMachine(page, 'job-lifecycle');
  await keepScreenshot(page, { path: `test-results/machine-job-lifecycle-${width}.png` });
  if (width === 'phone') {
    await page.goto('/machines');
    await keepScreenshot(page, { path: 'test-results/machine-index-phone.png', fullPage: true });
  }
});

test.describe(() => {
  onlyAt('phone', 'a finger on a touch screen');

  test('a finger drag pans the zoomed diagram', async ({ page }) => {
    await openMachine(page, 'job-lifecycle');
    await page.getByRole('button', { name: 'Zoom in' }).tap();
    await page.getByRole('button', { name: 'Zoom in' }).tap();
    const before = await viewOf(page);
    const box = await frameOf(page).boundingBox();
    if (!box) throw new Error('no diagram frame');
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      });
    await touch('touchStart', start.x, start.y);
    for (let step = 1; step <= 6; step += 1) {
      await touch('touchMove', start.x - step * 15, start.y - step * 10);
    }
    await touch('touchEnd', start.x - 90, start.y - 60);
    const after = await viewOf(page);
    expect(after.width).toBe(before.width);
    expect(after.x).toBeGreaterThan(before.x);
    expect(after.y).toBeGreaterThan(before.y);
  });
});
