import * as en from '#shared/catalogue/en-CA/api-content.ts';
import * as fr from '#shared/catalogue/fr-CA/api-content.ts';
import { sayings } from '../domain/said.ts';

/** The content's, notifications', receipts', contact's and vitals' sentences (decision 104). */
export const contentRefusals = sayings(en.contentRefusals, fr.contentRefusals);
export const contentAnswers = sayings(en.contentAnswers, fr.contentAnswers);
