import { useEffect } from 'react';

/**
 * Asks search engines not to keep the page while it is shown (a booking's own page, whose
 * address is a secret); the server sends the same as `X-Robots-Tag` with its HTML.
 */
export function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
