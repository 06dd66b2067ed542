import * as enApi from '#shared/catalogue/en-CA/api-email-consent.ts';
import * as frApi from '#shared/catalogue/fr-CA/api-email-consent.ts';
import * as enConsent from '#shared/catalogue/en-CA/email-consent.ts';
import * as frConsent from '#shared/catalogue/fr-CA/email-consent.ts';
import * as enMail from '#shared/catalogue/en-CA/mail-promotional.ts';
import * as frMail from '#shared/catalogue/fr-CA/mail-promotional.ts';
import { sayings } from '../domain/said.ts';
import { catalogue } from '../i18n/index.ts';

/** What the API says about consent, in both languages (decision 104). */
export const consentRefusals = sayings(enApi.consentRefusals, frApi.consentRefusals);
export const consentAnswers = sayings(enApi.consentAnswers, frApi.consentAnswers);
/** The wordings a person agrees to, in the language they were shown in. */
export const consentTexts = catalogue(enConsent, frConsent);
/** Promotional e-mails, in their reader's language (decision 105). */
export const promotionalTexts = catalogue(enMail, frMail);
