import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import {
  BRAND_FONT,
  brandFontProblems,
  findClippedImages,
  findDuplicateHeadings,
  findEmptyColumns,
} from '#tests/support/e2e-visual-checks.ts';
import { onlyAt } from '#tests/support/e2e-width.ts';

onlyAt('desktop', "proves the sweep's checks on tiny pages laid out at 1280 px, not the app");

/*
 * The visual checks of every-route.spec.ts proven on tiny pages: each finds the defect it is
 * for (an empty half, a heading said twice, an image cut by its frame, the system font) and
 * passes the same page without it. The pages are laid out at desktop width (1280 px), in the
 * brand typeface from the package's own font file: drawn in the system's sans-serif, how wide a
 * line is, and so what the empty-column check measures, depended on the fonts the machine has
 * (a machine with more of them found holes in the filled layouts). Only the brand-typeface
 * check's page is drawn in the system font, which it is there to find.
 */

const SQUARE_SVG =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="teal"/></svg>',
  );

/** Figtree Variable's latin file, the one the app's bundle serves, as a data: address. */
const BRAND_FONT_FILE = `data:font/woff2;base64,${readFileSync(
  createRequire(import.meta.url).resolve(
    '@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  ),
).toString('base64')}`;

const BRAND_FONT_FACE = `@font-face { font-family: '${BRAND_FONT}'; font-weight: 300 900; src: url(${BRAND_FONT_FILE}) format('woff2'); }`;

/** A tiny page in the brand typeface, or (`systemFont`) in the machine's sans-serif. */
function fixture(body: string, { systemFont = false } = {}): string {
  const family = systemFont ? 'sans-serif' : `'${BRAND_FONT}', sans-serif`;
  return `<!doctype html><html><head><style>
    ${systemFont ? '' : BRAND_FONT_FACE}
    body { margin: 0; font: 16px ${family}; }
    .row { display: grid; grid-template-columns: 1fr 1fr; gap: 32px; padding: 32px; }
    .band { background: linear-gradient(135deg, #0b3a32, #176455); color: white; padding: 48px 16px; min-height: 200px; }
    .band p { max-width: 600px; margin: 0; }
    .centred { margin: 0 auto; max-width: 600px; text-align: center; }
  </style></head><body>${body}</body></html>`;
}

/**
 * Shows a fixture in the brand typeface, its font file loaded: a page meant to be drawn in it must
 * be, or its measures would again be those of the machine's fallback font.
 */
async function show(page: Page, html: string) {
  await page.setContent(html);
  await page.evaluate((brand) => document.fonts.load(`16px "${brand}"`), BRAND_FONT);
  expect(await brandFontProblems(page), 'the fixture is drawn in the brand typeface').toEqual([]);
}

test.describe('the empty-column check', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('finds a half-column with nothing in it beside a full one', async ({ page }) => {
    await show(
      page,
      fixture(
        `<section class="row"><div><h2>About MapleShine</h2><p>Vetted cleaners.</p></div><div class="art"></div></section>`,
      ),
    );
    expect(await page.evaluate(findEmptyColumns)).toEqual([
      expect.stringMatching(/^empty column 592×\d+ px: .*div\.art$/),
      // The row's content, all of it in the left half, leaves its right half empty too.
      expect.stringMatching(/^empty right \d+% of a 1280×\d+ px band: section\.row$/),
    ]);
  });

  test('finds a heading alone atop a column as tall as its neighbour', async ({ page }) => {
    await show(
      page,
      fixture(
        `<section class="row"><div class="intro"><h2>About MapleShine</h2></div><div>${'<p>One-time cleans, card payment, no contract.</p>'.repeat(8)}</div></section>`,
      ),
    );
    expect(await page.evaluate(findEmptyColumns)).toEqual([
      expect.stringMatching(/^column \d+% empty 592×\d+ px: .*div\.intro$/),
    ]);
  });

  test('finds a banner whose text leaves its right half empty', async ({ page }) => {
    await show(
      page,
      fixture(
        `<div class="band"><h1>Deep Cleaning</h1><p>Top to bottom, inside and out.</p></div>`,
      ),
    );
    expect(await page.evaluate(findEmptyColumns)).toEqual([
      expect.stringMatching(/^empty right \d+% of a 1280×\d+ px band: .*div\.band$/),
    ]);
  });

  // Two columns filled as a page fills them: each text runs the width of its column.
  const CLEANERS_TEXT =
    'Paid within 48 hours of each cleaning they complete, by direct deposit, with the pay of every job listed on their dashboard.';
  const CUSTOMERS_TEXT =
    'Charged when the job is done: the amount is only held on the card until the cleaner marks the cleaning complete.';

  test('passes the same layouts filled: two full columns, a centred banner, an illustration', async ({
    page,
  }) => {
    await show(
      page,
      fixture(`
        <section class="row"><div><h2>About MapleShine</h2><p>Vetted cleaners.</p></div>
          <div><img alt="A tidy living room" src="${SQUARE_SVG}" style="width: 100%; height: 200px; object-fit: contain"></div></section>
        <div class="band"><div class="centred"><h1>Deep Cleaning</h1><p>Top to bottom, inside and out.</p></div></div>
        <section class="row"><div><h2>Cleaners</h2><p>${CLEANERS_TEXT}</p></div><div><h2>Customers</h2><p>${CUSTOMERS_TEXT}</p></div></section>`),
    );
    expect(await page.evaluate(findEmptyColumns)).toEqual([]);
  });
});

