import { describe, expect, it } from 'vitest';
import { pageSeed } from '#server/db/seed/pages.ts';
import { pageFrench } from '#server/db/seed/pages-french.ts';
import { citySeed, taxRateSeed } from '#server/db/seed/catalog.ts';
import { isInCityArea } from '#server/catalog/postal-areas.ts';
import { applicableTaxes, priceBooking, taxLinesOnWire } from '#server/quote/pricing.ts';
import * as en from '#shared/catalogue/en-CA/quebec-terms.ts';
import * as fr from '#shared/catalogue/fr-CA/quebec-terms.ts';
import { isQuebecAddress, QUEBEC_TERMS_VERSION } from '#shared/quebec.ts';

/** A page's or a document's words, without markup, quotes' shapes or spacing. */
function plain(text: string): string {
  return text
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/[’']/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/ ([.,])/g, '$1')
    .trim();
}

type TermsDocument = {
  updated: string;
  intro: string;
  sections: readonly {
    heading: string;
    paragraphs: readonly string[];
    items: readonly string[];
  }[];
};

function documentText(document: TermsDocument): string {
  return plain(
    [
      document.updated,
      document.intro,
      ...document.sections.flatMap((section) => [
        section.heading,
        ...section.paragraphs,
        ...section.items,
      ]),
    ].join(' '),
  );
}

describe('the terms shown for a Quebec address (decision 110)', () => {
  it('are, in English, word for word the terms page the other provinces accept', () => {
    const page = pageSeed.find((entry) => entry.slug === 'terms-and-conditions');
    expect(page).toBeDefined();
    expect(documentText(en.quebecTermsDocument)).toBe(plain(page!.html));
  });

  it('are, in French, word for word the French terms page: one contract, one French text', () => {
    const page = pageFrench['terms-and-conditions'];
    expect(page).toBeDefined();
    expect(documentText(fr.quebecTermsDocument)).toBe(plain(page!.html));
    expect(page!.title).toBe(fr.quebecTermsDocument.title);
  });

  it('carry the version of the page they copy: its "Last updated" day', () => {
    expect(en.quebecTermsDocument.updated).toBe('Last updated: January 5, 2026');
    expect(QUEBEC_TERMS_VERSION).toBe('2026-01-05');
  });

  it('are complete in French: every section, paragraph and item of the English', () => {
    const shape = (document: TermsDocument) =>
      document.sections.map((section) => [section.paragraphs.length, section.items.length]);
    expect(shape(fr.quebecTermsDocument)).toEqual(shape(en.quebecTermsDocument));
    expect(fr.quebecTermsChoice.BOUND_BY_ENGLISH).toBe(
      'Je souhaite être lié·e par la version anglaise',
    );
    expect(en.quebecTermsChoice.BOUND_BY_ENGLISH).toBe('I wish to be bound by the English version');
  });
});

describe('a Quebec address', () => {
  it.each([
    [{ provinceCode: 'QC', postalCode: null }, true],
    [{ provinceCode: 'QC', postalCode: 'J8X 4C8' }, true],
    [{ provinceCode: null, postalCode: 'h2x 1y4' }, true],
    [{ provinceCode: 'ON', postalCode: 'G1R 4P5' }, true],
    [{ provinceCode: 'ON', postalCode: 'K1P 1J1' }, false],
    [{ provinceCode: 'AB', postalCode: 'T5J 1W4' }, false],
    [{ provinceCode: null, postalCode: null }, false],
    [{ provinceCode: 'ON', postalCode: '' }, false],
  ])('%o is in Quebec: %s', (address, inQuebec) => {
    expect(isQuebecAddress(address)).toBe(inQuebec);
  });

  it('Gatineau is a Quebec city on Eastern time', () => {
    expect(citySeed.find((city) => city.name === 'Gatineau')).toEqual({
      name: 'Gatineau',
      provinceCode: 'QC',
      timeZone: 'America/Toronto',
    });
  });

  it.each([
    ['J8L 1A1', true],
    ['J8X 4C8', true],
    ['J9J 2B3', true],
    ['J8K 9Z9', false],
    ['J9K 1A1', false],
    ['H2X 1Y4', false],
  ])('Gatineau’s postal area holds %s: %s', (postalCode, inArea) => {
    expect(isInCityArea('Gatineau', postalCode)).toBe(inArea);
    // A city without an area of its own takes any code of its province.
    expect(isInCityArea('Ottawa', postalCode)).toBe(true);
  });

  it('pays GST and QST as two lines, each rounded on its own', () => {
    const taxes = applicableTaxes(
      taxRateSeed.filter((rate) => rate.provinceCode === 'QC'),
      'deep-cleaning',
      '2026-11-24',
    );
    // Deep Cleaning, 5.5 h at $50, 10% off: $247.50 taxable.
    const price = priceBooking({
      estimatedMinutes: 330,
      hourlyRateCents: 5000,
      discountCents: 2750,
      taxes,
    });
    expect(price.taxLines).toEqual([
      { name: 'GST', ratePpm: 50_000, amountCents: 1238 },
      { name: 'QST', ratePpm: 99_750, amountCents: 2469 },
    ]);
    expect(price.taxCents).toBe(1238 + 2469);
    expect(price.taxName).toBe('GST + QST');
    expect(price.totalCents).toBe(24750 + 3707);
    expect(taxLinesOnWire(price.taxLines)).toEqual([
      { name: 'GST', rate: 5, amount: 12.38 },
      { name: 'QST', rate: 9.975, amount: 24.69 },
    ]);
  });
});
