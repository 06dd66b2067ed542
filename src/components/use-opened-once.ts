import { useEffect, useState } from 'react';

/**
 * A dialog whose code is loaded after the page's first paint (decision 155): `load` starts once
 * the page holding it has rendered (it should fetch once, however often called), and the answer
 * is true from the first time `open` is true on, and stays true (the dialog stays mounted, for its
 * closing transition and what it holds). LazyModal and LazyCancelQuestion mount their dialog so.
 */
export function useOpenedOnce(open: boolean, load: () => Promise<unknown>): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    void load();
  }, [load]);
  return opened;
}
