import * as en from '#shared/catalogue/en-CA/api-quote.ts';
import * as fr from '#shared/catalogue/fr-CA/api-quote.ts';
import * as enConsole from '#shared/catalogue/en-CA/api-console.ts';
import * as frConsole from '#shared/catalogue/fr-CA/api-console.ts';
import { sayings } from '../domain/said.ts';

/** The quote's and coupons' sentences in both languages (decision 104). */
export const quoteRefusals = sayings(en.quoteRefusals, fr.quoteRefusals);
export const quoteAnswers = sayings(en.quoteAnswers, fr.quoteAnswers);

/** A new coupon's rules and its "Created" sentence, for the console and the command line. */
export const couponRules = sayings(enConsole.couponRules, frConsole.couponRules);
export const couponDiscount = sayings(enConsole.couponDiscount, frConsole.couponDiscount);
export const couponTerms = sayings(enConsole.couponTerms, frConsole.couponTerms);
