import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { normalizePersonName } from '#shared/person-fields.ts';
import * as fieldRules from '#src/api/field-rules.ts';
import {
  isPersonName,
  nameKeystrokes,
  normalizePhone,
  phoneKeystrokes,
} from '#src/components/form-rules.ts';
import {
  CANADIAN_NAMES,
  JUNK_PHONES,
  PHONE_VARIANTS,
  STORED_PHONE,
} from '../support/person-fields.ts';

type Schemas = Record<string, { pattern?: string }>;
const schemas = (
  parse(readFileSync('openapi.yaml', 'utf8')) as { components: { schemas: Schemas } }
).components.schemas;

describe('the phone number (decision 033)', () => {
  it('is the very pattern openapi.yaml gives the server', () => {
    expect(schemas['Mobile']?.pattern).toBe(fieldRules.Mobile.patterns[0].source);
  });

  it.each(PHONE_VARIANTS)('reads "%s" as 7805550123', (input) => {
    expect(normalizePhone(input)).toBe(STORED_PHONE);
  });

  it.each(JUNK_PHONES)('refuses "%s"', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it('keeps the characters a number is written with as it is typed, and drops the rest', () => {
    expect(phoneKeystrokes('+1 (780) 555-0123 ext. 4')).toBe('+1 (780) 555-0123 . 4');
    expect(phoneKeystrokes('780.555.0123')).toBe('780.555.0123');
  });
});

describe('the name (decision 033)', () => {
  it('is the very pattern openapi.yaml gives the server', () => {
    expect(schemas['PersonNamePattern']?.pattern).toBe(
      fieldRules.PersonNamePattern.patterns[0].source,
    );
  });

  it.each([...CANADIAN_NAMES, 'Jean-Luc Côté', 'Nguyễn Thị Mai', 'Zoe\u0308'])(
    'accepts "%s"',
    (name) => {
      expect(isPersonName(name)).toBe(true);
      expect(nameKeystrokes(name)).toBe(name);
    },
  );

  it.each(['R2D2', 'Zoë!', "'Connor", '-Luc', 'Jean_Luc', ''])('refuses "%s"', (name) => {
    expect(isPersonName(name)).toBe(false);
  });

  it('drops other keystrokes and keeps 50 letters, counting an accented letter once', () => {
    expect(nameKeystrokes('Zoë 4 O’Connor-Roy!')).toBe('Zoë  O’Connor-Roy');
    expect([...nameKeystrokes('é'.repeat(60))]).toHaveLength(50);
  });

  it('stores composed accents and single spaces', () => {
    expect(normalizePersonName('  Zoe\u0308   O’Connor-Roy ')).toBe('Zoë O’Connor-Roy');
  });
});
