import { expect, test } from '@playwright/test';
import { watchHydration } from '#tests/support/e2e-hydration.ts';

/*
 * Issue 46 (decision 172's profile): the server writes the page's language and Mantine's colour
 * scheme on <html>, and the app taking the page over must leave them as they are. The browser
 * treats any write of an attribute on <html>, even of the same value, as a change: it matches every
 * element's :lang() again or restyles the whole page, a long task on a phone.
 */
for (const path of ['/', '/fr/services']) {
  test(`${path}: the app takes the page over without writing on <html>`, async ({ page }) => {
    await page.addInitScript(() => {
      const writes: string[] = [];
      (window as unknown as { rootWrites: string[] }).rootWrites = writes;
      // The script runs before the HTML is parsed, when there is no <html> yet: the document is
      // watched, and only writes on its root element are kept.
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target === document.documentElement) writes.push(record.attributeName ?? '');
        }
      }).observe(document, { attributes: true, subtree: true });
    });
    const hydrated = await watchHydration(page);
    await page.goto(path);
    await hydrated();
    const root = page.locator('html');
    await expect(root).toHaveAttribute('lang', path.startsWith('/fr') ? 'fr-CA' : 'en-CA');
    await expect(root).toHaveAttribute('data-mantine-color-scheme', 'light');
    // The observer's records come in a microtask after each write; a frame has passed by now.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(
      await page.evaluate(() => (window as unknown as { rootWrites: string[] }).rootWrites),
    ).toEqual([]);
  });
}
