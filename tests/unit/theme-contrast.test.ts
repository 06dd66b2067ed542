import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colourPairs, colours } from '../../src/app/theme-tokens.ts';

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [red, green, blue] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

function contrast(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

const MINIMUM = { text: 4.5, ui: 3 } as const;
/** The colour table's rows of docs/design.md, as trimmed cells (Prettier pads them). */
const tableRows = readFileSync('docs/design.md', 'utf8')
  .split('\n')
  .filter((line) => line.startsWith('|'))
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  )
  .filter(([, colours]) => /^`#[0-9A-Fa-f]{6}` on `#[0-9A-Fa-f]{6}`$/.test(colours ?? ''));

describe('the colour pairs of the theme (docs/design.md)', () => {
  it('computes contrast as WCAG does: black on white is 21:1, white on white 1:1', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrast('#FFFFFF', '#FFFFFF')).toBe(1);
  });

  for (const pair of colourPairs) {
    const foreground = colours[pair.foreground];
    const background = colours[pair.background];
    const ratio = contrast(foreground, background);

    it(`${pair.use}: ${foreground} on ${background} reaches ${MINIMUM[pair.kind]}:1`, () => {
      expect(ratio).toBeGreaterThanOrEqual(MINIMUM[pair.kind]);
    });

    it(`${pair.use}: the design page states its colours and ${ratio.toFixed(2)}:1`, () => {
      const row = tableRows.find(([use]) => use === pair.use);
      expect(row, `a row for "${pair.use}" in docs/design.md`).toBeDefined();
      expect(row?.[1]).toBe(`\`${foreground}\` on \`${background}\``);
      expect(row?.[2]).toBe(`${ratio.toFixed(2)}:1`);
    });
  }

  it('lists no pair on the design page that the theme does not have', () => {
    const uses = new Set(colourPairs.map((pair) => pair.use));
    expect(tableRows.map(([use]) => use).filter((use) => !uses.has(use ?? ''))).toEqual([]);
  });
});
