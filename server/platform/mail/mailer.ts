/** A file sent with a message, e.g. a booking's calendar event (text/calendar). */
export type MailAttachment = { filename: string; contentType: string; content: string };

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
