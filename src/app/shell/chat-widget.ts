import { useEffect } from 'react';
import { isCaptchaNode } from '../../components/captcha-node.ts';
import { clientConfig } from '../../config/client-config.ts';

/*
 * The third-party chat widget of spec §7: its script (VITE_CHAT_WIDGET_URL) is loaded once, on
 * the first route that allows it, and the widget is hidden on the routes the spec lists.
 */

const ROUTES_WITHOUT_CHAT = [
  '/join-us',
  '/contractor-application',
  '/help-and-legal/terms-and-conditions',
];

/** Spec §7: no chat on /join-us, /contractor-application, /service-detail/* and the terms. */
export function chatWidgetAllowed(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/service-detail' || path.startsWith('/service-detail/')) return false;
  return !ROUTES_WITHOUT_CHAT.includes(path);
}

const SCRIPT_MARK = 'data-chat-widget';

/** What the widget added to <body> next to our app and Mantine's portals. */
const widgetNodes = new Set<HTMLElement>();
let widgetHidden = false;

function isOurs(node: HTMLElement): boolean {
  return (
    node.id === 'root' ||
    node.hasAttribute('data-portal') ||
    node.hasAttribute(SCRIPT_MARK) ||
    // The captcha's challenge must stay visible on /contractor-application, where the chat hides.
    isCaptchaNode(node)
  );
}

function applyVisibility(node: HTMLElement) {
  if (widgetHidden) node.style.setProperty('display', 'none', 'important');
  else node.style.removeProperty('display');
}

function loadWidget(url: string) {
  if (document.querySelector(`script[${SCRIPT_MARK}]`)) return;
  // A widget draws its launcher and frames as new children of <body>: remember them to hide them.
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLElement) || node.tagName === 'SCRIPT' || isOurs(node)) continue;
        widgetNodes.add(node);
        applyVisibility(node);
      }
    }
  }).observe(document.body, { childList: true });
  const script = document.createElement('script');
  script.src = url;
  script.async = true;
  script.setAttribute(SCRIPT_MARK, '');
  document.body.append(script);
}

function setWidgetHidden(hidden: boolean) {
  widgetHidden = hidden;
  widgetNodes.forEach(applyVisibility);
}

/** Loads the widget when configured and shows or hides it as the route changes. */
export function useChatWidget(pathname: string) {
  const url = clientConfig().chatWidgetUrl;
  const allowed = chatWidgetAllowed(pathname);
  useEffect(() => {
    if (!url) return;
    setWidgetHidden(!allowed);
    if (allowed) loadWidget(url);
  }, [url, allowed]);
}
