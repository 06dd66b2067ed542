import { describe, expect, it } from 'vitest';
import { serviceSeed, taxRateSeed } from '#server/db/seed/catalog.ts';
import { couponDiscountCents } from '#server/coupons/coupons.ts';
import {
  applicableTaxes,
  estimateMinutes,
  MIN_BOOKING_MINUTES,
  priceBooking,
  type PricingService,
  type TaxRate,
} from '#server/quote/pricing.ts';
import { hoursText, windowTooShortMessage } from '#server/quote/quote-window.ts';

function seededService(slug: string): PricingService {
  const service = serviceSeed.find((row) => row.slug === slug);
  if (!service) throw new Error(`no seeded service ${slug}`);
  return service;
}

const taxesOf = (province: string): TaxRate[] =>
  taxRateSeed.filter((rate) => rate.provinceCode === province);

const deepCleaning = seededService('deep-cleaning');
const flat: PricingService = {
  slug: 'test',
  hourlyRateCents: 6000,
  baseMinutes: 0,
  minutesPerBedroom: 0,
  minutesPerBathroom: 0,
};

describe('estimated hours', () => {
  it('adds base, rooms and extras: Deep Cleaning, house, 3 bd, 2 ba, oven is 325 → 330 minutes', () => {
    expect(
      estimateMinutes({
        service: deepCleaning,
        bedrooms: 3,
        bathrooms: 2,
        extrasMinutes: 45,
        residenceFactorPercent: 100,
      }),
    ).toBe(330);
  });

  it.each([
    [121, 150],
    [150, 150],
    [151, 180],
    [179.5, 180],
  ])('rounds %s minutes up to the half hour (%s)', (raw, rounded) => {
    expect(
      estimateMinutes({
        service: { ...flat, baseMinutes: raw },
        bedrooms: 0,
        bathrooms: 0,
        extrasMinutes: 0,
        residenceFactorPercent: 100,
      }),
    ).toBe(rounded);
  });

  it.each([0, 30, 61, 90, 119])('books at least 2 hours (%s minutes of work)', (raw) => {
    expect(
      estimateMinutes({
        service: { ...flat, baseMinutes: raw },
        bedrooms: 0,
        bathrooms: 0,
        extrasMinutes: 0,
        residenceFactorPercent: 100,
      }),
    ).toBe(MIN_BOOKING_MINUTES);
  });

  it.each([
    ['an apartment or condo (90%)', 90, 300],
    ['a basement suite (85%)', 85, 300],
    ['a townhouse (95%)', 95, 330],
    ['an office (110%)', 110, 360],
  ])('scales the work for %s before rounding', (_name, factor, minutes) => {
    // 325 minutes of work: 292.5, 276.25, 308.75 and 357.5 before rounding up.
    expect(
      estimateMinutes({
        service: deepCleaning,
        bedrooms: 3,
        bathrooms: 2,
        extrasMinutes: 45,
        residenceFactorPercent: factor,
      }),
    ).toBe(minutes);
  });
});

