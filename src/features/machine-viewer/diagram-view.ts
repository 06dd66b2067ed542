/**
 * The part of a diagram the viewer shows, as an SVG viewBox in the diagram's own units. Fit is
 * the whole diagram; zooming shrinks the box around a point that stays where it is on screen, and
 * panning moves it. Pure, so the arithmetic is tested without a browser.
 */
export type View = { x: number; y: number; width: number; height: number };

export type Size = { width: number; height: number };

/** How far in one may zoom (8× the fit) and out (half the fit). */
const maxZoom = 8;
const minZoom = 0.5;

export function fitView(diagram: Size): View {
  return { x: 0, y: 0, width: diagram.width, height: diagram.height };
}

/** How many times bigger than the fit the view draws the diagram. */
export function zoomOf(view: View, diagram: Size): number {
  return view.width > 0 ? diagram.width / view.width : 1;
}

/**
 * The view zoomed by `factor` (>1 closer), keeping the point `at` (diagram units; the centre
 * by default) in place.
 */
export function zoomView(view: View, diagram: Size, factor: number, at?: { x: number; y: number }) {
  const current = zoomOf(view, diagram);
  const next = Math.min(maxZoom, Math.max(minZoom, current * factor));
  const scale = current / next;
  const anchor = at ?? { x: view.x + view.width / 2, y: view.y + view.height / 2 };
  return {
    x: anchor.x - (anchor.x - view.x) * scale,
    y: anchor.y - (anchor.y - view.y) * scale,
    width: view.width * scale,
    height: view.height * scale,
  };
}

/** The view moved by (dx, dy) diagram units: positive dx shows what is further right. */
export function panView(view: View, dx: number, dy: number): View {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/**
 * Diagram units per screen pixel for an SVG of `box` pixels showing `view` with
 * preserveAspectRatio "xMidYMid meet" (the larger of the two ratios wins).
 */
export function unitsPerPixel(view: View, box: Size): number {
  if (box.width <= 0 || box.height <= 0) return 1;
  return Math.max(view.width / box.width, view.height / box.height);
}

/**
 * A screen point (relative to the SVG's box) in diagram units: the meet-scaled view is centred,
 * so the spare room is split on both sides.
 */
export function diagramPoint(view: View, box: Size, point: { x: number; y: number }) {
  const scale = unitsPerPixel(view, box);
  const spareX = box.width * scale - view.width;
  const spareY = box.height * scale - view.height;
  return {
    x: view.x - spareX / 2 + point.x * scale,
    y: view.y - spareY / 2 + point.y * scale,
  };
}
