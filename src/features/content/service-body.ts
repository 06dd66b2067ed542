/** A service page's HTML around its "What is included" list, which the page shows as a checklist. */
export type ServiceBody = {
  /** Everything before the list's heading: the service's name and introduction. */
  intro: string;
  included: { heading: string; items: string[] } | null;
  /** Everything after the list. */
  rest: string;
};

// The heading the backend's pages give the list, in English or in French.
const INCLUDED_HEADING = /^(?:what(?:'s|’s| is) included|ce qui est inclus)\b/i;

function htmlOf(nodes: Node[]): string {
  const holder = document.createElement('div');
  for (const node of nodes) holder.append(node.cloneNode(true));
  return holder.innerHTML;
}

/**
 * Splits the page HTML at its "What is included" heading and the list right after it, keeping the
 * backend's words (and their markup) item by item. A page without such a list stays whole.
 */
export function splitServiceBody(html: string): ServiceBody {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const children = [...body.childNodes];
  const headingIndex = children.findIndex(
    (node) =>
      node instanceof Element &&
      /^H[2-4]$/.test(node.tagName) &&
      INCLUDED_HEADING.test(node.textContent?.trim() ?? ''),
  );
  const heading = children[headingIndex] as Element | undefined;
  const list = heading?.nextElementSibling;
  if (!heading || !list || (list.tagName !== 'UL' && list.tagName !== 'OL')) {
    return { intro: html, included: null, rest: '' };
  }
  const listIndex = children.indexOf(list);
  const items = [...list.children]
    .filter((item) => item.tagName === 'LI')
    .map((item) => item.innerHTML.trim());
  return {
    intro: htmlOf(children.slice(0, headingIndex)),
    included: { heading: heading.textContent?.trim() ?? '', items },
    rest: htmlOf(children.slice(listIndex + 1)),
  };
}
