/**
 * The class react-remove-scroll moves by the scroll bar's width while a dialog locks the page's
 * scroll (its `RemoveScroll.classNames.zeroRight`): the side-nav layout's fixed header wears it,
 * so it does not shift under an open Modal or Drawer. The name alone, not the package (about 4 kB
 * gzip), which the dialogs bring when they load (decisions 156, 161);
 * tests/unit/side-nav-scroll-bar-class.test.ts checks it is the package's name.
 */
export const ZERO_RIGHT_CLASS = 'right-scroll-bar-position';
