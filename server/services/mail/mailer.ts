export type MailMessage = { to: string; subject: string; text: string };

/** Where e-mail goes: SMTP when SMTP_URL is set, otherwise the outbox table. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
