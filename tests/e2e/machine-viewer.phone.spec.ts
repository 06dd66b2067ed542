import { expect, test } from '@playwright/test';
import {
  expectWholeDiagram,
  frameOf,
  machineNames,
  openMachine,
  viewOf,
} from './machine-viewer-helpers.ts';
import { keepScreenshot } from '#tests/support/e2e-screenshot.ts';

// At 390×844 with touch (the phone project); the build is made with SHOW_MACHINES=1.

test('shows every machine whole inside the window at 390 px', async ({ page }) => {
  for (const name of machineNames) {
    await openMachine(page, name);
    await expectWholeDiagram(page, name);
  }
  await openMachine(page, 'job-lifecycle');
  await keepScreenshot(page, { path: 'test-results/machine-job-lifecycle-phone.png' });
  await page.goto('/machines');
  await keepScreenshot(page, { path: 'test-results/machine-index-phone.png', fullPage: true });
});

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
