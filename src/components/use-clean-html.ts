import { useMemo, useState } from 'react';
import { useHydrated } from './after-first-paint.tsx';
import { sanitizeHtml } from './sanitize-html.ts';

/**
 * Server HTML, safe to render. While React hydrates a page the server rendered, the element
 * already holds the server's sanitized markup (the same allow-list, `entry-server.tsx`), and React
 * keeps it without reading the value given here: it does not compare inner HTML when it hydrates.
 * That HTML skips the browser's pass, which costs a phone a 20–40 ms task of DOMPurify in the
 * middle of taking the page over (issue 46); it stays what the element was given, so React never
 * rewrites the element either. Any other HTML is sanitized: on the server, HTML that arrives
 * later, and HTML in a part React renders afresh because it did not match the server's (then it is
 * not hydrating).
 */
export function useCleanHtml(html: string): string {
  // The server's render reads "not hydrated" too; it has no document, and always sanitizes.
  const hydrating = !useHydrated() && typeof document !== 'undefined';
  const [serverRendered] = useState(() => (hydrating ? html : undefined));
  return useMemo(
    () => (html === serverRendered ? html : sanitizeHtml(html)),
    [html, serverRendered],
  );
}
