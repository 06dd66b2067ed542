import * as en from '#shared/catalogue/en-CA/api-payouts.ts';
import * as fr from '#shared/catalogue/fr-CA/api-payouts.ts';
import * as pageEn from '#shared/catalogue/en-CA/payouts.ts';
import * as pageFr from '#shared/catalogue/fr-CA/payouts.ts';
import { sayings } from '../domain/said.ts';

/** The payouts' sentences in both languages (decision 104). */
export const payoutRefusals = sayings(en.payoutRefusals, fr.payoutRefusals);
export const payoutAnswers = sayings(en.payoutAnswers, fr.payoutAnswers);
/** The bank account's checks: the onboarding page's own words (shared/bank-account.ts). */
export const bankChecks = sayings(pageEn.bankChecks, pageFr.bankChecks);
