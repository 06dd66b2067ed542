/**
 * The things our scenes are made of, each drawn standing on the floor: its origin is its
 * bottom-left corner and it grows upwards (negative y). Place one with `group(x, floorY, …)`.
 */
import { circle, EMBER, INK, path, rect, SPRUCE, stroke, WHITE, CREAM } from './kit.ts';

const windowPane = (x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, SPRUCE[1], 4) + stroke(`M${x + w / 2} ${y}V${y + h}M${x} ${y + h / 2}H${x + w}`);

/** A one-storey house with a gable roof, a door and two windows; snow on the roof if asked. */
export function bungalow(snow = false): string {
  return [
    rect(0, -110, 200, 110, WHITE),
    rect(150, -200, 26, 60, EMBER[2]),
    path('M-18 -108L100 -186L218 -108Z', SPRUCE[7]),
    snow
      ? path('M-18 -108L100 -186L218 -108L204 -112Q160 -128 100 -170Q40 -128 -4 -112Z', WHITE)
      : '',
    rect(80, -78, 40, 78, EMBER[7], 3),
    circle(112, -38, 3, INK, false),
    windowPane(18, -88, 46, 42),
    windowPane(136, -88, 46, 42),
  ].join('');
}

/** A narrow two-storey townhouse. */
export function townhouse(colour: string = EMBER[0]): string {
  return [
    rect(0, -190, 110, 190, colour),
    path('M-10 -188L55 -240L120 -188Z', INK),
    windowPane(18, -168, 30, 40),
    windowPane(62, -168, 30, 40),
    rect(36, -70, 38, 70, SPRUCE[7], 3),
  ].join('');
}

/** A condo tower: a grid of windows. */
export function condo(): string {
  const panes: string[] = [];
  for (let row = 0; row < 6; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      panes.push(
        rect(
          14 + col * 32,
          -262 + row * 40,
          20,
          24,
          row === 2 && col === 1 ? EMBER[2] : WHITE,
          3,
          false,
        ),
      );
    }
  }
  return [rect(0, -280, 110, 280, SPRUCE[3]), ...panes, rect(38, -34, 34, 34, SPRUCE[7], 3)].join(
    '',
  );
}

/** A tree: trunk and a round crown. */
export function tree(): string {
  return rect(26, -50, 12, 50, EMBER[7], 3) + circle(32, -86, 40, SPRUCE[5]);
}

/** A cardboard moving box, w×h, with its tape. */
export function box(w: number, h: number): string {
  return (
    rect(0, -h, w, h, EMBER[2], 4) + stroke(`M${w / 2} ${-h}V${-h + 22}M10 ${-h + 40}H${w - 10}`)
  );
}

/** A key on its ring, lying down. */
export function key(): string {
  return circle(14, -14, 12, 'none') + stroke('M26 -14H70M58 -14V-4M66 -14V-6', INK);
}

/** A bucket with a mop leaning out of it. */
export function mopBucket(): string {
  return [
    stroke('M40 -60L88 -180', INK),
    circle(90, -186, 7, EMBER[7]),
    path('M0 -70H84L74 0H10Z', SPRUCE[5]),
    stroke('M6 -70Q42 -118 78 -70', INK),
    rect(-4, -78, 92, 10, SPRUCE[7], 4),
  ].join('');
}

/** A spray bottle. */
export function sprayBottle(): string {
  return [
    rect(0, -96, 48, 96, SPRUCE[3], 12),
    rect(12, -118, 24, 22, WHITE, 3),
    path('M4 -118H44L52 -134H10Z', INK),
    stroke('M44 -112L54 -100', INK),
    rect(10, -64, 28, 30, WHITE, 4, false),
  ].join('');
}

/** A potted plant. */
export function plant(): string {
  return [
    `<ellipse cx="18" cy="-92" rx="14" ry="30" fill="${SPRUCE[5]}" stroke="${INK}" stroke-width="4" transform="rotate(-24 18 -92)"/>`,
    `<ellipse cx="52" cy="-96" rx="14" ry="32" fill="${SPRUCE[3]}" stroke="${INK}" stroke-width="4" transform="rotate(22 52 -96)"/>`,
    `<ellipse cx="35" cy="-110" rx="14" ry="34" fill="${SPRUCE[5]}" stroke="${INK}" stroke-width="4"/>`,
    path('M6 -56H64L56 0H14Z', EMBER[7]),
  ].join('');
}

/** A three-seat sofa. */
export function sofa(): string {
  return [
    rect(14, -110, 172, 56, SPRUCE[5], 14),
    rect(0, -70, 200, 52, SPRUCE[3], 12),
    rect(-6, -84, 30, 72, SPRUCE[5], 12),
    rect(176, -84, 30, 72, SPRUCE[5], 12),
    stroke('M100 -70V-20M14 -18V0M186 -18V0', INK),
  ].join('');
}

