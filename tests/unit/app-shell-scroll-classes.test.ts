import { RemoveScroll as Package } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from '../../src/app/shell/app-shell-scroll-classes.ts';

// Decision 156: the build gives Mantine's AppShell these names instead of the package.
describe("AppShell's scroll-lock class names", () => {
  it("are react-remove-scroll's own", () => {
    expect(RemoveScroll.classNames).toEqual(Package.classNames);
  });
});
