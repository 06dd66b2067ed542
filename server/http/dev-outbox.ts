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

type OutboxRow = Awaited<ReturnType<typeof listOutbox>>[number];

const attemptsText = (attempts: number) => `${attempts} ${attempts === 1 ? 'attempt' : 'attempts'}`;

/**
 * Where the e-mail stands with the job queue (decision 051): waiting, sent, or given up, with
 * the last error of SMTP; a pending one whose attempts failed says so before it is retried.
 */
function deliveryStatus(message: OutboxRow): string {
  const error = message.lastError === null ? '' : ` Last error: ${escapeHtml(message.lastError)}`;
  if (message.status === 'sent') {
    const when = message.sentAt === null ? '' : ` on ${message.sentAt.toISOString()}`;
    return `<p class="status sent"><strong>Status:</strong> sent${when}.</p>`;
  }
  if (message.status === 'failed') {
    return `<p class="status failed"><strong>Status:</strong> failed after ${attemptsText(message.attempts)}.${error}</p>`;
  }
  const tried = message.attempts === 0 ? '' : `, ${attemptsText(message.attempts)} so far`;
  return `<p class="status pending"><strong>Status:</strong> pending${tried}.${error}</p>`;
}

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
  ${deliveryStatus(message)}
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
<html lang="en-CA"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Outbox | MapleShine</title><style>pre { white-space: pre-wrap; overflow-wrap: anywhere; }</style></head>
<body><h1>Outbox (development)</h1>
<p>Every e-mail of this database, newest first, with its delivery status. Without SMTP_URL none is sent and each stays pending.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`);
  });
}
