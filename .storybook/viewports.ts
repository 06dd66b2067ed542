/*
 * The two sizes every screen is built and checked at (decision 029): the phone of the e2e phone
 * project and the desktop of the desktop project. Stories name them in
 * `globals: { viewport: { value: 'phone' } }`; the axe run over every story (tests/storybook)
 * opens each story at both.
 */
export const VIEWPORT_SIZES = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

export type ViewportName = keyof typeof VIEWPORT_SIZES;

export const viewportOptions = {
  phone: {
    name: 'Phone 390×844',
    styles: {
      width: `${VIEWPORT_SIZES.phone.width}px`,
      height: `${VIEWPORT_SIZES.phone.height}px`,
    },
    type: 'mobile',
  },
  desktop: {
    name: 'Desktop 1280×800',
    styles: {
      width: `${VIEWPORT_SIZES.desktop.width}px`,
      height: `${VIEWPORT_SIZES.desktop.height}px`,
    },
    type: 'desktop',
  },
} as const;
