/*
 * Runs inside the page (page.evaluate): it may use only the DOM and what it declares itself.
 */

export type Clipped = { element: string; text: string };

/**
 * In the page: text that its box cuts off. An element whose overflow is hidden or clipped (or
 * that ends its text with an ellipsis or clamps its lines) and whose content is larger than its
 * box is a suspect; it is reported when a text inside it lies partly inside and partly outside
 * the box, i.e. a reader sees part of it. Text wholly outside (a carousel's slides off to the
 * side) and boxes meant to scroll (overflow auto or scroll) are left alone, as are visually
 * hidden texts (1 px boxes) and anything not shown. Text under a small control laid over the
 * content (a carousel's arrows) is reported too.
 */
export function findClippedText(): Clipped[] {
  const TOLERANCE = 1;
  const clipping = new Set(['hidden', 'clip']);

  function shown(element: Element): boolean {
    return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  }

  function readable(element: Element): string {
    const parts: string[] = [];
    let current: Element | null = element;
    for (let depth = 0; current && current !== document.body && depth < 3; depth += 1) {
      let part = current.tagName.toLowerCase();
      if (current.id) {
        parts.unshift(`${part}#${current.id}`);
        break;
      }
      const label = current.getAttribute('aria-label');
      const mantine = [...current.classList].find((name) => /^mantine-[A-Za-z]+-\w+$/.test(name));
      const module = [...current.classList].find((name) => !name.startsWith('mantine-'));
      if (label) part += `[aria-label="${label.slice(0, 40)}"]`;
      else if (mantine) part += `.${mantine}`;
      else if (module) part += `.${module}`;
      parts.unshift(part);
      current = current.parentElement;
    }
    return parts.join(' > ');
  }

  const found: Clipped[] = [];
  const reported = new Set<Node>();
  for (const element of document.body.querySelectorAll('*')) {
    if (!(element instanceof HTMLElement) || !shown(element)) continue;
    if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
    const style = getComputedStyle(element);
    const clamp = style.getPropertyValue('-webkit-line-clamp');
    const ellipsis = style.textOverflow === 'ellipsis';
    const clipsX = clipping.has(style.overflowX) || ellipsis;
    const clipsY = clipping.has(style.overflowY) || (clamp !== '' && clamp !== 'none');
    const overflowsX = clipsX && element.scrollWidth > element.clientWidth + TOLERANCE;
    const overflowsY = clipsY && element.scrollHeight > element.clientHeight + TOLERANCE;
    if (!overflowsX && !overflowsY) continue;
    if (!element.innerText.trim()) continue;
    // Previews of long text (blog and service card excerpts) are clamped at three lines or more
    // on purpose; headings, badges, buttons and greetings clamp at two at most, or not at all.
    if (!overflowsX && clamp !== '' && Number(clamp) >= 3) continue;

    const box = element.getBoundingClientRect();
    const left = box.left + element.clientLeft;
    const top = box.top + element.clientTop;
    const right = left + element.clientWidth;
    const bottom = top + element.clientHeight;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (reported.has(node) || !node.textContent?.trim()) continue;
      const parent = node.parentElement;
      if (!parent || !shown(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
      if (rects.length === 0) continue;
      const inside = (rect: DOMRect) =>
        rect.right > left + TOLERANCE &&
        rect.left < right - TOLERANCE &&
        rect.bottom > top + TOLERANCE &&
        rect.top < bottom - TOLERANCE;
      const whole = (rect: DOMRect) =>
        (!overflowsX || (rect.left >= left - TOLERANCE && rect.right <= right + TOLERANCE)) &&
        (!overflowsY || (rect.top >= top - TOLERANCE && rect.bottom <= bottom + TOLERANCE));
      const seen = rects.some(inside);
      const cut = rects.some((rect) => !whole(rect));
      if (seen && cut) {
        reported.add(node);
        found.push({
          element: readable(element),
          text: (parent.innerText || node.textContent).trim().replace(/\s+/g, ' ').slice(0, 80),
        });
      }
    }
  }

  // Small controls laid over the content (a carousel's arrows): the text under them is hidden.
  const texts: { node: Text; rect: DOMRect }[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!node.textContent?.trim() || !parent || !shown(parent)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const rect of range.getClientRects()) {
      if (rect.width > 1 && rect.height > 1) texts.push({ node: node as Text, rect });
    }
  }
  const controls = document.body.querySelectorAll('button, a[href], [role="button"]');
  for (const control of controls) {
    if (!(control instanceof HTMLElement) || !shown(control)) continue;
    const area = control.getBoundingClientRect();
    if (area.width < 2 || area.height < 2 || area.width * area.height > 64 * 64) continue;
    const laidOver = [control, control.parentElement, control.parentElement?.parentElement].some(
      (element) => element && getComputedStyle(element).position === 'absolute',
    );
    if (!laidOver) continue;
    for (const { node, rect } of texts) {
      if (control.contains(node) || reported.has(node)) continue;
      const width = Math.min(rect.right, area.right) - Math.max(rect.left, area.left);
      const height = Math.min(rect.bottom, area.bottom) - Math.max(rect.top, area.top);
      if (width <= 2 || height <= 2) continue;
      reported.add(node);
      found.push({
        element: `${readable(control)} laid over ${readable(node.parentElement as Element)}`,
        text: (node.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 80),
      });
    }
  }
  return found;
}
