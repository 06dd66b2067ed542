type HtmlTextReader = (html: string) => string;

let readHtmlText: HtmlTextReader = (html) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent;

/**
 * The server renders pages without a DOM: its page renderer hands in a parser that reads an
 * HTML fragment's text the way the browser's `textContent` does.
 */
export function setHtmlTextReader(reader: HtmlTextReader) {
  readHtmlText = reader;
}

/** The first words of a post's HTML as plain text, for cards (never rendered as HTML). */
export function htmlExcerpt(html: string, maxLength = 160): string {
  const text = readHtmlText(html).replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 0) || maxLength).trimEnd()}…`;
}
