import * as en from '#shared/catalogue/en-CA/api-statements.ts';
import * as fr from '#shared/catalogue/fr-CA/api-statements.ts';
import { sayings } from '../domain/said.ts';
import { catalogue } from '../i18n/index.ts';

/** The pay statements' sentences in both languages (decision 104). */
export const statementRefusals = sayings(en.statementRefusals, fr.statementRefusals);
export const statementAnswers = sayings(en.statementAnswers, fr.statementAnswers);
/** The downloads' words, in one language: the cleaner's (decision 105). */
export const statementTexts = catalogue(en, fr);
