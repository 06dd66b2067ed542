import { expect, test } from '@playwright/test';
import {
  HOLD_EARLY_CLICKS_SCRIPT,
  LINKS_FREED_AFTER_MS,
} from '#server/http/hold-early-clicks-script.ts';
import { HYDRATED_EVENT } from '#shared/server-render-contract.ts';
import { onlyAt } from '#tests/support/e2e-width.ts';

/*
 * Decision 170: the script first in a server-rendered page's head holds presses until the app has
 * taken the page over, then replays them; here on a page of its own, so each case is exact.
 */
onlyAt('desktop', 'the script itself, whatever the width; the phone taps a real page elsewhere');

const page = (body: string) =>
  `<!doctype html><html><head><script>${HOLD_EARLY_CLICKS_SCRIPT}</script></head>` +
  `<body style="margin:0">${body}</body></html>`;

const spot = 'position:absolute;left:20px;top:20px;width:120px;height:40px';

test('a press before the app is ready does nothing at once, and is answered once it is', async ({
  page: tab,
}) => {
  await tab.setContent(page(`<button id="services" style="${spot}">Services</button>`));
  await tab.evaluate(() => {
    const pressed: string[] = [];
    (window as unknown as { pressed: string[] }).pressed = pressed;
    document.getElementById('services')!.addEventListener('click', () => pressed.push('services'));
  });
  await tab.getByRole('button', { name: 'Services' }).click();
  expect(await tab.evaluate(() => (window as unknown as { pressed: string[] }).pressed)).toEqual(
    [],
  );

  await tab.evaluate((event) => document.dispatchEvent(new Event(event)), HYDRATED_EVENT);
  expect(await tab.evaluate(() => (window as unknown as { pressed: string[] }).pressed)).toEqual([
    'services',
  ]);
  // Once the app has the page, a press goes straight to it.
  await tab.getByRole('button', { name: 'Services' }).click();
  expect(await tab.evaluate(() => (window as unknown as { pressed: string[] }).pressed)).toEqual([
    'services',
    'services',
  ]);
});

test('a press on a stand-in the app has replaced reaches the control now in its place', async ({
  page: tab,
}) => {
  await tab.setContent(page(`<button id="stand-in" style="${spot}">Services</button>`));
  await tab.getByRole('button', { name: 'Services' }).click();
  // The app swaps the stand-in for the menu's own button before it says it is ready.
  await tab.evaluate((style) => {
    const pressed: string[] = [];
    (window as unknown as { pressed: string[] }).pressed = pressed;
    const menu = document.createElement('button');
    menu.textContent = 'Services';
    menu.setAttribute('style', style);
    menu.addEventListener('click', () => pressed.push('menu'));
    document.getElementById('stand-in')!.replaceWith(menu);
  }, spot);

  await tab.evaluate((event) => document.dispatchEvent(new Event(event)), HYDRATED_EVENT);
  expect(await tab.evaluate(() => (window as unknown as { pressed: string[] }).pressed)).toEqual([
    'menu',
  ]);
});

test('a press outside any control is not held, and one with a modifier key is left to the browser', async ({
  page: tab,
}) => {
  await tab.setContent(
    page(
      `<p id="text" style="${spot}">Text</p><a id="link" href="#next" style="position:absolute;left:20px;top:100px">Next</a>`,
    ),
  );
  await tab.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    document.addEventListener('click', (event) => seen.push((event.target as Element).id));
  });
  await tab.getByText('Text').click();
  await tab.getByRole('link', { name: 'Next' }).click({ modifiers: ['Shift'] });
  expect(await tab.evaluate(() => (window as unknown as { seen: string[] }).seen)).toEqual([
    'text',
    'link',
  ]);
});

test('a link pressed on a page whose app never comes is followed after a while, a button is not', async ({
  page: tab,
}) => {
  // Paused: the page's time moves only as the test moves it, however slow the machine.
  await tab.clock.install({ time: new Date('2026-12-03T12:00:00Z') });
  await tab.clock.pauseAt(new Date('2026-12-03T12:00:01Z'));
  await tab.setContent(
    page(
      `<button id="menu" style="${spot}">Menu</button>` +
        `<a href="#booked" style="position:absolute;left:20px;top:100px">Book now</a>`,
    ),
  );
  await tab.evaluate(() => {
    const pressed: string[] = [];
    (window as unknown as { pressed: string[] }).pressed = pressed;
    document.getElementById('menu')!.addEventListener('click', () => pressed.push('menu'));
  });
  await tab.getByRole('button', { name: 'Menu' }).click();
  await tab.getByRole('link', { name: 'Book now' }).click();
  await tab.clock.runFor(LINKS_FREED_AFTER_MS - 1);
  expect(await tab.evaluate(() => window.location.hash)).toBe('');

  await tab.clock.runFor(1);
  expect(await tab.evaluate(() => window.location.hash)).toBe('#booked');
  expect(await tab.evaluate(() => (window as unknown as { pressed: string[] }).pressed)).toEqual(
    [],
  );
  // From then on a link answers at once, and a button is still held for the app.
  await tab.evaluate(() => (window.location.hash = ''));
  await tab.getByRole('link', { name: 'Book now' }).click();
  expect(await tab.evaluate(() => window.location.hash)).toBe('#booked');
  await tab.getByRole('button', { name: 'Menu' }).click();
  expect(await tab.evaluate(() => (window as unknown as { pressed: string[] }).pressed)).toEqual(
    [],
  );
});
