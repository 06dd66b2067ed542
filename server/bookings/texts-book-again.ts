import * as en from '#shared/catalogue/en-CA/book-again.ts';
import * as fr from '#shared/catalogue/fr-CA/book-again.ts';
import { sayings } from '../domain/said.ts';

/** Book again's and the cleaner lists' sentences in both languages (decision 120). */
export const bookAgainRefusals = sayings(en.bookAgainRefusals, fr.bookAgainRefusals);
export const bookAgainAnswers = sayings(en.bookAgainAnswers, fr.bookAgainAnswers);