test.describe('the duplicate-heading check', () => {
  test('finds the banner heading said again just below it', async ({ page }) => {
    await show(
      page,
      fixture(
        `<h1>Deep Cleaning</h1><h2> Deep   cleaning </h2><h2 style="display: none">Routine Clean</h2><h3>Routine Clean</h3>`,
      ),
    );
    expect(await page.evaluate(findDuplicateHeadings)).toEqual(['h1/h2 "Deep Cleaning"']);
  });

  test('passes headings that differ, and ignores hidden ones', async ({ page }) => {
    await show(
      page,
      fixture(`<h1>Deep Cleaning</h1><h2>What is included</h2><h2 hidden>Deep Cleaning</h2>`),
    );
    expect(await page.evaluate(findDuplicateHeadings)).toEqual([]);
  });
});

test.describe('the clipped-image check', () => {
  test('finds an illustration cut at its card edge and an SVG drawn with object-fit: cover', async ({
    page,
  }) => {
    await show(
      page,
      fixture(`
        <div style="width: 300px; height: 150px; overflow: hidden">
          <img alt="Deep cleaning" src="${SQUARE_SVG}" style="width: 300px; height: 300px">
        </div>
        <img alt="Routine clean" src="${SQUARE_SVG}" style="width: 300px; height: 100px; object-fit: cover">`),
    );
    expect(await page.evaluate(findClippedImages)).toEqual([
      'img "Deep cleaning" is cut by its frame: 300×150 of 300×300 px shown',
      'img "Routine clean" is an SVG drawn with object-fit: cover (cropped)',
    ]);
  });

  test('passes an illustration whole inside its frame, and slides wholly off to the side', async ({
    page,
  }) => {
    await show(
      page,
      fixture(`
        <div style="width: 300px; height: 300px; overflow: hidden">
          <img alt="Deep cleaning" src="${SQUARE_SVG}" style="width: 300px; height: 300px; object-fit: contain">
        </div>
        <div style="width: 300px; overflow: hidden; white-space: nowrap">
          <img alt="Slide one" src="${SQUARE_SVG}" style="width: 300px; height: 100px; object-fit: contain"><img alt="Slide two" src="${SQUARE_SVG}" style="width: 300px; height: 100px; object-fit: contain">
        </div>`),
    );
    expect(await page.evaluate(findClippedImages)).toEqual([]);
  });
});

test.describe('the brand-typeface check', () => {
  test('finds a page drawn in the system font', async ({ page }) => {
    await page.setContent(fixture('<p>MapleShine</p>', { systemFont: true }));
    expect(await brandFontProblems(page)).toEqual([
      "the body's font is sans-serif, not Figtree Variable",
      'the Figtree Variable font file is not loaded',
    ]);
  });

  test('passes a page drawn in Figtree Variable from its font file', async ({ page }) => {
    await page.setContent(fixture('<p>MapleShine</p>'));
    expect(await brandFontProblems(page)).toEqual([]);
  });
});