/** An upright vacuum cleaner. */
export function vacuum(): string {
  return [
    stroke('M40 -60L40 -190M28 -190H52', INK),
    rect(24, -120, 34, 62, EMBER[7], 12),
    rect(0, -26, 80, 26, INK, 10),
    rect(30, -66, 22, 40, EMBER[2], 4),
  ].join('');
}

/** A kitchen stove under its range hood. */
export function stove(): string {
  return [
    rect(0, -130, 140, 130, WHITE, 6),
    rect(18, -96, 104, 66, SPRUCE[1], 6),
    stroke('M36 -80H104', WHITE),
    [20, 52, 88, 120].map((x) => circle(x, -114, 6, INK, false)).join(''),
    rect(-10, -142, 160, 12, INK, 4),
    path('M20 -240H120L146 -196H-6Z', SPRUCE[7]),
    rect(56, -280, 28, 40, SPRUCE[7]),
  ].join('');
}

/** Two balloons on their strings. */
export function balloons(): string {
  return [
    stroke('M30 0Q20 -60 34 -120M70 0Q82 -70 66 -140', INK),
    `<ellipse cx="34" cy="-156" rx="30" ry="38" fill="${EMBER[7]}" stroke="${INK}" stroke-width="4"/>`,
    `<ellipse cx="72" cy="-176" rx="30" ry="38" fill="${SPRUCE[3]}" stroke="${INK}" stroke-width="4"/>`,
  ].join('');
}

/** A tied garbage bag. */
export function garbageBag(): string {
  return (
    path('M10 0Q-12 -70 32 -92Q42 -96 52 -92Q96 -70 74 0Z', SPRUCE[7]) +
    path('M34 -92L28 -116Q42 -108 42 -98Q42 -108 56 -116L50 -92Z', SPRUCE[7]) +
    stroke('M30 -60Q40 -40 34 -20', SPRUCE[3])
  );
}

/** A recycling bin. */
export function recyclingBin(): string {
  return (
    rect(0, -100, 80, 100, SPRUCE[5], 6) +
    rect(-6, -112, 92, 14, SPRUCE[7], 4) +
    stroke('M26 -70L40 -46L54 -70', WHITE)
  );
}

/** A table with plates and a cup. */
export function table(): string {
  return [
    rect(0, -96, 200, 14, EMBER[7], 4),
    stroke('M16 -82V0M184 -82V0', INK),
    `<ellipse cx="56" cy="-102" rx="30" ry="7" fill="${WHITE}" stroke="${INK}" stroke-width="4"/>`,
    `<ellipse cx="56" cy="-110" rx="30" ry="7" fill="${WHITE}" stroke="${INK}" stroke-width="4"/>`,
    rect(128, -136, 34, 40, CREAM, 6),
    stroke('M162 -124Q176 -118 162 -106', INK),
  ].join('');
}

/** An office desk with a monitor, and a chair beside it. */
export function desk(): string {
  return [
    rect(0, -100, 190, 14, SPRUCE[7], 4),
    stroke('M14 -86V0M176 -86V0', INK),
    rect(40, -184, 104, 68, INK, 8),
    rect(50, -174, 84, 48, SPRUCE[1], 4, false),
    stroke('M92 -116V-100M70 -100H114', INK),
    rect(212, -120, 56, 70, EMBER[7], 12),
    rect(206, -60, 68, 16, EMBER[7], 6),
    stroke('M240 -44V-8M214 0H266', INK),
  ].join('');
}

/** A yellow-free "wet floor" A-frame sign, in ember. */
export function wetFloorSign(): string {
  return path('M0 0L34 -130H58L92 0Z', EMBER[4]) + stroke('M46 -96V-56M46 -36V-34', INK);
}

/** A pair of winter boots. */
export function boots(): string {
  const boot = (x: number) =>
    path(
      `M${x} -80H${x + 30}V-26Q${x + 30} -18 ${x + 44} -16Q${x + 56} -12 ${x + 56} 0H${x}Z`,
      EMBER[7],
    ) + rect(x - 4, -90, 38, 16, CREAM, 6);
  return boot(0) + boot(62);
}

/** An open front door in its frame, with a mat. */
export function door(): string {
  return [
    rect(0, -200, 100, 200, SPRUCE[7], 4),
    path('M6 -194L74 -178V-6L6 0Z', WHITE),
    circle(62, -92, 4, INK, false),
    rect(-14, -8, 128, 10, EMBER[4], 4),
  ].join('');
}

/** A wall calendar with one day ticked. */
export function calendar(tick = true): string {
  const cells: string[] = [];
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      cells.push(rect(18 + col * 34, -120 + row * 32, 22, 18, SPRUCE[1], 3, false));
    }
  }
  return [
    rect(0, -170, 160, 170, WHITE, 12),
    rect(0, -170, 160, 38, EMBER[7], 12),
    stroke('M40 -184V-156M120 -184V-156', INK),
    ...cells,
    tick ? circle(124, -26, 26, SPRUCE[7]) + stroke('M112 -26L121 -17L137 -35', WHITE) : '',
  ].join('');
}

