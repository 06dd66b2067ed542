/**
 * A plan's price per visit (issue 45, decision 143): the quote's own pricing with the plan's
 * discount as `discount_cents`, so every visit's receipt shows it.
 */
import { addDays, type EveryWeeks } from '../../shared/regular-plans.ts';
import { minutesToClock } from '../domain/local-time.ts';
import { centsToDollars } from '../domain/money.ts';
import type { PriceBreakdown } from '../quote/index.ts';

/** The discount of a visit: whole percent of its subtotal, rounded half up to the cent. */
export function planDiscountCents(subtotalCents: number, discountPercent: number): number {
  return Math.round((subtotalCents * discountPercent) / 100);
}

/** The quote's `plan` answer (openapi.yaml QuotePlan). */
export function quotePlanAnswer(
  everyWeeks: EveryWeeks,
  discountPercent: number,
  price: PriceBreakdown,
  window: { date: string; fromMinutes: number },
) {
  return {
    iEveryWeeks: everyWeeks,
    discount_percent: discountPercent,
    subtotal: centsToDollars(price.subtotalCents),
    discount: centsToDollars(price.discountCents),
    tax: centsToDollars(price.taxCents),
    total: centsToDollars(price.totalCents),
    vFrom: minutesToClock(window.fromMinutes),
    vUntill: minutesToClock(window.fromMinutes + price.estimatedMinutes),
    vFirstDate: window.date,
    vNextDate: addDays(window.date, everyWeeks * 7),
  };
}
