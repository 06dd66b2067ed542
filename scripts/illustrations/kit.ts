/**
 * The drawing kit of the site's illustrations: one palette (the theme's spruce, ember, cream and
 * ink), one outline weight, round caps, light from the upper left (the right-hand faces take the
 * darker tint). Every scene is built from these pieces so that all pictures read as one set.
 */
export const INK = '#1B2A33';
export const CREAM = '#FBF6EE';
export const WHITE = '#FFFFFF';
export const SPRUCE = { 0: '#e6f4f1', 1: '#c4e4dd', 3: '#74bfae', 5: '#2b917c', 7: '#176455' };
export const EMBER = { 0: '#fff4e6', 2: '#ffd8a8', 4: '#ffa94d', 7: '#c2410c' };

/** The one outline weight, in the 480×360 frame (about 1.75 of a 24 px icon, scaled). */
export const LINE = 4;

export const WIDTH = 480;
export const HEIGHT = 360;

type Attrs = Record<string, string | number>;

function attrs(list: Attrs): string {
  return Object.entries(list)
    .map(([key, value]) => `${key}="${value}"`)
    .join(' ');
}

/** An outlined shape: flat fill, ink line, round joins. */
export function shape(tag: string, geometry: Attrs, fill: string, line = true): string {
  const stroke: Attrs = line
    ? { stroke: INK, 'stroke-width': LINE, 'stroke-linejoin': 'round' }
    : {};
  return `<${tag} ${attrs({ ...geometry, fill, ...stroke })}/>`;
}

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  rx = 0,
  line = true,
) => shape('rect', { x, y, width: w, height: h, ...(rx ? { rx } : {}) }, fill, line);

export const path = (d: string, fill: string, line = true) => shape('path', { d }, fill, line);

export const circle = (cx: number, cy: number, r: number, fill: string, line = true) =>
  shape('circle', { cx, cy, r }, fill, line);

/** An ink line with round caps (handles, details, motion marks). */
export const stroke = (d: string, colour = INK, width = LINE) =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;

export const group = (x: number, y: number, body: string, scale = 1) =>
  `<g transform="translate(${x} ${y})${scale === 1 ? '' : ` scale(${scale})`}">${body}</g>`;

/**
 * The backdrop of every scene: cream, a soft spruce disc behind the subject, the ground under the
 * floor line. Nothing touches the edges, so a box wider than the picture continues its cream.
 */
export function backdrop(floorY = 300): string {
  return [
    rect(0, 0, WIDTH, HEIGHT, CREAM, 0, false),
    `<ellipse cx="240" cy="${floorY - 110}" rx="190" ry="150" fill="${SPRUCE[0]}"/>`,
    `<ellipse cx="240" cy="${floorY + 8}" rx="216" ry="26" fill="${SPRUCE[1]}"/>`,
    stroke(`M36 ${floorY}H444`),
  ].join('');
}

export function svg(title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" preserveAspectRatio="xMidYMid meet" role="img" aria-labelledby="t"><title id="t">${title}</title>${body}</svg>\n`;
}
