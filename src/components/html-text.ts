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

/** The text of an HTML fragment, as the browser's `textContent` reads it (never rendered as HTML). */
export function htmlText(html: string): string {
  return readHtmlText(html);
}
