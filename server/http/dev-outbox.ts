import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { failNewestMailTo, listOutbox } from '../db/queries/outbox.ts';

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function linkify(escaped: string) {
  return escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
}

export const SIMULATED_FAILURE = '550 Mailbox unavailable (simulated in development)';

/** Development only: the mail that would have been sent, so activation and reset links can be followed. */
export function registerDevOutbox(app: FastifyInstance, db: Database) {
  // The console's "Send again" (decision 052) needs a failed e-mail; without SMTP none ever fails.
  app.post('/dev/outbox/fail', async (request, reply) => {
    const body = request.body as { to?: unknown } | null;
    if (typeof body !== 'object' || body === null || typeof body.to !== 'string') {
      return reply.code(400).send({ code: 400, message: 'Send `to`, an e-mail address.' });
    }
    const id = await failNewestMailTo(db, body.to, SIMULATED_FAILURE);
    if (id === null)
      return reply.code(404).send({ code: 404, message: 'No e-mail to that address.' });
    return reply.send({ code: 200, message: `E-mail #${id} marked failed.`, data: { id } });
  });

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
