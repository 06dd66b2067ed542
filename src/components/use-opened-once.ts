import { useEffect, useState } from 'react';

/**
 * A dialog whose code is loaded after the page's first paint (decision 155): `preload` starts once
 * the page holding it has rendered (it should fetch once, however often called, and leave a failure
 * to the dialog, which asks again as it first shows), and the answer
 * is true from the first time `open` is true on, and stays true (the dialog stays mounted, for its
 * closing transition and what it holds). LazyModal and LazyCancelQuestion mount their dialog so.
 */
export function useOpenedOnce(open: boolean, preload: () => void): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    preload();
  }, [preload]);
  return opened;
}
