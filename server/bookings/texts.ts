import * as en from '#shared/catalogue/en-CA/api-bookings.ts';
import * as fr from '#shared/catalogue/fr-CA/api-bookings.ts';
import { sayings } from '../domain/said.ts';

/** The bookings' sentences in both languages (decision 104). */
export const bookingRefusals = sayings(en.bookingRefusals, fr.bookingRefusals);
export const bookingAnswers = sayings(en.bookingAnswers, fr.bookingAnswers);
