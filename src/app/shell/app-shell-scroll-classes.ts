/**
 * What Mantine's AppShell reads of react-remove-scroll: the class names a header, footer or side
 * panel wears so that an open dialog's scroll lock keeps them where they are. AppShell imports the
 * whole package (about 4 kB gzip, and more with its own imports) for `RemoveScroll.classNames`
 * alone; the build gives AppShell this module instead (scripts/app-shell-scroll-plugin.ts,
 * decision 156), and the dialogs, which lock the page's scroll, still get the package.
 * tests/unit/app-shell-scroll-classes.test.ts checks these are the package's names.
 */
export const RemoveScroll = {
  classNames: {
    fullWidth: 'width-before-scroll-bar',
    zeroRight: 'right-scroll-bar-position',
  },
} as const;
