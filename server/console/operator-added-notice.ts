/*
 * A new operator is announced to every other active operator (decision 085), by the console and
 * by `npm run ops -- create-operator` alike: an operator added from a stolen session, or by
 * someone with the database's address, is noticed by the people who can disable them. Each is
 * told in their own language (decision 105).
 */
import * as en from '#shared/catalogue/en-CA/mail-operators.ts';
import * as fr from '#shared/catalogue/fr-CA/mail-operators.ts';
import { HEAD_OFFICE_ZONE } from '#shared/head-office.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { operatorAddresses } from '../db/shared-queries/operators.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { catalogue } from '../i18n/index.ts';
import { mailMessages } from '../platform/mail/messages.ts';

const texts = catalogue(en, fr);

/** Who added them, as the e-mail names them: the command line is nobody's console session. */
export const ADDED_FROM_COMMAND_LINE = en.operatorNames.addedFromCommandLine;

const formats = new Map<Locale, Intl.DateTimeFormat>();
function whenFormat(locale: Locale): Intl.DateTimeFormat {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: HEAD_OFFICE_ZONE,
      timeZoneName: 'short',
    });
    formats.set(locale, format);
  }
  return format;
}

/**
 * "Tuesday, November 24, 2026 at 3:05 p.m. EST" / "mardi 24 novembre 2026 à 15 h 05 HNE": the
 * moment, in head office's time (French with one kind of invisible space, as shared/i18n/format.ts).
 */
export function addedAt(at: Date, locale: Locale = 'en-CA'): string {
  const text = whenFormat(locale).format(at);
  return locale === 'fr-CA' ? text.replace(/[\u202f\u2009]/g, '\u00a0') : text;
}

/**
 * E-mails every active operator but the new one, in the transaction that adds them. The one who
 * added them is told too: if that was not them, their own inbox says so.
 */
export async function tellOperatorsOfNewOperator(
  context: Pick<AppContext, 'publicUrl'>,
  tx: Database,
  added: { email: string; fullName: string; byName: string; at: Date },
) {
  const operatorsUrl = `${context.publicUrl}/admin/operators`;
  for (const operator of await operatorAddresses(tx)) {
    if (operator.email === added.email) continue;
    const { locale } = operator;
    const byName =
      added.byName === ADDED_FROM_COMMAND_LINE
        ? texts(locale).operatorNames.addedFromCommandLine
        : added.byName;
    const details = { ...added, byName, when: addedAt(added.at, locale) };
    await addToOutbox(tx, mailMessages.operatorAdded(operator, locale, details, operatorsUrl));
  }
}
