import { describe, expect, it } from 'vitest';
import { cancelPaymentTexts as english } from '#shared/catalogue/en-CA/cancellation-fees.ts';
import { cancelPaymentTexts as french } from '#shared/catalogue/fr-CA/cancellation-fees.ts';
import { plainSpaces } from '#shared/i18n/format.ts';
import { cancelPaymentNote } from '#src/features/my-bookings/cancel-payment-note.ts';

describe('what the cancel dialog says about the card', () => {
  it('names the amount of a live hold that will be released', () => {
    expect(
      cancelPaymentNote({ ePaymentStatus: 'authorized', vTotalPrice: '88.20' }, english, 'en-CA'),
    ).toBe('The hold of $88.20 on your card will be released.');
  });

  it('says a card saved for a later hold will not be charged', () => {
    expect(
      cancelPaymentNote({ ePaymentStatus: 'cardSaved', vTotalPrice: '88.20' }, english, 'en-CA'),
    ).toBe('Your saved card will not be charged.');
  });

  it('says nothing was charged when no card was held or saved', () => {
    for (const ePaymentStatus of ['none', 'expired', 'failed']) {
      expect(cancelPaymentNote({ ePaymentStatus, vTotalPrice: '88.20' }, english, 'en-CA')).toBe(
        'Nothing was charged.',
      );
    }
  });

  it('says the same in French, the amount written the French way', () => {
    const held = { ePaymentStatus: 'authorized', vTotalPrice: '1234.5' };
    expect(plainSpaces(cancelPaymentNote(held, french, 'fr-CA'))).toBe(
      'Le montant de 1 234,50 $ retenu sur votre carte sera libéré.',
    );
    expect(
      cancelPaymentNote({ ePaymentStatus: 'cardSaved', vTotalPrice: '1' }, french, 'fr-CA'),
    ).toBe('Votre carte enregistrée ne sera pas débitée.');
  });
});