/** A clipboard with a list of ticked lines. */
export function clipboard(ticks = 3): string {
  const lines: string[] = [];
  for (let index = 0; index < 3; index += 1) {
    const y = -146 + index * 40;
    lines.push(stroke(`M62 ${y}H112`, SPRUCE[3]));
    lines.push(
      index < ticks
        ? stroke(`M30 ${y}L38 ${y + 8}L52 ${y - 8}`, SPRUCE[7])
        : rect(30, y - 10, 20, 20, WHITE, 4),
    );
  }
  return [
    rect(0, -200, 140, 200, EMBER[2], 10),
    rect(14, -176, 112, 164, WHITE, 6),
    rect(40, -212, 60, 26, INK, 8),
    ...lines,
  ].join('');
}

/** An envelope. */
export function envelope(): string {
  return (
    rect(0, -100, 150, 100, WHITE, 8) + stroke('M4 -96L75 -40L146 -96M4 -4L58 -52M146 -4L92 -52')
  );
}

/** A phone standing up. */
export function phone(): string {
  return (
    rect(0, -150, 80, 150, INK, 14) +
    rect(8, -136, 64, 112, SPRUCE[0], 6, false) +
    stroke('M32 -12H48', WHITE)
  );
}

/** A speech bubble holding a mark: '?', 'check' or 'dots'. */
export function bubble(mark: 'question' | 'check' | 'dots', fill: string = WHITE): string {
  const inner =
    mark === 'question'
      ? stroke(
          'M48 -112Q48 -128 64 -128Q80 -128 80 -114Q80 -102 64 -96V-84M64 -70V-69',
          EMBER[7],
          6,
        )
      : mark === 'check'
        ? stroke('M42 -98L58 -82L88 -114', SPRUCE[7], 6)
        : [44, 64, 84].map((x) => circle(x, -98, 6, INK, false)).join('');
  return (
    path(
      'M0 -140Q0 -156 16 -156H112Q128 -156 128 -140V-60Q128 -44 112 -44H44L20 -20V-44H16Q0 -44 0 -60Z',
      fill,
    ) + inner
  );
}

/** A page of text with a shield on it. */
export function documentWithShield(): string {
  return [
    path('M0 -200H104L140 -164V0H0Z', WHITE),
    stroke('M104 -200V-164H140'),
    stroke('M22 -160H84M22 -134H118M22 -108H118', SPRUCE[3]),
    path('M70 -88L110 -74V-44Q110 -14 70 0Q30 -14 30 -44V-74Z', SPRUCE[7]),
    stroke('M56 -46L66 -36L86 -58', WHITE),
  ].join('');
}

/** A bell. */
export function bell(): string {
  return (
    path('M0 0Q14 -14 14 -60Q14 -110 60 -110Q106 -110 106 -60Q106 -14 120 0Z', EMBER[4]) +
    circle(60, 8, 12, INK, false) +
    circle(60, -118, 8, EMBER[4])
  );
}

/** A five-pointed star. */
export function star(fill: string = EMBER[4], size = 1): string {
  const points: string[] = [];
  for (let index = 0; index < 10; index += 1) {
    const r = (index % 2 === 0 ? 40 : 17) * size;
    const a = (Math.PI / 5) * index - Math.PI / 2;
    points.push(
      `${(40 * size + r * Math.cos(a)).toFixed(1)} ${(-40 * size + r * Math.sin(a)).toFixed(1)}`,
    );
  }
  return path(`M${points.join('L')}Z`, fill);
}

/** A map pin. */
export function mapPin(fill: string = EMBER[7]): string {
  return (
    path('M40 0Q0 -56 0 -84A40 40 0 0 1 80 -84Q80 -56 40 0Z', fill) + circle(40, -84, 14, WHITE)
  );
}

/** A clock face at nine o'clock. */
export function clock(): string {
  return (
    circle(50, -50, 46, WHITE) + stroke('M50 -78V-50H28', INK) + circle(50, -50, 4, INK, false)
  );
}

/** A price card: a quote with its lines, total and a button. */
export function quoteCard(): string {
  return [
    rect(0, -210, 170, 210, WHITE, 14),
    stroke('M22 -176H110M22 -148H148M22 -122H130', SPRUCE[3]),
    stroke('M22 -90H148', INK, 2),
    rect(22, -76, 66, 18, SPRUCE[7], 4, false),
    rect(22, -46, 126, 30, EMBER[7], 15),
  ].join('');
}

/** A signpost with an arrow each way. */
export function signpost(): string {
  return [
    rect(44, -190, 14, 190, EMBER[7], 3),
    path('M0 -184H104L124 -166L104 -148H0Z', WHITE),
    path('M110 -136H6L-14 -118L6 -100H110Z', SPRUCE[1]),
  ].join('');
}

/** A window on a wall (hangs above the floor: place it higher). */
export function windowFrame(): string {
  return (
    rect(0, -90, 120, 90, WHITE, 6) +
    rect(10, -80, 100, 70, SPRUCE[0], 4, false) +
    stroke('M60 -80V-10M10 -45H110')
  );
}
