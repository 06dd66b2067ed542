import * as en from '#shared/catalogue/en-CA/api-jobs.ts';
import * as fr from '#shared/catalogue/fr-CA/api-jobs.ts';
import { sayings } from '../domain/said.ts';

/** The jobs' sentences in both languages (decision 104). */
export const jobRefusals = sayings(en.jobRefusals, fr.jobRefusals);
export const jobAnswers = sayings(en.jobAnswers, fr.jobAnswers);
