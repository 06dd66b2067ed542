import { SITE_NAME } from '../../components/use-page-title.ts';

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
  if (content === null) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(attribute, key);
    document.head.append(element);
  }
  element.content = content;
}

export function applyPageHead({ title, description, keywords, image }: PageHead) {
  document.title = title;
  setMeta('name', 'description', description);
  setMeta('name', 'keywords', keywords);
  setMeta('property', 'og:site_name', SITE_NAME);
  setMeta('property', 'og:title', title);
  setMeta('property', 'og:description', description);
  setMeta('property', 'og:image', image);
  // A large card only when there is a picture to show in it.
  setMeta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  setMeta('name', 'twitter:title', title);
  setMeta('name', 'twitter:description', description);
  setMeta('name', 'twitter:image', image);
}
