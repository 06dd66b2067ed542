import * as en from '#shared/catalogue/en-CA/api-plan-booking.ts';
import * as fr from '#shared/catalogue/fr-CA/api-plan-booking.ts';
import { sayings } from '../domain/said.ts';

/** Buying a plan and writing its visits, in both languages (decision 143). */
export const planBookingRefusals = sayings(en.planBookingRefusals, fr.planBookingRefusals);
export const planBookingAnswers = sayings(en.planBookingAnswers, fr.planBookingAnswers);
export const planBookingTexts = sayings(en.planBookingTexts, fr.planBookingTexts);
