import { test, type Locator } from '@playwright/test';

/**
 * Presses a control as the project's person would: a tap on a touch screen (the phone project), a
 * click elsewhere. Journeys that run in both projects press through this.
 */
export function press(locator: Locator): Promise<void> {
  return test.info().project.use.hasTouch ? locator.tap() : locator.click();
}

/** Whether the test runs in the phone project, where menus hide behind a burger. */
export function onPhone(): boolean {
  return Boolean(test.info().project.use.isMobile);
}
