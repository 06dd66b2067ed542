import { apiUrl } from './ui-api-url.ts';

/**
 * Reads the UI test server's /dev/outbox page (the mail kept while SMTP_URL is unset) and returns
 * the code of the newest `{path}/{code}` link mailed to `to`, or null when there is none. UI
 * tests run in jsdom, away from the database, so the page is their way to the mail.
 */
export async function mailedCode(to: string, path: string): Promise<string | null> {
  const response = await fetch(`${apiUrl()}/dev/outbox`);
  if (!response.ok) throw new Error(`/dev/outbox answered ${response.status}`);
  const html = await response.text();
  // Newest first; the address is HTML-escaped like the rest of the page.
  const escapedTo = to.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
  for (const article of html.split('<article>').slice(1)) {
    if (!article.includes(`<strong>To:</strong> ${escapedTo} `)) continue;
    const match = article.match(new RegExp(`${path}/([A-Za-z0-9_-]+)`));
    if (match?.[1]) return match[1];
  }
  return null;
}
