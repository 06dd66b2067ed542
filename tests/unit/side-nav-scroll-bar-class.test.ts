import { RemoveScroll } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { ZERO_RIGHT_CLASS } from '../../src/components/side-nav-layout/scroll-bar-class.ts';

// Decision 161: the side-nav layout's header wears this name without importing the package.
describe("the side-nav layout's scroll-lock class", () => {
  it("is the one react-remove-scroll moves by the scroll bar's width", () => {
    expect(ZERO_RIGHT_CLASS).toBe(RemoveScroll.classNames.zeroRight);
  });
});
