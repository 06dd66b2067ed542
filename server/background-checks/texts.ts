import * as en from '#shared/catalogue/en-CA/background-checks.ts';
import * as fr from '#shared/catalogue/fr-CA/background-checks.ts';
import { sayings } from '../domain/said.ts';
import { catalogue } from '../i18n/index.ts';

/** The background checks' sentences in both languages (decision 134). */
export const checkRefusals = sayings(en.checkRefusals, fr.checkRefusals);
export const checkAnswers = sayings(en.checkAnswers, fr.checkAnswers);
export const checkTexts = catalogue(en, fr);
