import type { PageSeed } from './content-types.ts';

/** Tags, spaces and case do not make two headings different for a reader. */
function plain(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * A page is shown under its title as the h1, so its content must not open with the same words
 * again ("Deep Cleaning" twice, issue 23). The opening heading that repeats the title goes, and
 * when no h2 is left the h3s (and h4s) move up one level, so the outline still runs h1 → h2.
 */
export function withoutTitleHeading(page: PageSeed): PageSeed {
  const opening = /^\s*<h([1-6])>([\s\S]*?)<\/h\1>\s*/.exec(page.html);
  if (!opening || plain(opening[2] ?? '') !== plain(page.title)) return page;
  let html = page.html.slice(opening[0].length);
  if (!/<h2[\s>]/.test(html)) {
    html = html.replace(/<(\/?)h([34])(?=[\s>])/g, (_, slash: string, level: string) => {
      return `<${slash}h${Number(level) - 1}`;
    });
  }
  return { ...page, html };
}
