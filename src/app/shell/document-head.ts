import type { LanguageLinks } from '#shared/server-render-contract.ts';

/**
 * What the document's head says about a page: the tab's title, the description and keywords for
 * search engines, and the Open Graph and Twitter card tags for a link shared to a social site
 * (the server writes the same tags into a page it sends, server/http/rendered-page-html.ts).
 */
export type PageHead = {
  /** Whole, `{name} | MapleShine`. */
  title: string;
  description: string;
  keywords: string;
  /** The page's own picture, as an absolute URL, or null for none. */
  image: string | null;
};

function setMeta(attribute: 'name' | 'property', key: string, content: string | null) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (content === null) return element?.remove();
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

/**
 * A public page's canonical and hreflang links (decision 103), as the server writes them into
 * the page it sends; null removes them (a signed-in page, Page Not Found).
 */
function setLanguageLinks(links: LanguageLinks | null) {
  for (const element of document.head.querySelectorAll(
    'link[rel="canonical"], link[rel="alternate"][hreflang]',
  )) {
    element.remove();
  }
  if (!links) return;
  const canonical = document.createElement('link');
  canonical.rel = 'canonical';
  canonical.href = links.canonical;
  document.head.append(canonical);
  for (const { hreflang, href } of links.alternates) {
    const alternate = document.createElement('link');
    alternate.rel = 'alternate';
    alternate.hreflang = hreflang;
    alternate.href = href;
    document.head.append(alternate);
  }
}

export function applyPageHead(
  { title, description, keywords, image }: PageHead,
  links: LanguageLinks | null = null,
) {
  setLanguageLinks(links);
  document.title = title;
  // A large card only when there is a picture to show in it.
  const card = image ? 'summary_large_image' : 'summary';
  const tags = { description, keywords, 'twitter:card': card };
  for (const [key, content] of Object.entries(tags)) setMeta('name', key, content);
  for (const [key, content] of Object.entries({ title, description, image })) {
    setMeta('property', `og:${key}`, content);
    setMeta('name', `twitter:${key}`, content);
  }
}