describe('taxes by province (seeded tax table)', () => {
  it.each([
    ['AB', 'GST', 1375],
    ['BC', 'GST', 1375],
    ['MB', 'GST', 1375],
    ['NT', 'GST', 1375],
    ['NU', 'GST', 1375],
    ['YT', 'GST', 1375],
    ['SK', 'GST', 1375],
    ['ON', 'HST', 3575],
    ['NS', 'HST', 3850],
    ['NB', 'HST', 4125],
    ['NL', 'HST', 4125],
    ['PE', 'HST', 4125],
    ['QC', 'GST + QST', 1375 + 2743],
  ])('%s charges %s on a $275.00 home cleaning in 2026', (province, name, taxCents) => {
    const taxes = applicableTaxes(taxesOf(province), 'deep-cleaning', '2026-11-24');
    const price = priceBooking({
      estimatedMinutes: 330,
      hourlyRateCents: 5000,
      discountCents: 0,
      taxes,
    });
    expect(price).toMatchObject({ subtotalCents: 27500, taxName: name, taxCents });
    expect(price.totalCents).toBe(27500 + taxCents);
  });

  it('charges Nova Scotia 15% HST before 2025-04-01 and 14% from that day', () => {
    const before = applicableTaxes(taxesOf('NS'), 'deep-cleaning', '2025-03-31');
    const from = applicableTaxes(taxesOf('NS'), 'deep-cleaning', '2025-04-01');
    expect(before.map((rate) => rate.ratePpm)).toEqual([150_000]);
    expect(from.map((rate) => rate.ratePpm)).toEqual([140_000]);
  });

  it('adds Saskatchewan PST to commercial cleaning only', () => {
    expect(
      applicableTaxes(taxesOf('SK'), 'commercial-cleaning', '2026-11-24').map((r) => r.name),
    ).toEqual(['GST', 'PST']);
    expect(
      applicableTaxes(taxesOf('SK'), 'routine-clean', '2026-11-24').map((r) => r.name),
    ).toEqual(['GST']);
  });

  it('rounds each tax line to the cent on its own (Quebec: GST 5% + QST 9.975%)', () => {
    // $10.10: GST 50.5¢ → 51¢, QST 100.7475¢ → 101¢; rounding the 151.2475¢ sum would give 151¢.
    const price = priceBooking({
      estimatedMinutes: 60,
      hourlyRateCents: 1010,
      discountCents: 0,
      taxes: applicableTaxes(taxesOf('QC'), 'deep-cleaning', '2026-11-24'),
    });
    expect(price).toMatchObject({ subtotalCents: 1010, taxCents: 152, totalCents: 1162 });
  });

  it('rounds half a cent up: 13% of $247.50 is $32.175 → $32.18', () => {
    const price = priceBooking({
      estimatedMinutes: 270,
      hourlyRateCents: 5500,
      discountCents: 0,
      taxes: applicableTaxes(taxesOf('ON'), 'move-out-move-in-clean', '2026-11-24'),
    });
    expect(price).toMatchObject({ subtotalCents: 24750, taxCents: 3218, totalCents: 27968 });
  });

  it('taxes Saskatchewan commercial cleaning with GST and PST: $208.00 → $230.88', () => {
    const price = priceBooking({
      estimatedMinutes: 240,
      hourlyRateCents: 5200,
      discountCents: 0,
      taxes: applicableTaxes(taxesOf('SK'), 'commercial-cleaning', '2026-11-24'),
    });
    expect(price).toMatchObject({
      subtotalCents: 20800,
      taxCents: 1040 + 1248,
      taxName: 'GST + PST',
      totalCents: 23088,
    });
  });
});

describe('discounts', () => {
  it('taxes the amount after the discount', () => {
    const price = priceBooking({
      estimatedMinutes: 330,
      hourlyRateCents: 5000,
      discountCents: 2750,
      taxes: applicableTaxes(taxesOf('AB'), 'deep-cleaning', '2026-11-24'),
    });
    // GST on $247.50 is $12.375 → $12.38.
    expect(price).toMatchObject({ discountCents: 2750, taxCents: 1238, totalCents: 25988 });
  });

  it('never takes off more than the subtotal', () => {
    const price = priceBooking({
      estimatedMinutes: 120,
      hourlyRateCents: 4200,
      discountCents: 50_000,
      taxes: applicableTaxes(taxesOf('ON'), 'routine-clean', '2026-11-24'),
    });
    expect(price).toMatchObject({ discountCents: 8400, taxCents: 0, totalCents: 0 });
  });

  it.each([
    [{ kind: 'percent' as const, amount: 1000 }, 27500, 2750],
    [{ kind: 'percent' as const, amount: 1500 }, 24750, 3713],
    [{ kind: 'fixed' as const, amount: 2000 }, 27500, 2000],
    [{ kind: 'fixed' as const, amount: 2000 }, 1500, 1500],
  ])('takes %o off %i cents as %i cents', (coupon, subtotal, discount) => {
    expect(couponDiscountCents(coupon, subtotal)).toBe(discount);
  });
});

describe('the words of the quote', () => {
  it.each([
    [120, '2'],
    [210, '3.5'],
    [330, '5.5'],
    [480, '8'],
  ])('says %i minutes as %s hours', (minutes, text) => {
    expect(hoursText(minutes)).toBe(text);
  });

  it('suggests a window from the chosen start, ending on the hour', () => {
    expect(windowTooShortMessage(330, 540, -1).english).toBe(
      'This cleaning takes about 5.5 hours, so please choose a window of at least 5.5 hours (for example 9:00AM to 3:00PM).',
    );
  });

  it('moves the example earlier when it would end after 11:00PM', () => {
    expect(windowTooShortMessage(240, 1260, -1).english).toBe(
      'This cleaning takes about 4 hours, so please choose a window of at least 4 hours (for example 7:00PM to 11:00PM).',
    );
  });
});
