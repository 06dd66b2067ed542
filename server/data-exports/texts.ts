import * as en from '#shared/catalogue/en-CA/data-exports.ts';
import * as fr from '#shared/catalogue/fr-CA/data-exports.ts';
import { sayings } from '../domain/said.ts';
import { catalogue } from '../i18n/index.ts';

/** The data export's sentences in both languages (decision 104). */
export const dataExportRefusals = sayings(en.dataExportRefusals, fr.dataExportRefusals);
export const dataExportAnswers = sayings(en.dataExportAnswers, fr.dataExportAnswers);
/** The e-mail, the notice and the archive's page, in one language: the person's (decision 105). */
export const dataExportTexts = catalogue(en, fr);
