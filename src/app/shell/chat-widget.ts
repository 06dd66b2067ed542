import { useEffect } from 'react';
import { clientConfig } from '../../config/client-config.ts';
import { BOOKING_LINK_PATH } from '#shared/booking-link.ts';

/*
 * The third-party chat widget of spec §7: its script (VITE_CHAT_WIDGET_URL) is loaded once, on
 * the first route that allows it, and the widget is hidden on the routes the spec lists.
 */

const ROUTES_WITHOUT_CHAT = [
  '/join-us',
  '/contractor-application',
  '/help-and-legal/terms-and-conditions',
];

/**
 * Spec §7: no chat on /join-us, /contractor-application, /service-detail/* and the terms; nor on
 * a booking's own page (issue 40).
 */
export function chatWidgetAllowed(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/service-detail' || path.startsWith('/service-detail/')) return false;
  // A booking's own page has its secret in the address, which a third-party script could read.
  if (path.startsWith(BOOKING_LINK_PATH)) return false;
  return !ROUTES_WITHOUT_CHAT.includes(path);
}

/** Loads the widget when configured and shows or hides it as the route changes. */
export function useChatWidget(pathname: string) {
  const url = clientConfig().chatWidgetUrl;
  const allowed = chatWidgetAllowed(pathname);
  useEffect(() => {
    if (!url) return;
    void import('./chat-widget-frames.ts').then(({ loadWidget, setWidgetHidden }) => {
      setWidgetHidden(!allowed);
      if (allowed) loadWidget(url);
    });
  }, [url, allowed]);
}
