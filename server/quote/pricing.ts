/**
 * The quote of DESIGN.md ("Quote", "Taxes"), as pure arithmetic on database rows; see
 * docs/pricing.md for worked examples. Everything is integer cents and minutes.
 */

export const MIN_BOOKING_MINUTES = 120;
const HALF_HOUR = 30;

export type PricingService = {
  slug: string;
  hourlyRateCents: number;
  baseMinutes: number;
  minutesPerBedroom: number;
  minutesPerBathroom: number;
};

export type TaxRate = {
  name: string;
  ratePpm: number;
  commercialOnly: boolean;
  effectiveFrom: string;
  effectiveTo: string | null;
};

export const COMMERCIAL_SERVICE_SLUG = 'commercial-cleaning';

/** Hours of work: base + rooms + extras, times the residence factor, up to the half hour, ≥ 2 h. */
export function estimateMinutes(input: {
  service: PricingService;
  bedrooms: number;
  bathrooms: number;
  extrasMinutes: number;
  residenceFactorPercent: number;
}): number {
  const raw =
    input.service.baseMinutes +
    input.bedrooms * input.service.minutesPerBedroom +
    input.bathrooms * input.service.minutesPerBathroom +
    input.extrasMinutes;
  const scaled = (raw * input.residenceFactorPercent) / 100;
  const rounded = Math.ceil(scaled / HALF_HOUR) * HALF_HOUR;
  return Math.max(MIN_BOOKING_MINUTES, rounded);
}

/** Rates in force on the cleaning's date for this service, in table order. */
export function applicableTaxes(rates: TaxRate[], serviceSlug: string, date: string): TaxRate[] {
  return rates.filter(
    (rate) =>
      rate.effectiveFrom <= date &&
      (rate.effectiveTo === null || date < rate.effectiveTo) &&
      (!rate.commercialOnly || serviceSlug === COMMERCIAL_SERVICE_SLUG),
  );
}

/** One tax as the customer reads it (Quebec's GST and QST are two): name, rate, amount. */
export type PricedTax = { name: string; ratePpm: number; amountCents: number };

export type PriceBreakdown = {
  estimatedMinutes: number;
  hourlyRateCents: number;
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  taxName: string;
  /** Each tax on its own line, in table order; their amounts add up to `taxCents`. */
  taxLines: PricedTax[];
  totalCents: number;
};

/** Each tax line rounds half up to the cent on the discounted amount. */
export function priceBooking(input: {
  estimatedMinutes: number;
  hourlyRateCents: number;
  discountCents: number;
  taxes: TaxRate[];
}): PriceBreakdown {
  const subtotalCents = Math.round((input.estimatedMinutes * input.hourlyRateCents) / 60);
  const discountCents = Math.min(input.discountCents, subtotalCents);
  const taxable = subtotalCents - discountCents;
  const taxLines = input.taxes.map((rate) => ({
    name: rate.name,
    ratePpm: rate.ratePpm,
    amountCents: Math.round((taxable * rate.ratePpm) / 1_000_000),
  }));
  const taxCents = taxLines.reduce((sum, line) => sum + line.amountCents, 0);
  return {
    estimatedMinutes: input.estimatedMinutes,
    hourlyRateCents: input.hourlyRateCents,
    subtotalCents,
    discountCents,
    taxCents,
    taxName: input.taxes.map((rate) => rate.name).join(' + '),
    taxLines,
    totalCents: taxable + taxCents,
  };
}

/** A tax line as the API answers it (`TaxLine` in openapi.yaml): rate in percent, amount in dollars. */
export type TaxLineOnWire = { name: string; rate: number; amount: number };

export function taxLinesOnWire(lines: PricedTax[]): TaxLineOnWire[] {
  return lines.map((line) => ({
    name: line.name,
    rate: line.ratePpm / 10_000,
    amount: line.amountCents / 100,
  }));
}
