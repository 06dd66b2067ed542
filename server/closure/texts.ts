import * as en from '#shared/catalogue/en-CA/api-closure.ts';
import * as fr from '#shared/catalogue/fr-CA/api-closure.ts';
import { sayings } from '../domain/said.ts';
import { catalogue } from '../i18n/index.ts';

/** Closing an account's sentences in both languages (decision 104). */
export const closureRefusals = sayings(en.closureRefusals, fr.closureRefusals);
export const closureAnswers = sayings(en.closureAnswers, fr.closureAnswers);
/** The e-mails' words, in one language: the reader's. */
export const closureTexts = catalogue(en, fr);
