import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { listOutbox } from '../db/queries/outbox.ts';

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function linkify(escaped: string) {
  return escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
}

/** Development only: the mail that would have been sent, so activation and reset links can be followed. */
export function registerDevOutbox(app: FastifyInstance, db: Database) {
  app.get('/dev/outbox', async (_request, reply) => {
    const messages = await listOutbox(db);
    const items = messages
      .map(
        (message) => `<article>
  <h2>${escapeHtml(message.subject)}</h2>
  <p><strong>To:</strong> ${escapeHtml(message.toAddress)} · ${message.createdAt.toISOString()}</p>
  <pre>${linkify(escapeHtml(message.textBody))}</pre>
${message.attachments
  .map(
    (
      file,
    ) => `  <details><summary>Attachment: ${escapeHtml(file.filename)} (${escapeHtml(file.contentType)})</summary>
  <pre>${escapeHtml(file.content)}</pre></details>`,
  )
  .join('\n')}
</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en-CA"><head><meta charset="utf-8"><title>Outbox | MapleShine</title></head>
<body><h1>Outbox (development)</h1>
<p>Mail is kept here because SMTP_URL is not set. Newest first.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`);
  });
}
