import { describe, expect, it } from 'vitest';
import { addressLines, refundTaxLines, taxLines } from '#server/receipts/receipt-content.ts';
import { cardText, hoursText, moneyText, rateText } from '#server/receipts/receipt-texts.ts';

const QC = [
  { name: 'GST', ratePpm: 50_000 },
  { name: 'QST', ratePpm: 99_750 },
];

describe("a receipt's tax lines", () => {
  it('are the rates the booking was priced with, each rounded on the discounted amount', () => {
    // $140.00 after the discount: GST $7.00, QST $13.965 → $13.97.
    expect(taxLines(QC, { taxableCents: 14_000, taxCents: 2_097, taxName: 'GST + QST' })).toEqual([
      { name: 'GST', ratePpm: 50_000, amountCents: 700 },
      { name: 'QST', ratePpm: 99_750, amountCents: 1_397 },
    ]);
  });

  it('show the sum charged when the rates read now no longer give it', () => {
    // Charged 13% HST; the rate was edited to 15% since.
    expect(
      taxLines([{ name: 'HST', ratePpm: 150_000 }], {
        taxableCents: 10_000,
        taxCents: 1_300,
        taxName: 'HST',
      }),
    ).toEqual([{ name: 'HST', ratePpm: 130_000, amountCents: 1_300 }]);
  });

  it('are none for a booking charged no tax', () => {
    expect(taxLines([], { taxableCents: 10_000, taxCents: 0, taxName: '' })).toEqual([]);
  });
});

describe("a credit note's tax share", () => {
  it('is the refund’s part of the receipt’s tax, line by line, the last taking the rounding', () => {
    const receipt = {
      totalCents: 16_097,
      taxes: [
        { name: 'GST', ratePpm: 50_000, amountCents: 700 },
        { name: 'QST', ratePpm: 99_750, amountCents: 1_397 },
      ],
    };
    const share = refundTaxLines(receipt, 5_000);
    // 5000 × 2097 / 16097 = 651.36 → $6.51 of tax: GST 217, QST 434.
    expect(share.taxes.map((line) => line.amountCents)).toEqual([217, 434]);
    expect(share.amountBeforeTaxCents).toBe(5_000 - 651);
    expect(refundTaxLines(receipt, 16_097).taxes.map((line) => line.amountCents)).toEqual([
      700, 1_397,
    ]);
  });
});

describe('what a receipt prints', () => {
  it('writes the address on two lines, the unit and postal code when there are some', () => {
    expect(
      addressLines({
        address: '10150 Jasper Ave NW',
        unit: '1203',
        cityName: 'Edmonton',
        provinceCode: 'AB',
        postalCode: 'T5J 1W4',
      }),
    ).toEqual(['10150 Jasper Ave NW, Unit 1203', 'Edmonton, AB T5J 1W4']);
    expect(
      addressLines({
        address: '1 Main St',
        unit: ' ',
        cityName: 'Ottawa',
        provinceCode: 'ON',
        postalCode: null,
      }),
    ).toEqual(['1 Main St', 'Ottawa, ON']);
  });

  it('writes rates, hours, money and cards as a person reads them', () => {
    expect([rateText(130_000), rateText(99_750), rateText(50_000)]).toEqual([
      '13%',
      '9.975%',
      '5%',
    ]);
    expect([hoursText(60), hoursText(150), hoursText(180)]).toEqual([
      '1 hour',
      '2.5 hours',
      '3 hours',
    ]);
    expect([moneyText(123_456), moneyText(-1_000), moneyText(5)]).toEqual([
      '$1,234.56',
      '-$10.00',
      '$0.05',
    ]);
    expect(cardText({ brand: 'amex', last4: '8431' })).toBe('American Express ending in 8431');
    expect(cardText({ brand: 'cartes_bancaires', last4: '1234' })).toBe(
      'Cartes bancaires ending in 1234',
    );
    expect(cardText(null)).toBe('Card');
  });
});
