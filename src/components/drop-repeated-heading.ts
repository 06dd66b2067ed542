import { htmlText } from './html-text.ts';

/** Tags, spaces and case do not make two headings different for a reader. */
function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * A heading element of the stored HTML, whole. Headings cannot hold one another, and the HTML
 * was sanitized before it was stored, so each closes with its own end tag.
 */
const HEADING = /<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi;

/**
 * A content page shows its title as the h1; a heading inside the content with the same words
 * (an operator's page that opens with its own title) would say it twice, so it is dropped. The
 * seed writes pages without one (server/db/seed/page-headings.ts); this covers edited pages.
 * The rest of the HTML is kept as it was written, not parsed and written out again, so the page
 * the server renders (decision 059) and the one the browser hydrates it with are the same text.
 */
export function dropRepeatedHeading(html: string, title: string | undefined): string {
  if (!title) return html;
  const wanted = plain(title);
  return html.replace(HEADING, (heading: string, _level: string, inner: string) =>
    plain(htmlText(inner)) === wanted ? '' : heading,
  );
}
