import * as en from '#shared/catalogue/en-CA/api-plan-changes.ts';
import * as fr from '#shared/catalogue/fr-CA/api-plan-changes.ts';
import { sayings } from '../domain/said.ts';
import { catalogue } from '../i18n/index.ts';

/** A plan's changes' sentences in both languages (decision 104). */
export const planChangeRefusals = sayings(en.planChangeRefusals, fr.planChangeRefusals);
export const planChangeAnswers = sayings(en.planChangeAnswers, fr.planChangeAnswers);
const words = catalogue(en, fr);
/** The plan's words in one language: the reader's. */
export const planWordsIn = (locale: Parameters<typeof words>[0]) => words(locale).planWords;
