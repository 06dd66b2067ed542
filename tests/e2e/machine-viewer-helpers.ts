import { expect, type Page } from '@playwright/test';

/** Every machine of machines/, as the viewer names them in its address. */
export const machineNames = [
  'cancellation',
  'card-payment',
  'coupon',
  'form-submit',
  'job-action',
  'job-lifecycle',
  'regular-plan',
  'same-day-booking',
];

export async function openMachine(page: Page, name: string) {
  await page.goto(`/machines?machine=${name}`);
  // The regular plan's current state is nested (active, and its visit scheduled): both are marked.
  await expect(
    page.getByRole('group', { name: /^Diagram of / }).locator('[aria-current="step"]'),
    `${name} drawn (the build was made with SHOW_MACHINES=1)`,
  ).toHaveCount(name === 'regular-plan' ? 2 : 1);
}

export function frameOf(page: Page) {
  return page.getByRole('region', { name: /^Diagram of / });
}

export function stateNode(page: Page, name: string) {
  return page
    .getByRole('group', { name: /^Diagram of / })
    .getByRole('button', { name: `State ${name}`, exact: true });
}

export async function choose(page: Page, name: string) {
  await page
    .getByRole('region', { name: 'What can happen now' })
    .getByRole('button', { name, exact: true })
    .click();
}

/** The viewBox the diagram shows now: x, y, width, height in the diagram's units. */
export async function viewOf(page: Page) {
  const view = await page.getByRole('group', { name: /^Diagram of / }).getAttribute('data-view');
  const [x = 0, y = 0, width = 0, height = 0] = (view ?? '').split(' ').map(Number);
  return { x, y, width, height };
}

/** Every box, line and label of the diagram lies inside its frame, and the frame in the window. */
export async function expectWholeDiagram(page: Page, name: string) {
  const window = page.viewportSize();
  const frame = await frameOf(page).boundingBox();
  if (!window || !frame) throw new Error(`${name}: no diagram frame`);
  expect(frame.x, name).toBeGreaterThanOrEqual(0);
  expect(frame.y, name).toBeGreaterThanOrEqual(0);
  expect(frame.x + frame.width, name).toBeLessThanOrEqual(window.width);
  expect(frame.y + frame.height, name).toBeLessThanOrEqual(window.height);
  const parts = page
    .getByRole('group', { name: /^Diagram of / })
    .locator('[data-state], path[data-transition], text');
  const count = await parts.count();
  expect(count, name).toBeGreaterThan(2);
  for (let index = 0; index < count; index += 1) {
    const box = await parts.nth(index).boundingBox();
    if (!box) continue;
    const where = `${name}, part ${index}`;
    expect(box.x, where).toBeGreaterThanOrEqual(frame.x - 0.5);
    expect(box.y, where).toBeGreaterThanOrEqual(frame.y - 0.5);
    expect(box.x + box.width, where).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    expect(box.y + box.height, where).toBeLessThanOrEqual(frame.y + frame.height + 0.5);
  }
}
