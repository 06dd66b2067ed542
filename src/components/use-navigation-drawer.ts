import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Open state of a navigation drawer that closes when the route changes. The drawer remembers the
 * path it was opened on rather than a flag, so a navigation closes it without an effect: an effect
 * that closed it on every render whose handlers changed once closed each open at once (decision 029).
 */
export function useNavigationDrawer() {
  const { pathname } = useLocation();
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  // The drawer's code is loaded on the first open and stays mounted after, for its closing.
  const [wanted, setWanted] = useState(false);
  const opened = openedOn === pathname;
  return {
    opened,
    wanted,
    close: () => setOpenedOn(null),
    toggle: () => {
      setWanted(true);
      setOpenedOn(opened ? null : pathname);
    },
  };
}
