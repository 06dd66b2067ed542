import type { Page } from '@playwright/test';
import { HYDRATED_EVENT } from '#shared/server-render-contract.ts';

/**
 * Watches every page load of `page` for the app's word that it has taken the server's page over;
 * call before the first load. The function returned resolves once the current load has it (each
 * load starts unhydrated: the flag lives in the page's window).
 */
export async function watchHydration(page: Page): Promise<() => Promise<unknown>> {
  await page.addInitScript((event) => {
    document.addEventListener(event, () => {
      (window as unknown as { hydrated?: boolean }).hydrated = true;
    });
  }, HYDRATED_EVENT);
  return () =>
    page.waitForFunction(() => (window as unknown as { hydrated?: boolean }).hydrated === true);
}
