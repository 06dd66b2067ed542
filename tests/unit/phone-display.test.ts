import { describe, expect, it } from 'vitest';
import { phoneForDisplay, phoneHref } from '#shared/person-fields.ts';

describe('a stored phone number as people read and dial it', () => {
  it('groups ten digits as (780) 555-0142 and dials them with +1', () => {
    expect(phoneForDisplay('7805550142')).toBe('(780) 555-0142');
    expect(phoneHref('7805550142')).toBe('tel:+17805550142');
  });

  it('shows a number stored before decision 033 as it is, with no link', () => {
    expect(phoneForDisplay('780-555-0142')).toBe('780-555-0142');
    expect(phoneHref('780-555-0142')).toBeNull();
  });
});
