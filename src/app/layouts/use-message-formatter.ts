import { useEffect, useState } from 'react';
import type { formatMessage } from '#shared/i18n/message.ts';

type FormatMessage = typeof formatMessage;

/** The formatter once any shell has loaded it; later shells greet at once. */
let loaded: FormatMessage | undefined;

/**
 * Decision 168: the shell's greeting is its only message with a value in a cleaner's first
 * screen, and the formatter (with the number and date formatting it imports, 2.4 kB) is asked for
 * as the shell first shows, beside the profile that holds the name. `pending` while it is on its
 * way, so the greeting's skeleton stays until both are in; if it cannot be fetched the greeting
 * reads without the name.
 */
export function useMessageFormatter(): { format: FormatMessage | undefined; pending: boolean } {
  const [format, setFormat] = useState(() => loaded);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (format) return;
    let live = true;
    import('#shared/i18n/message.ts').then(
      (module) => {
        loaded = module.formatMessage;
        if (live) setFormat(() => module.formatMessage);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [format]);
  return { format, pending: !format && !failed };
}
