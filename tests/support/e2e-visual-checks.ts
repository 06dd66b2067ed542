import type { Page } from '@playwright/test';

/*
 * The visual checks of every public route (issue 23): the brand typeface, no heading said twice,
 * no image cut by its frame, no empty column. The find* functions run inside the page
 * (page.evaluate): each may use only the DOM and what it declares itself.
 */

/** The family the theme sets on the body (Fontsource's Figtree Variable). */
export const BRAND_FONT = 'Figtree Variable';

/** Below this width columns stack: the empty-column checks are for side-by-side layouts. */
export const DESKTOP_MIN_WIDTH = 992;

/**
 * In the page: visible h1–h3 headings whose trimmed text (case aside) another visible h1–h3
 * also shows, as "h1/h2 "Deep Cleaning"".
 */
export function findDuplicateHeadings(): string[] {
  const seen = new Map<string, { text: string; levels: string[] }>();
  const headings = document.querySelectorAll(
    'h1, h2, h3, [role="heading"][aria-level="1"], [role="heading"][aria-level="2"], [role="heading"][aria-level="3"]',
  );
  for (const heading of headings) {
    if (!(heading instanceof HTMLElement)) continue;
    if (!heading.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const box = heading.getBoundingClientRect();
    // Visually hidden headings (1 px boxes) are for screen readers, who expect the page's outline.
    if (box.width <= 1 || box.height <= 1) continue;
    const text = heading.innerText.replace(/\s+/g, ' ').trim();
    if (!text) continue;
    const level = `h${heading.getAttribute('aria-level') ?? heading.tagName.slice(1)}`;
    const entry = seen.get(text.toLowerCase()) ?? { text, levels: [] };
    entry.levels.push(level);
    seen.set(text.toLowerCase(), entry);
  }
  return [...seen.values()]
    .filter((entry) => entry.levels.length > 1)
    .map((entry) => `${entry.levels.join('/')} "${entry.text}"`);
}

/**
 * In the page: images a reader sees only part of. A visible <img> or role="img" svg whose box
 * runs more than 1 px past an ancestor that clips (overflow hidden or clip) on that axis, while
 * still showing partly inside it (a carousel's slides wholly off to the side are not cut); and
 * an SVG drawn with object-fit: cover, which crops an illustration as it would a photo.
 */
export function findClippedImages(): string[] {
  const TOLERANCE = 1;
  const clipping = new Set(['hidden', 'clip']);

  function name(element: Element): string {
    const address = element instanceof HTMLImageElement ? element.currentSrc || element.src : '';
    // A data: address says nothing a reader can use; its alt text names the picture.
    const source = address.startsWith('data:') ? '' : address.replace(location.origin, '');
    const label =
      element.getAttribute('alt') ??
      element.getAttribute('aria-label') ??
      element.querySelector('title')?.textContent ??
      '';
    return `${element.tagName.toLowerCase()}${source ? ` ${source}` : ''}${label ? ` "${label.slice(0, 60)}"` : ''}`;
  }

  const found: string[] = [];
  const images = document.querySelectorAll('img, svg[role="img"]');
  for (const image of images) {
    if (!image.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const box = image.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;

    if (image instanceof HTMLImageElement) {
      const source = image.currentSrc || image.src;
      const isSvg = /\.svg(?:[?#]|$)/i.test(source) || source.startsWith('data:image/svg');
      if (isSvg && getComputedStyle(image).objectFit === 'cover') {
        found.push(`${name(image)} is an SVG drawn with object-fit: cover (cropped)`);
      }
    }

    for (let parent = image.parentElement; parent; parent = parent.parentElement) {
      if (parent === document.body || parent === document.documentElement) break;
      const style = getComputedStyle(parent);
      const clipsX = clipping.has(style.overflowX);
      const clipsY = clipping.has(style.overflowY);
      if (!clipsX && !clipsY) continue;
      const frame = parent.getBoundingClientRect();
      const overlaps =
        box.right > frame.left &&
        box.left < frame.right &&
        box.bottom > frame.top &&
        box.top < frame.bottom;
      if (!overlaps) break;
      const cutX =
        clipsX && (box.left < frame.left - TOLERANCE || box.right > frame.right + TOLERANCE);
      const cutY =
        clipsY && (box.top < frame.top - TOLERANCE || box.bottom > frame.bottom + TOLERANCE);
      if (cutX || cutY) {
        const shownWidth = Math.min(box.right, frame.right) - Math.max(box.left, frame.left);
        const shownHeight = Math.min(box.bottom, frame.bottom) - Math.max(box.top, frame.top);
        found.push(
          `${name(image)} is cut by its frame: ${Math.round(shownWidth)}×${Math.round(shownHeight)} of ${Math.round(box.width)}×${Math.round(box.height)} px shown`,
        );
        break;
      }
    }
  }
  return found;
}

/**
 * In the page, at desktop width: empty columns and empty halves.
 * - A column: a visible in-flow child of a grid or flex container that stands beside a sibling
 *   (their heights overlap), is wider than a quarter of the window and shows nothing: no text,
 *   no image, svg, canvas, video or form field, no picture as its background. Gradients and
 *   plain colours are not content: a tinted half with nothing in it is still empty. A column of
 *   a section-sized row (up to 1.5 windows tall) whose content leaves 60% and 200 px or more of
 *   its height empty counts too: a heading alone beside a tall neighbour.
 * - A half: a wide band (three quarters of the window or more, 160 px tall or more: a section,
 *   an element of its own background, or a child of main) whose content, all together, leaves
 *   30% or more of its width empty on one side and at most half of that on the other. Centred
 *   content leaves equal margins and passes; a hero with its text on the left and nothing on
 *   the right does not.
 */
export function findEmptyColumns(): string[] {
  const viewport = document.documentElement.clientWidth;
  const CONTENT = 'img, svg, canvas, video, iframe, input, select, textarea, button, [role="img"]';

  function shown(element: Element): boolean {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      return false;
    }
    const box = element.getBoundingClientRect();
    return box.width > 1 && box.height > 1;
  }

  function hasPicture(element: Element): boolean {
    return /url\(/.test(getComputedStyle(element).backgroundImage);
  }

  function readable(element: Element): string {
    const parts: string[] = [];
    let current: Element | null = element;
    for (let depth = 0; current && current !== document.body && depth < 3; depth += 1) {
      let part = current.tagName.toLowerCase();
      const label = current.getAttribute('aria-label');
      const labelledBy = current.getAttribute('aria-labelledby');
      const mantine = [...current.classList].find((name) => /^mantine-[A-Za-z]+-\w+$/.test(name));
      const module = [...current.classList].find((name) => !name.startsWith('mantine-'));
      if (label) part += `[aria-label="${label.slice(0, 40)}"]`;
      else if (labelledBy) part += `[aria-labelledby="${labelledBy}"]`;
      else if (mantine) part += `.${mantine}`;
      else if (module) part += `.${module}`;
      parts.unshift(part);
      current = current.parentElement;
    }
    return parts.join(' > ');
  }

  /** The boxes of what the element shows: lines of text, pictures, fields. */
  function contentBoxes(element: Element): DOMRect[] {
    const boxes: DOMRect[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !node.parentElement || !shown(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width > 1 && rect.height > 1) boxes.push(rect);
      }
    }
    const pictures = [element, ...element.querySelectorAll('*')].filter(
      (item) => (item.matches(CONTENT) || hasPicture(item)) && shown(item),
    );
    for (const item of pictures) boxes.push(item.getBoundingClientRect());
    return boxes;
  }

  const found: string[] = [];
  const elements = [...document.body.querySelectorAll('*')].filter(shown);

  for (const container of elements) {
    const display = getComputedStyle(container).display;
    if (!/(?:^|-)(?:grid|flex)$/.test(display)) continue;
    const children = [...container.children].filter((child) => {
      const position = getComputedStyle(child).position;
      return shown(child) && position !== 'absolute' && position !== 'fixed';
    });
    if (children.length < 2) continue;
    const boxes = children.map((child) => child.getBoundingClientRect());
    children.forEach((child, index) => {
      const box = boxes[index] as DOMRect;
      if (box.width <= viewport * 0.25) return;
      const besideAnother = boxes.some(
        (other, otherIndex) =>
          otherIndex !== index &&
          other.top < box.bottom - 1 &&
          other.bottom > box.top + 1 &&
          (other.right <= box.left + 1 || other.left >= box.right - 1),
      );
      if (!besideAnother) return;
      const content = contentBoxes(child);
      const size = `${Math.round(box.width)}×${Math.round(box.height)} px`;
      if (content.length === 0) {
        found.push(`empty column ${size}: ${readable(child)}`);
        return;
      }
      // A heading alone atop a column as tall as its neighbour's text leaves the rest empty.
      const top = Math.min(...content.map((rect) => rect.top));
      const bottom = Math.max(...content.map((rect) => rect.bottom));
      const empty = box.height - (bottom - top);
      if (box.height <= window.innerHeight * 1.5 && empty >= 200 && empty >= box.height * 0.6) {
        found.push(
          `column ${Math.round((empty / box.height) * 100)}% empty ${size}: ${readable(child)}`,
        );
      }
    });
  }

  for (const band of elements) {
    if (band === document.body || band.id === 'root') continue;
    const box = band.getBoundingClientRect();
    if (box.width < viewport * 0.75 || box.height < 160) continue;
    const style = getComputedStyle(band);
    const ownBackground =
      style.backgroundImage !== 'none' ||
      !/^(?:transparent|rgba\(0, 0, 0, 0\))$/.test(style.backgroundColor);
    const isSection =
      band.matches('section, article, aside, header, footer') ||
      band.parentElement?.tagName === 'MAIN';
    if (!ownBackground && !isSection) continue;
    const boxes = contentBoxes(band).filter(
      (rect) => rect.right > box.left && rect.left < box.right,
    );
    if (boxes.length === 0) continue;
    const left = Math.min(...boxes.map((rect) => rect.left)) - box.left;
    const right = box.right - Math.max(...boxes.map((rect) => rect.right));
    const wide = Math.max(left, right);
    const narrow = Math.max(0, Math.min(left, right));
    if (wide >= box.width * 0.3 && narrow <= wide / 2) {
      const side = right > left ? 'right' : 'left';
      found.push(
        `empty ${side} ${Math.round((wide / box.width) * 100)}% of a ${Math.round(box.width)}×${Math.round(box.height)} px band: ${readable(band)}`,
      );
    }
  }
  return found;
}

/** The brand typeface on the body, and its font file loaded (not a fallback drawn in its place). */
export async function brandFontProblems(page: Page): Promise<string[]> {
  const font = await page.evaluate(async (brand) => {
    await document.fonts.ready;
    return {
      family: getComputedStyle(document.body).fontFamily,
      // check() alone answers true for a family no @font-face declares: the face must be there.
      declared: [...document.fonts].some(
        (face) => face.family.replace(/["']/g, '') === brand && face.status === 'loaded',
      ),
      ready: document.fonts.check(`16px "${brand}"`),
    };
  }, BRAND_FONT);
  const problems: string[] = [];
  if (!font.family.replace(/["']/g, '').startsWith(BRAND_FONT)) {
    problems.push(`the body's font is ${font.family}, not ${BRAND_FONT}`);
  }
  if (!font.declared || !font.ready) problems.push(`the ${BRAND_FONT} font file is not loaded`);
  return problems;
}

/** Every visual check of a settled page; the empty-column checks only where columns stand side by side. */
export async function visualProblems(page: Page): Promise<string[]> {
  const problems = await brandFontProblems(page);
  for (const heading of await page.evaluate(findDuplicateHeadings)) {
    problems.push(`the same heading twice: ${heading}`);
  }
  for (const image of await page.evaluate(findClippedImages)) {
    problems.push(`clipped image: ${image}`);
  }
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  if (width >= DESKTOP_MIN_WIDTH) {
    for (const empty of await page.evaluate(findEmptyColumns)) problems.push(empty);
  }
  return problems;
}
