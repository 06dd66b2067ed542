/**
 * The visual system's values in one place (docs/design.md shows them). `theme.ts` builds the
 * Mantine theme from them; tests/unit/theme-contrast.test.ts checks every pair below against WCAG
 * and against the ratios the design page states. No Mantine import here, so the doc's test and
 * the server can read the values without the UI library.
 */

/** Shade 7 of each palette passes WCAG AA (4.5:1) with white text, so filled buttons use it. */
export const spruce = [
  '#e6f4f1',
  '#c4e4dd',
  '#9fd3c7',
  '#74bfae',
  '#4aa994',
  '#2b917c',
  '#1f7a68',
  '#176455',
  '#114e43',
  '#0b3a32',
] as const;

/** The orange of every call to action: fill 7, hover 8. Never white text on shade 6 (3.04:1). */
export const ember = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#f76707',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
] as const;

/** Colours by role, not by hue: a component asks for "body text", not for a grey. */
export const colours = {
  /** Body text and headings: a blue-black that reads softer than #000 at 14.7:1. */
  ink: '#1B2A33',
  white: '#FFFFFF',
  /** A warm surface for sections that should feel like home (about, trust, how it works). */
  cream: '#FBF6EE',
  /** Brand: links, focus rings, the logo, filled secondary buttons. */
  brand: spruce[7],
  /** A pale brand surface (banners' light variant, selected items). */
  brandSurface: spruce[0],
  /** Call to action fill (Book Now) and its hover. */
  action: ember[7],
  actionHover: ember[8],
  /** Quieter text: Mantine's gray 7, which `dimmed` points to. */
  muted: '#495057',
  /** Placeholders: lighter than typed text, still 5:1 on a white input. */
  placeholder: '#697077',
  /** Edges of inputs and unchecked checkboxes: a control's edge needs 3:1. */
  inputBorder: '#7B8A93',
  /** Filled stars, always with the number beside them (the colour alone says nothing). */
  star: '#C26A05',
  /** Mantine's red 9: field errors, the weekend days of the calendar. */
  error: '#c92a2a',
  success: '#1E7A4C',
} as const;

export type ColourRole = keyof typeof colours;

/** 'text' pairs need 4.5:1, 'ui' pairs (icons, borders, stars beside a number) 3:1 (WCAG 2.2). */
export type PairKind = 'text' | 'ui';

export type ColourPair = {
  use: string;
  foreground: ColourRole;
  background: ColourRole;
  kind: PairKind;
};

/** Every foreground/background pair the site uses, as docs/design.md lists them. */
export const colourPairs: readonly ColourPair[] = [
  { use: 'Body text', foreground: 'ink', background: 'white', kind: 'text' },
  { use: 'Body text on cream', foreground: 'ink', background: 'cream', kind: 'text' },
  { use: 'Body text on pale spruce', foreground: 'ink', background: 'brandSurface', kind: 'text' },
  { use: 'Muted text', foreground: 'muted', background: 'white', kind: 'text' },
  { use: 'Muted text on cream', foreground: 'muted', background: 'cream', kind: 'text' },
  { use: 'Links, brand', foreground: 'brand', background: 'white', kind: 'text' },
  { use: 'Links on cream', foreground: 'brand', background: 'cream', kind: 'text' },
  { use: 'Links on pale spruce', foreground: 'brand', background: 'brandSurface', kind: 'text' },
  {
    use: 'White on spruce (banners, buttons)',
    foreground: 'white',
    background: 'brand',
    kind: 'text',
  },
  { use: 'Book Now', foreground: 'white', background: 'action', kind: 'text' },
  { use: 'Book Now, hover', foreground: 'white', background: 'actionHover', kind: 'text' },
  { use: 'Placeholder', foreground: 'placeholder', background: 'white', kind: 'text' },
  { use: 'Error text', foreground: 'error', background: 'white', kind: 'text' },
  { use: 'Success text', foreground: 'success', background: 'white', kind: 'text' },
  { use: 'Input and checkbox edges', foreground: 'inputBorder', background: 'white', kind: 'ui' },
  { use: 'Stars', foreground: 'star', background: 'white', kind: 'ui' },
  { use: 'Stars on cream', foreground: 'star', background: 'cream', kind: 'ui' },
];

/** The brand typeface, then fallbacks sized to its metrics (src/app/fonts.css) so the swap holds. */
export const fontFamily =
  "'Figtree Variable', 'Figtree Fallback Arial', 'Figtree Fallback DejaVu', system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif";

/** Headings: size and line height; tighter lines as the size grows. Sizes in rem (16 px). */
export const headings = {
  h1: { fontSize: '2.25rem', lineHeight: '1.2', fontWeight: '750' },
  h2: { fontSize: '1.75rem', lineHeight: '1.25', fontWeight: '700' },
  h3: { fontSize: '1.375rem', lineHeight: '1.3', fontWeight: '700' },
  h4: { fontSize: '1.125rem', lineHeight: '1.4', fontWeight: '650' },
  h5: { fontSize: '1rem', lineHeight: '1.5', fontWeight: '650' },
  h6: { fontSize: '0.875rem', lineHeight: '1.5', fontWeight: '650' },
} as const;

/** Body text sizes (Mantine's `fz`), unchanged from Mantine: 12, 14, 16, 18, 20 px. */
export const fontSizes = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
} as const;

/** 8 / 12 / 16 / 24 / 32 px. Sections: 48 px padding on a phone, 80 px on a desktop. */
export const spacing = {
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
} as const;

export const sectionPadding = { phone: 48, desktop: 80 } as const;

/** Small parts 8, inputs and buttons 12, cards 16; `xl` makes a pill of any button. */
export const radius = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '0.75rem',
  lg: '1rem',
  xl: '2rem',
} as const;

/** Ink-tinted (6–12%), only on raised things: the booking card, sticky bars, menus, toasts. */
export const shadows = {
  xs: '0 1px 2px rgba(27, 42, 51, 0.06)',
  sm: '0 1px 3px rgba(27, 42, 51, 0.08), 0 2px 6px rgba(27, 42, 51, 0.06)',
  md: '0 4px 12px rgba(27, 42, 51, 0.1)',
  lg: '0 8px 24px rgba(27, 42, 51, 0.12)',
  xl: '0 16px 40px rgba(27, 42, 51, 0.12)',
} as const;

/** Tabler icons: one stroke for every icon, 20 px beside text, 24–32 px in a tinted circle. */
export const icons = { stroke: 1.75, inlineSize: 20, badgeSize: 28 } as const;
