import type { AppContext } from '../context.ts';
import { findCompanySetting, insertContactMessage } from './contact.queries.ts';
import { normalizeEmail, storedName, storedPhone } from '../accounts/index.ts';
import { mailMessages } from '../platform/mail/messages.ts';
import { limits } from '../platform/rate-limit.ts';
import { inTransaction } from '../platform/transaction.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { localeOfEmail } from '../db/shared-queries/locales.ts';
import { contentAnswers } from './texts.ts';

export const CONTACT_RECEIVED = contentAnswers.contactReceived;

/** Stores a visitor's message and e-mails it to the company's address (COMPANY_EMAIL). */
export async function sendContactMessage(
  context: AppContext,
  input: { vName: string; vEmail: string; vMobile: string; tMessage: string },
  ip: string,
) {
  const email = normalizeEmail(input.vEmail);
  await context.rateLimits.consume(
    limits.formPerIp('contact', ip),
    limits.formPerEmail('contact', email),
  );
  const from = { name: storedName(input.vName), email, mobile: storedPhone(input.vMobile) };
  const message = input.tMessage.trim();
  await inTransaction(context.db, async (tx) => {
    await insertContactMessage(tx, { ...from, message });
    const companyEmail = await findCompanySetting(tx, 'COMPANY_EMAIL');
    // The company's mailbox reads English, unless it is the login of someone who chose French.
    if (companyEmail) {
      const locale = await localeOfEmail(tx, normalizeEmail(companyEmail));
      await addToOutbox(tx, mailMessages.contactMessage(companyEmail, locale, from, message));
    }
  });
}
