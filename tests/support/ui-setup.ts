import '@testing-library/jest-dom/vitest';
import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';

// Pages load lazily (a French page its catalogue too) and talk to a real server that shares the
// CPU with the other lanes of the test command: give findBy/waitFor well over the default
// second. 5 s was once too little for the French tip panel on a loaded CI machine; a wait still
// ends at the first moment its element is there, and the test's own 30 s bound stays.
configure({ asyncUtilTimeout: 15_000 });

// The app's entry loads the header's and footer's texts before its first render (src/main.tsx,
// decision 103); so do the tests, which render the app without its entry.
beforeAll(async () => {
  const { loadShellTexts } = await import('#src/app/shell/load-shell-texts.ts');
  await loadShellTexts('en-CA');
});

// jsdom lacks these browser APIs that Mantine uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
if (typeof window.IntersectionObserver === 'undefined') {
  // Embla (the carousels) watches which slides are in view, and parts below the fold wait until
  // they are near it. jsdom lays nothing out: everything observed counts as in view.
  window.IntersectionObserver = class {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds = [];
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      const rect = target.getBoundingClientRect();
      const entry = {
        target,
        isIntersecting: true,
        intersectionRatio: 1,
        boundingClientRect: rect,
        intersectionRect: rect,
        rootBounds: null,
        time: performance.now(),
      };
      queueMicrotask(() => this.callback([entry], this));
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  };
}
window.scrollTo = () => {};
// Mantine's combobox scrolls the highlighted option into view a moment after a keypress.
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => {};
}

afterEach(() => {
  cleanup();
  // Mantine keeps toasts in a module-wide store: one test's toast must not greet the next.
  notifications.clean();
  sessionStorage.clear();
});
