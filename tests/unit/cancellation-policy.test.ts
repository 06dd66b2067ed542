import { describe, expect, it } from 'vitest';
import {
  cancellationFeeCents,
  cancellationStateAt,
  FIRST_CANCELLATION_POLICY,
  type CancellationFacts,
} from '#shared/cancellation-policy.ts';

/*
 * The first cancellation policy (issue 42) at its edges: 24 h and 2 h before the start, one second
 * either side, for starts written in four of our cities' zones and across a daylight-saving change.
 */

const SECOND = 1000;
const HOUR = 60 * 60 * SECOND;

/** A start at 9:00 local time, as an instant, in each zone (offsets of that day). */
const starts = [
  ['America/Vancouver', '2026-11-20T09:00:00-08:00'],
  ['America/Edmonton', '2026-11-20T09:00:00-07:00'],
  ['America/Winnipeg', '2026-11-20T09:00:00-06:00'],
  ['America/Toronto', '2026-11-20T09:00:00-05:00'],
  // 8 March 2026: clocks spring forward at 2:00 in Toronto; 24 h before 9:00 EDT is 8:00 EST.
  ['America/Toronto, spring forward', '2026-03-08T09:00:00-04:00'],
  // 1 November 2026: clocks fall back at 2:00 in Edmonton; 24 h before 9:00 MST is 10:00 MDT.
  ['America/Edmonton, fall back', '2026-11-01T09:00:00-07:00'],
] as const;

function facts(startsAt: Date, now: Date, extra: Partial<CancellationFacts> = {}) {
  return {
    policy: FIRST_CANCELLATION_POLICY,
    bookedAt: new Date(startsAt.getTime() - 7 * 24 * HOUR),
    startsAt,
    accepted: true,
    started: false,
    now,
    ...extra,
  };
}

const at = (start: Date, offset: number) => new Date(start.getTime() + offset);

describe.each(starts)('the first policy for a start in %s', (_zone, iso) => {
  const start = new Date(iso);

  it('is free until 24 elapsed hours before the start, then one hour of pay', () => {
    expect(cancellationStateAt(facts(start, at(start, -24 * HOUR - SECOND)))).toEqual({
      kind: 'free',
      why: 'earlyEnough',
      feeFrom: at(start, -24 * HOUR),
    });
    const inFirstTier = cancellationStateAt(facts(start, at(start, -24 * HOUR)));
    expect(inFirstTier).toMatchObject({
      kind: 'fee',
      tier: { fee: { kind: 'cleanerPay', hours: 1 } },
      nextChangeAt: at(start, -2 * HOUR),
    });
    expect(cancellationStateAt(facts(start, at(start, -24 * HOUR + SECOND)))).toMatchObject({
      kind: 'fee',
      tier: { fee: { kind: 'cleanerPay' } },
    });
  });

  it('charges half the price before tax from 2 hours before the start, and nothing after it', () => {
    expect(cancellationStateAt(facts(start, at(start, -2 * HOUR - SECOND)))).toMatchObject({
      kind: 'fee',
      tier: { fee: { kind: 'cleanerPay' } },
    });
    expect(cancellationStateAt(facts(start, at(start, -2 * HOUR)))).toMatchObject({
      kind: 'fee',
      tier: { fee: { kind: 'priceShare', share: 0.5 } },
      nextChangeAt: null,
    });
    expect(cancellationStateAt(facts(start, at(start, -2 * HOUR + SECOND)))).toMatchObject({
      kind: 'fee',
      tier: { fee: { kind: 'priceShare' } },
    });
    expect(cancellationStateAt(facts(start, at(start, -SECOND)))).toMatchObject({ kind: 'fee' });
    expect(cancellationStateAt(facts(start, start))).toEqual({ kind: 'closed' });
  });
});

describe('what keeps a cancellation free or closes it', () => {
  const start = new Date('2026-11-20T09:00:00-07:00');

  it('is free while no cleaner has accepted, even an hour before the start', () => {
    expect(cancellationStateAt(facts(start, at(start, -HOUR), { accepted: false }))).toEqual({
      kind: 'free',
      why: 'notAccepted',
      feeFrom: null,
    });
  });

  it('is free within 10 minutes of booking, even inside a charged tier, and not a second later', () => {
    const bookedAt = at(start, -3 * HOUR);
    const within = cancellationStateAt(
      facts(start, at(bookedAt, 10 * 60 * SECOND - SECOND), { bookedAt }),
    );
    expect(within).toEqual({
      kind: 'free',
      why: 'justBooked',
      feeFrom: at(bookedAt, 10 * 60 * SECOND),
    });
    expect(
      cancellationStateAt(facts(start, at(bookedAt, 10 * 60 * SECOND), { bookedAt })),
    ).toMatchObject({ kind: 'fee', tier: { fee: { kind: 'cleanerPay' } } });
  });

  it('is closed once the cleaner has pressed Start, even before the start time', () => {
    expect(
      cancellationStateAt(facts(start, at(start, -30 * 60 * SECOND), { started: true })),
    ).toEqual({
      kind: 'closed',
    });
  });
});

describe('a tier’s fee in cents', () => {
  const amounts = { cleanerCentsPerHour: 2250, priceBeforeTaxCents: 30_175 };

  it('is one hour of the cleaner’s pay, or half the price before tax rounded to the cent', () => {
    expect(cancellationFeeCents({ kind: 'cleanerPay', hours: 1 }, amounts)).toBe(2250);
    expect(cancellationFeeCents({ kind: 'priceShare', share: 0.5 }, amounts)).toBe(15_088);
    expect(cancellationFeeCents({ kind: 'none' }, amounts)).toBe(0);
  });
});
