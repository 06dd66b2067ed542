/**
 * A file sent with a message: a booking's calendar event (text/calendar, `content` the text) or
 * its receipt (application/pdf, `encoding: 'base64'` and `content` the bytes in base64, so the
 * outbox's JSON keeps binary files whole).
 */
export type MailAttachment = {
  filename: string;
  contentType: string;
  content: string;
  encoding?: 'base64';
};

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
};

/** Where e-mail goes: SMTP when SMTP_URL is set, otherwise the outbox table. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
