import * as en from '#shared/catalogue/en-CA/api-accounts.ts';
import * as fr from '#shared/catalogue/fr-CA/api-accounts.ts';
import { sayings } from '../domain/said.ts';

/** The accounts' sentences in both languages (decision 104). */
export const accountRefusals = sayings(en.accountRefusals, fr.accountRefusals);
export const accountAnswers = sayings(en.accountAnswers, fr.accountAnswers);
