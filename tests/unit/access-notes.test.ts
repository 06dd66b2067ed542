import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  ACCESS_NOTE_FIELDS,
  ACCESS_NOTE_LIMITS,
  accessNoteError,
  accessNoteMessages,
  accessNotesError,
  hasAccessNotes,
  NO_ACCESS_NOTES,
  normalizeAccessNotes,
} from '#shared/access-notes.ts';

// Decision 100: one rule for the access notes, which openapi.yaml states in the same words.

type Property = { maxLength?: number; 'x-messages'?: { maxLength?: string } };
const contract = parse(readFileSync('openapi.yaml', 'utf8')) as {
  components: { schemas: Record<string, { properties: Record<string, Property> }> };
};

describe('the access-notes rule', () => {
  it('is the contract’s: the same fields, limits and sentences', () => {
    const input = contract.components.schemas.AccessNotesInput!.properties;
    expect(Object.keys(input)).toEqual([...ACCESS_NOTE_FIELDS]);
    for (const field of ACCESS_NOTE_FIELDS) {
      expect(input[field]?.maxLength).toBe(ACCESS_NOTE_LIMITS[field]);
      expect(input[field]?.['x-messages']?.maxLength).toBe(accessNoteMessages[field]);
      expect(accessNoteMessages[field]).toContain(`${ACCESS_NOTE_LIMITS[field]} characters.`);
    }
    expect(Object.keys(contract.components.schemas.AccessNotes!.properties)).toEqual([
      ...ACCESS_NOTE_FIELDS,
    ]);
  });

  it('takes a note of exactly the limit and refuses one character more, counting characters as seen', () => {
    expect(accessNoteError('vEntryCode', 'x'.repeat(100))).toBeNull();
    expect(accessNoteError('vEntryCode', 'x'.repeat(101))).toBe(
      'Entry or buzzer code cannot exceed 100 characters.',
    );
    // 100 emoji are 200 UTF-16 units but 100 characters.
    expect(accessNoteError('vEntryCode', '🐈'.repeat(100))).toBeNull();
    // Spaces around do not count: they are not stored.
    expect(accessNoteError('vPets', ` ${'x'.repeat(300)} `)).toBeNull();
  });

  it('gives the first refusal in the form’s order, and none for missing notes', () => {
    expect(accessNotesError(undefined)).toBeNull();
    expect(accessNotesError({})).toBeNull();
    expect(accessNotesError({ tOther: 'x'.repeat(501), vParking: 'x'.repeat(301) })).toBe(
      'Parking notes cannot exceed 300 characters.',
    );
  });

  it('stores notes trimmed, with "\\n" line breaks, a missing one empty', () => {
    expect(normalizeAccessNotes({ vEntryCode: ' 1234 ', tOther: 'a\r\nb\rc ' })).toEqual({
      ...NO_ACCESS_NOTES,
      vEntryCode: '1234',
      tOther: 'a\nb\nc',
    });
    expect(normalizeAccessNotes(undefined)).toEqual(NO_ACCESS_NOTES);
    expect(hasAccessNotes(NO_ACCESS_NOTES)).toBe(false);
    expect(hasAccessNotes({ ...NO_ACCESS_NOTES, vPets: 'A cat' })).toBe(true);
  });
});
