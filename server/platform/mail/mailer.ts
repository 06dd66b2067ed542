import type { Locale } from '#shared/i18n/locale.ts';

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
  /** The language it is written in: its recipient's (decision 105), kept on the outbox row. */
  locale?: Locale;
  attachments?: MailAttachment[];
  /** Extra headers: promotional mail's List-Unsubscribe and List-Unsubscribe-Post (decision 142). */
  headers?: Record<string, string>;
};

/**
 * A message as the product writes it (decision 105): always in a language, its recipient's. Every
 * composer answers this, so a message without a language does not typecheck.
 */
export type ComposedMail = MailMessage & { locale: Locale };

/** Where e-mail goes: SMTP when SMTP_URL is set, otherwise the outbox table. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
