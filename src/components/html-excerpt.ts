import { htmlText } from './html-text.ts';

/** The first words of a post's HTML as plain text, for cards (never rendered as HTML). */
export function htmlExcerpt(html: string, maxLength = 160): string {
  const text = htmlText(html).replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 0) || maxLength).trimEnd()}…`;
}
