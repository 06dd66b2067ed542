import * as en from '#shared/catalogue/en-CA/api-tax-details.ts';
import * as fr from '#shared/catalogue/fr-CA/api-tax-details.ts';
import { sayings } from '../domain/said.ts';

/** The tax details' sentences in both languages (decision 104). */
export const taxDetailsRefusals = sayings(en.taxDetailsRefusals, fr.taxDetailsRefusals);
export const taxDetailsAnswers = sayings(en.taxDetailsAnswers, fr.taxDetailsAnswers);
