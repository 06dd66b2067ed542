import * as en from '#shared/catalogue/en-CA/api-validation.ts';
import * as fr from '#shared/catalogue/fr-CA/api-validation.ts';
import { said, type Said, unsaid } from './said.ts';

const keyOf = new Map(
  Object.entries(en.fieldMessages).map(([key, text]) => [
    text,
    key as keyof typeof en.fieldMessages,
  ]),
);

/**
 * One of the contract's field sentences (openapi.yaml's x-messages, the spec's texts), which the
 * web app's forms share in English (shared/access-notes.ts, …), said in both languages from the
 * catalogue's api-validation.ts (decision 104).
 */
export function specText(english: string): Said {
  const key = keyOf.get(english);
  return key === undefined ? unsaid(english) : said(english, fr.fieldMessages[key]);
}
