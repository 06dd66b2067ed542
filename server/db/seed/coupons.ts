/**
 * Coupons a fresh site starts with (DESIGN.md "Coupons"): one for everyone, one for a city with
 * a minimum, one that has expired and one that can be used once in all. Dates are the first and
 * last day the code works; the amount is basis points (percent) or cents (fixed).
 */
export type CouponSeed = {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  minSubtotalCents: number;
  validFrom: string;
  validUntil: string | null;
  maxRedemptions: number | null;
  city: string | null;
};

export const couponSeed: CouponSeed[] = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    amount: 1000,
    minSubtotalCents: 0,
    validFrom: '2026-01-01',
    validUntil: '2027-12-31',
    maxRedemptions: null,
    city: null,
  },
  {
    code: 'EDMONTON20',
    kind: 'fixed',
    amount: 2000,
    minSubtotalCents: 10000,
    validFrom: '2026-01-01',
    validUntil: null,
    maxRedemptions: null,
    city: 'Edmonton',
  },
  {
    code: 'SPRING2025',
    kind: 'percent',
    amount: 1500,
    minSubtotalCents: 0,
    validFrom: '2025-03-20',
    validUntil: '2025-06-30',
    maxRedemptions: null,
    city: null,
  },
  {
    code: 'ONCEONLY',
    kind: 'percent',
    amount: 1500,
    minSubtotalCents: 0,
    validFrom: '2026-01-01',
    validUntil: null,
    maxRedemptions: 1,
    city: null,
  },
];
