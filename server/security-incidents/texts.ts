import * as en from '#shared/catalogue/en-CA/api-security-incidents.ts';
import * as fr from '#shared/catalogue/fr-CA/api-security-incidents.ts';
import type { Locale } from '#shared/i18n/locale.ts';
import { sayings } from '../domain/said.ts';

/** The record of security incidents' sentences in both languages (decision 104). */
export const incidentRefusals = sayings(en.securityIncidentRefusals, fr.securityIncidentRefusals);
export const incidentAnswers = sayings(en.securityIncidentAnswers, fr.securityIncidentAnswers);

export type IncidentDayField = keyof typeof en.securityIncidentFields;

/** A field's name as a refusal says it, in the caller's language. */
export const fieldName = (field: IncidentDayField) => (locale: Locale) =>
  locale === 'fr-CA' ? fr.securityIncidentFields[field] : en.securityIncidentFields[field];
