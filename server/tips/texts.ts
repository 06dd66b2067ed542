import * as bookingsEn from '#shared/catalogue/en-CA/api-bookings.ts';
import * as bookingsFr from '#shared/catalogue/fr-CA/api-bookings.ts';
import * as en from '#shared/catalogue/en-CA/api-tips.ts';
import * as fr from '#shared/catalogue/fr-CA/api-tips.ts';
import { sayings } from '../domain/said.ts';
import { catalogue } from '../i18n/index.ts';

/** The tips' sentences in both languages (decision 104). */
export const tipRefusals = sayings(en.tipRefusals, fr.tipRefusals);
export const tipAnswers = sayings(en.tipAnswers, fr.tipAnswers);
/** A booking that is not the caller's, or a link that opens nothing: the bookings' own words. */
export const bookingRefusals = sayings(bookingsEn.bookingRefusals, bookingsFr.bookingRefusals);
export const tipTexts = catalogue(en, fr);
