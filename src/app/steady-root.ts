/**
 * The page's root element as Mantine's provider gets it (`getRootElement`), whose `setAttribute`
 * writes only a value that differs. Mantine sets `data-mantine-color-scheme` as the app starts,
 * to the "light" the page's HTML already has; the browser treats even an unchanged value as a
 * change and restyles the whole page (a 63 ms recalculation at 4x CPU slowdown on /, issue 46).
 * Everything else is the element's own.
 */
export function steadyRoot(): HTMLElement {
  const root = document.documentElement;
  return new Proxy(root, {
    get(target, property) {
      if (property === 'setAttribute') {
        return (name: string, value: string) => {
          if (target.getAttribute(name) !== value) target.setAttribute(name, value);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function'
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}
