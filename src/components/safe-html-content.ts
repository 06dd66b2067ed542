// The styles of server HTML shown in a page (SafeHtml). They come with the page, not with the
// sanitizer's code: a page the server rendered (decision 059) shows that HTML before any script
// runs, and it must not reflow when the code arrives. `lazy-safe-html.tsx` imports this module
// statically, so the server names these styles in the head of the page (decision 020).
import '@mantine/core/styles/Typography.css';
import classes from './safe-html.module.css';

/** The class of the box that holds the HTML. */
export const safeHtmlContentClass = classes.content;
