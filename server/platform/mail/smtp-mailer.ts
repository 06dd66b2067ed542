import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.headers && Object.keys(message.headers).length > 0
          ? { headers: message.headers }
          : {}),
        attachments: (message.attachments ?? []).map((file) => ({
          filename: file.filename,
          contentType: file.contentType,
          content: file.content,
          // Binary files travel in the outbox as base64; nodemailer decodes them.
          ...(file.encoding === 'base64' ? { encoding: 'base64' } : {}),
        })),
      });
    },
  };
}
