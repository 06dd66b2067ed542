/** Tags, spaces and case do not make two headings different for a reader. */
function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * A content page shows its title as the h1; a heading inside the content with the same words
 * (an operator's page that opens with its own title) would say it twice, so it is dropped. The
 * seed writes pages without one (server/db/seed/page-headings.ts); this covers edited pages.
 */
export function dropRepeatedHeading(html: string, title: string | undefined): string {
  if (!title) return html;
  const document = new DOMParser().parseFromString(html, 'text/html');
  const repeated = [...document.body.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(
    (heading) => plain(heading.textContent) === plain(title),
  );
  if (repeated.length === 0) return html;
  for (const heading of repeated) heading.remove();
  return document.body.innerHTML;
}
