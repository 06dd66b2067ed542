import { estimateMinutes, priceBooking, type PricingService } from '../quote/index.ts';
import { centsToDollars } from '../domain/money.ts';

/** The bedrooms and bathrooms of the smallest home the quote accepts (spec §5: 1 to 8 each). */
const SMALLEST_HOME_ROOMS = 1;

export type FromPrice = { fFromPrice: number; fFromHours: number };

/**
 * What a service's "from $X" says: the quote's own arithmetic (docs/pricing.md) for the smallest
 * home, 1 bedroom and 1 bathroom with no extras, in whichever residence type comes out cheapest,
 * before tax. Computed from the rows, so a changed rate or factor changes it; null when there is
 * no residence type to price.
 */
export function fromPriceOf(
  service: PricingService,
  residenceTypes: readonly { hoursFactorPercent: number }[],
): FromPrice | null {
  let cheapest: { minutes: number; cents: number } | null = null;
  for (const residence of residenceTypes) {
    const minutes = estimateMinutes({
      service,
      bedrooms: SMALLEST_HOME_ROOMS,
      bathrooms: SMALLEST_HOME_ROOMS,
      extrasMinutes: 0,
      residenceFactorPercent: residence.hoursFactorPercent,
    });
    const cents = priceBooking({
      estimatedMinutes: minutes,
      hourlyRateCents: service.hourlyRateCents,
      discountCents: 0,
      taxes: [],
    }).subtotalCents;
    if (!cheapest || cents < cheapest.cents) cheapest = { minutes, cents };
  }
  return (
    cheapest && { fFromPrice: centsToDollars(cheapest.cents), fFromHours: cheapest.minutes / 60 }
  );
}
