import { test } from '@playwright/test';
import { onPhone } from './e2e-press.ts';

/*
 * Both Playwright projects run every spec (decision 094): the desktop (1280×800) and the phone
 * (390×844, touch), each on its own server and data dir, one spec after another. A journey that
 * books or changes seed data takes a value per width: within each project, its days, cities and
 * rows are ones no other spec of that project books or changes.
 */

export type Width = 'desktop' | 'phone';

/** A value for each width: the project running the test picks its own. */
export type PerWidth<T> = Record<Width, T>;

/** The width of the running project. */
export function thisWidth(): Width {
  return onPhone() ? 'phone' : 'desktop';
}

/** The running project's value. */
export function atWidth<T>(values: PerWidth<T>): T {
  return values[thisWidth()];
}

/**
 * Runs the tests of the file or `test.describe` it is called in at one width only; the other
 * project reports them skipped, with the reason (decision 094 says why each such test is).
 * Decided from the project's `isMobile` option before any page opens, so a skip costs nothing.
 */
export function onlyAt(width: Width, reason: string): void {
  test.skip(({ isMobile }) => isMobile !== (width === 'phone'), `${width} only: ${reason}`);
}
