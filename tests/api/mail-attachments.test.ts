import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '#server/db/schema.ts';
import { addToOutbox } from '#server/db/shared-queries/outbox.ts';
import { smtpMailer } from '#server/platform/mail/smtp-mailer.ts';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** The decoded body of the MIME part whose headers name this file. */
function attachedFile(raw: string, filename: string): { headers: string; bytes: Buffer } {
  const start =
    raw.indexOf(`filename=${filename}`) >= 0
      ? raw.indexOf(`filename=${filename}`)
      : raw.indexOf(`filename="${filename}"`);
  if (start < 0) throw new Error(`no part named ${filename}`);
  const headersStart = raw.lastIndexOf('\r\n--', start);
  const bodyStart = raw.indexOf('\r\n\r\n', start) + 4;
  const bodyEnd = raw.indexOf('\r\n--', bodyStart);
  const headers = raw.slice(headersStart, bodyStart);
  const body = raw.slice(bodyStart, bodyEnd);
  const bytes = /Content-Transfer-Encoding: base64/i.test(headers)
    ? Buffer.from(body.replace(/\r\n/g, ''), 'base64')
    : Buffer.from(body, 'utf8');
  return { headers, bytes };
}

describe('a binary attachment through the SMTP mailer', () => {
  let smtp: FakeSmtp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());

  it('arrives byte for byte, as the outbox keeps it in base64', async () => {
    // Every byte value, as a PDF's compressed streams hold them.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.3\n'), randomBytes(4096)]);
    await smtpMailer(smtp.url, 'MapleShine <no-reply@mapleshine.ca>').send({
      to: 'receipt@example.ca',
      subject: 'Your receipt',
      text: 'Your receipt is attached.',
      attachments: [
        {
          filename: 'MapleShine-receipt-2026-000001.pdf',
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
          encoding: 'base64',
        },
        {
          filename: 'cleaning.ics',
          contentType: 'text/calendar',
          content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR',
        },
      ],
    });

    const [mail] = smtp.received.filter((message) => message.to.includes('receipt@example.ca'));
    if (!mail) throw new Error('nothing received');
    const receipt = attachedFile(mail.raw, 'MapleShine-receipt-2026-000001.pdf');
    expect(receipt.headers).toMatch(/Content-Type: application\/pdf/i);
    expect(receipt.bytes.equals(pdf)).toBe(true);
    // A text file is still sent as its text, not its base64 read as bytes.
    expect(attachedFile(mail.raw, 'cleaning.ics').bytes.toString('utf8')).toContain(
      'BEGIN:VCALENDAR',
    );
  });
});

describe('a binary attachment at /dev/outbox', () => {
  let dev: TestApp;
  beforeAll(async () => {
    dev = await startTestApp({ devTools: true });
  });
  afterAll(() => dev.close());

  it('is a link that downloads the file, not its base64 shown as text', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.3\n'), randomBytes(512)]);
    const db = dev.database.db;
    await addToOutbox(db, {
      to: 'dev-receipt@example.ca',
      subject: 'Your receipt (dev)',
      text: 'Attached.',
      attachments: [
        {
          filename: 'MapleShine-receipt-2026-000002.pdf',
          contentType: 'application/pdf',
          content: pdf.toString('base64'),
          encoding: 'base64',
        },
      ],
    });
    const [row] = await db
      .select({ id: outbox.id })
      .from(outbox)
      .where(eq(outbox.toAddress, 'dev-receipt@example.ca'))
      .orderBy(desc(outbox.id));

    const page = await dev.app.inject({ method: 'GET', url: '/dev/outbox' });
    const link = `/dev/outbox/${row?.id}/attachments/0`;
    expect(page.body).toContain(`href="${link}"`);
    expect(page.body).not.toContain(pdf.toString('base64').slice(0, 40));

    const file = await dev.app.inject({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const missing = await dev.app.inject({
      method: 'GET',
      url: `/dev/outbox/${row?.id}/attachments/5`,
    });
    expect(missing.statusCode).toBe(404);
  });
});
