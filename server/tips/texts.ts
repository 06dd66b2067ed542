import * as bookingsEn from '#shared/catalogue/en-CA/api-bookings.ts';
import * as bookingsFr from '#shared/catalogue/fr-CA/api-bookings.ts';
import * as en from '#shared/catalogue/en-CA/api-tips.ts';
import * as fr from '#shared/catalogue/fr-CA/api-tips.ts';
import * as checksEn from '#shared/catalogue/en-CA/api-tip-checks.ts';
import * as checksFr from '#shared/catalogue/fr-CA/api-tip-checks.ts';
import { sayings } from '../domain/said.ts';
import { catalogue } from '../i18n/index.ts';

/** The tips' sentences in both languages (decision 104). */
export const tipRefusals = sayings(en.tipRefusals, fr.tipRefusals);
export const tipAnswers = sayings(en.tipAnswers, fr.tipAnswers);
/** A tip waiting for the bank's check (decision 131). */
export const tipCheckRefusals = sayings(checksEn.tipCheckRefusals, checksFr.tipCheckRefusals);
export const tipCheckAnswers = sayings(checksEn.tipCheckAnswers, checksFr.tipCheckAnswers);
/** A booking that is not the caller's, or a link that opens nothing: the bookings' own words. */
export const bookingRefusals = sayings(bookingsEn.bookingRefusals, bookingsFr.bookingRefusals);
export const tipTexts = catalogue(en, fr);
