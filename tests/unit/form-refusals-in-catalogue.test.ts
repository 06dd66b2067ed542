import { describe, expect, it } from 'vitest';
import { accessNoteRefusals } from '#src/components/access-note-refusals.ts';
import { accessNoteError, accessNoteMessages } from '#shared/access-notes.ts';
import { accessNotesLabels as englishNotes } from '#shared/catalogue/en-CA/access-notes.ts';
import { detailsErrors as englishDetails } from '#shared/catalogue/en-CA/booking-wizard.ts';
import { accessNotesLabels as frenchNotes } from '#shared/catalogue/fr-CA/access-notes.ts';
import { detailsErrors as frenchDetails } from '#shared/catalogue/fr-CA/booking-wizard.ts';
import { postalCodeError, postalCodeMessages } from '#shared/postal-code.ts';

/*
 * The forms say the server's refusals in the page's language: the English catalogue holds the
 * server's own sentences (spec §9), letter for letter, and the French its translation.
 */
describe('the access notes’ and postal code’s refusals in the catalogue', () => {
  it('are the server’s sentences in English', () => {
    expect(accessNoteRefusals(englishNotes)).toEqual(accessNoteMessages);
    expect(englishDetails.POSTAL_CODE_REQUIRED).toBe(postalCodeMessages.required);
    expect(englishDetails.POSTAL_CODE_FORMAT).toBe(postalCodeMessages.format);
    expect(
      englishDetails.POSTAL_CODE_WRONG_CITY.replace('{postalCode}', 'M5V 2T6').replace(
        '{city}',
        'Calgary',
      ),
    ).toBe(postalCodeMessages.wrongCity('M5V 2T6', 'Calgary'));
  });

  it('refuse in French with the French catalogue', () => {
    expect(accessNoteError('vParking', 'x'.repeat(301), accessNoteRefusals(frenchNotes))).toBe(
      'Les notes sur le stationnement ne peuvent pas dépasser 300 caractères.',
    );
    expect(accessNoteError('vParking', 'x'.repeat(300), accessNoteRefusals(frenchNotes))).toBe(
      null,
    );
    const french = {
      required: frenchDetails.POSTAL_CODE_REQUIRED,
      format: frenchDetails.POSTAL_CODE_FORMAT,
      wrongCity: (postalCode: string, city: string) =>
        frenchDetails.POSTAL_CODE_WRONG_CITY.replace('{postalCode}', postalCode).replace(
          '{city}',
          city,
        ),
    };
    expect(postalCodeError('', null, french)).toBe('Le code postal est obligatoire.');
    expect(postalCodeError('12345', null, french)).toBe(
      'Veuillez entrer un code postal valide, comme T5J 1W4.',
    );
    expect(postalCodeError('m5v2t6', { name: 'Calgary', postalLetters: 'T' }, french)).toBe(
      'M5V 2T6 n’est pas à Calgary. Veuillez vérifier la ville ou le code postal.',
    );
  });
});

describe('the coupon box’s refusals in the catalogue', () => {
  it('are the coupon machine’s sentences in English', async () => {
    const { COUPON_INVALID_MESSAGE, COUPON_REQUIRED_MESSAGE } =
      await import('#machines/coupon.machine.ts');
    const { paymentTexts } = await import('#shared/catalogue/en-CA/booking-wizard.ts');
    expect(paymentTexts.COUPON_REQUIRED).toBe(COUPON_REQUIRED_MESSAGE);
    expect(paymentTexts.COUPON_INVALID).toBe(COUPON_INVALID_MESSAGE);
  });
});
