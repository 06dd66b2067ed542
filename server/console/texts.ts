import * as en from '#shared/catalogue/en-CA/api-console.ts';
import * as fr from '#shared/catalogue/fr-CA/api-console.ts';
import { sayings } from '../domain/said.ts';

/** The console's refusals in both languages (decision 104). */
export const consoleRefusals = sayings(en.consoleRefusals, fr.consoleRefusals);
/** The sentences that say a console step was done, in both languages (decision 114). */
export const consoleAnswers = sayings(en.consoleAnswers, fr.consoleAnswers);
/** What the coupon rules call the console form's fields. */
export const couponFormNames = sayings(en.couponFormNames, fr.couponFormNames);
