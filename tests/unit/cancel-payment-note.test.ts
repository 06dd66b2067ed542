import { describe, expect, it } from 'vitest';
import { cancelPaymentNote } from '#src/features/my-bookings/cancel-payment-note.ts';

describe('what the cancel dialog says about the card', () => {
  it('names the amount of a live hold that will be released', () => {
    expect(cancelPaymentNote({ ePaymentStatus: 'authorized', vTotalPrice: '88.20' })).toBe(
      'The hold of $88.20 on your card will be released.',
    );
  });

  it('says a card saved for a later hold will not be charged', () => {
    expect(cancelPaymentNote({ ePaymentStatus: 'cardSaved', vTotalPrice: '88.20' })).toBe(
      'Your saved card will not be charged.',
    );
  });

  it('says nothing was charged when no card was held or saved', () => {
    for (const ePaymentStatus of ['none', 'expired', 'failed']) {
      expect(cancelPaymentNote({ ePaymentStatus, vTotalPrice: '88.20' })).toBe(
        'Nothing was charged.',
      );
    }
  });
});
