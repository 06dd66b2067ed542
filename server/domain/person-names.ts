/*
 * A person's name as another person reads it (decisions 139 and 151): the one place that cuts a
 * full name to a first name and writes a closed account's placeholder ("Former customer") whole
 * and in the reader's language. Every API answer, notice and e-mail that shows someone's name
 * to someone else goes through here.
 */
import type { Locale } from '#shared/i18n/locale.ts';
import { formerNameIn, isFormerName } from './closure.ts';

/** The full name as the reader reads it: a closed account's in their language, others as stored. */
export function fullNameOf(fullName: string, locale: Locale): string;
export function fullNameOf(fullName: string | null | undefined, locale: Locale): string | null;
export function fullNameOf(fullName: string | null | undefined, locale: Locale): string | null {
  if (fullName === null || fullName === undefined) return null;
  return formerNameIn(fullName, locale);
}

/**
 * The first name, all a customer or a cleaner reads of the other: the first word of the full
 * name, except a closed account's placeholder, which stays whole ("Former cleaner", not
 * "Former") in the reader's language. Empty for an empty name.
 */
export function firstNameOf(fullName: string | null | undefined, locale: Locale): string {
  const name = (fullName ?? '').trim();
  if (isFormerName(name)) return formerNameIn(name, locale);
  return name.split(/\s+/)[0] ?? '';
}
