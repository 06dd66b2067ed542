import { expect, test } from '@playwright/test';
import { onPhone } from '#tests/support/e2e-press.ts';
import { contactToastShownMs } from '#tests/support/e2e-toast-timing.ts';
import { onlyAt } from '#tests/support/e2e-width.ts';

// The visual system of issue 23 as a visitor meets it; the toast at both widths.

test.describe(() => {
  onlyAt(
    'desktop',
    'the font is the same file at every width, and a phone has no pointer to hover with',
  );

  test('pages are set in Figtree, self-hosted and preloaded, not the system font', async ({
    page,
  }) => {
    let fontFiles: string[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.woff2')) fontFiles.push(new URL(response.url()).pathname);
    });
    for (const path of ['/', '/about-us']) {
      fontFiles = [];
      await page.goto(path);
      const preload = page.locator('head link[rel="preload"][as="font"]');
      await expect(preload).toHaveAttribute(
        'href',
        /^\/assets\/figtree-latin-wght-normal-.+\.woff2$/,
      );
      await expect(preload).toHaveAttribute('crossorigin', '');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const drawn = await page.evaluate(async () => {
        await document.fonts.ready;
        return {
          family: getComputedStyle(document.body).fontFamily,
          loaded: document.fonts.check('400 16px "Figtree Variable"'),
          heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
        };
      });
      expect(drawn.family).toMatch(/^'?"?Figtree Variable/);
      expect(drawn.heading).toMatch(/^'?"?Figtree Variable/);
      expect(drawn.loaded).toBe(true);
      // From this server (the CSP's font-src 'self'), fetched once: the preload is the file used.
      expect(fontFiles.filter((file) => file.includes('figtree-latin-wght-normal'))).toHaveLength(
        1,
      );
    }
  });

  test('the header Services button looks like the About link when hovered, not a grey pill', async ({
    page,
  }) => {
    await page.goto('/about-us');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    const about = nav.getByRole('link', { name: 'About' });
    // The menu's code replaces the stand-in button after the first paint: hover until the real
    // menu answers (it opens on hover), so the look is read from the button that stays.
    await expect(async () => {
      await page.mouse.move(0, 400);
      await services.hover();
      await expect(page.getByRole('menu')).toBeVisible({ timeout: 1000 });
    }).toPass();
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color };
    };
    const hovered = await services.evaluate(look);
    expect(hovered.background).toBe('rgba(0, 0, 0, 0)');
    expect(hovered.color).toBe((await about.evaluate(look)).color);
    const underline = await services
      .locator('.mantine-Button-label')
      .evaluate((label) => getComputedStyle(label).textDecorationLine);
    expect(underline).toBe('underline');
  });
});

test('the contact form\'s "Thank you" toast stays on screen for 2 seconds (spec §9)', async ({
  page,
}) => {
  const shownMs = await contactToastShownMs(page, onPhone() ? 'tap' : 'click');
  expect(shownMs).toBeGreaterThanOrEqual(1500);
  expect(shownMs).toBeLessThanOrEqual(2500);
});
