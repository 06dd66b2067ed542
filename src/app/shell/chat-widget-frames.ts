import { isCaptchaNode } from '../../components/captcha-node.ts';

/*
 * The chat widget's script and the nodes it adds to <body>, loaded only when a widget is
 * configured (chat-widget.ts), so a site without one ships none of this.
 */

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

export function loadWidget(url: string) {
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

export function setWidgetHidden(hidden: boolean) {
  widgetHidden = hidden;
  widgetNodes.forEach(applyVisibility);
}
