import { consoleTranslationMessages as messages } from '#shared/catalogue/en-CA/console-translations.ts';
import { consoleTranslationMessages as frenchMessages } from '#shared/catalogue/fr-CA/console-translations.ts';
import { sayings } from '../domain/said.ts';
import { formatMessage, isWellFormedMessage } from '#shared/i18n/message.ts';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/database.ts';
import { InvalidError, NotFoundError } from '../domain/errors.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordOperatorAction } from './audit-log.ts';
import { lockLabel, searchLabels, updateLabel, type LabelFilter } from './labels.queries.ts';
import { pageAnswer, pageOf, type PageRequest } from './paging.ts';

/** The label editor's answer, in the operator's language (decision 104). */
export const LABEL_SAVED = sayings(messages, frenchMessages).LABEL_SAVED;

/** One page of labels, English and French side by side (decision 106). */
export async function labelPage(db: Database, query: LabelFilter & PageRequest) {
  const page = pageOf(query);
  const { rows, total } = await searchLabels(db, query, page);
  const items = rows.map(({ french, ...row }) => ({
    ...row,
    textFr: french?.text ?? '',
    missingFrench: french === null,
  }));
  return pageAnswer(items, total, page);
}

/** Refuses a text that is not a well-formed ICU message, naming its language. */
function assertMessage(text: string, language: 'English' | 'French') {
  if (isWellFormedMessage(text)) return;
  throw new InvalidError(
    formatMessage('en-CA', messages.NOT_A_MESSAGE, { language, example: '{name}' }),
  );
}

/**
 * Changes a label's English and French texts. Each is an ICU message the pages format, so one
 * that does not parse is refused and nothing is written; an empty French removes it, and the
 * French site shows the English until it is written again. The change is in the audit log.
 */
export function saveLabel(
  context: AppContext,
  operatorId: number,
  input: { id: number; text: string; textFr: string },
) {
  const text = input.text.trim();
  const french = input.textFr.trim();
  assertMessage(text, 'English');
  if (french !== '') assertMessage(french, 'French');
  return inTransaction(context.db, async (tx) => {
    const before = await lockLabel(tx, input.id);
    if (!before) throw new NotFoundError(messages.LABEL_NOT_FOUND);
    await updateLabel(tx, input.id, text, french === '' ? null : french);
    await recordOperatorAction(tx, {
      operatorId,
      action: 'label.update',
      subjectType: 'label',
      subjectId: String(input.id),
      before: {
        pageSlug: before.pageSlug,
        key: before.key,
        text: before.text,
        textFr: before.french?.text ?? '',
      },
      after: { pageSlug: before.pageSlug, key: before.key, text, textFr: french },
    });
    return { id: input.id };
  });
}
