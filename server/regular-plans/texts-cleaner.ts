import * as en from '#shared/catalogue/en-CA/regular-plan-cleaner.ts';
import * as fr from '#shared/catalogue/fr-CA/regular-plan-cleaner.ts';
import { sayings } from '../domain/said.ts';
import { catalogue } from '../i18n/index.ts';

/** One cleaner for a plan's sentences in both languages (decisions 104 and 144). */
export const planCleanerRefusals = sayings(en.planCleanerRefusals, fr.planCleanerRefusals);
export const planCleanerAnswers = sayings(en.planCleanerAnswers, fr.planCleanerAnswers);
export const planCleanerTexts = catalogue(en, fr);
