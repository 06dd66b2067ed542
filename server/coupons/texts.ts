import * as en from '#shared/catalogue/en-CA/api-quote.ts';
import * as fr from '#shared/catalogue/fr-CA/api-quote.ts';
import { sayings } from '../domain/said.ts';

/** The quote's and coupons' sentences in both languages (decision 104). */
export const quoteRefusals = sayings(en.quoteRefusals, fr.quoteRefusals);
export const quoteAnswers = sayings(en.quoteAnswers, fr.quoteAnswers);
