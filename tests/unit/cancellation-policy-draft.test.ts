import { describe, expect, it } from 'vitest';
import {
  draftOf,
  draftReducer,
  inputOf,
  rulesOf,
  type Draft,
} from '#src/features/console/cancellation-policy/policy-draft.ts';

/*
 * The cancellation-policy editor's form as typed (decision 127): tiers stay joined as they are
 * edited, added and removed, and what is sent is the numbers as typed.
 */

const first = draftOf({
  version: 1,
  freeMinutesAfterBooking: 10,
  tiers: [
    { fromHoursBefore: 24, untilHoursBefore: 2, fee: { kind: 'cleanerPay', hours: 1 } },
    { fromHoursBefore: 2, untilHoursBefore: 0, fee: { kind: 'priceShare', percent: 50 } },
  ],
  effectiveAt: '2026-11-29T17:00:00.000Z',
  publishedBy: null,
});

describe('the policy form’s draft', () => {
  it('is filled from the version in force', () => {
    expect(first).toEqual({
      freeMinutes: '10',
      tiers: [
        { from: '24', until: '2', kind: 'cleanerPay', amount: '1' },
        { from: '2', until: '0', kind: 'priceShare', amount: '50' },
      ],
    });
  });

  it('moves the next tier’s From with a tier’s Until, and the tier before’s Until with a From', () => {
    const until = draftReducer(first, { type: 'tier', index: 0, field: 'until', value: '3' });
    expect(until.tiers.map((tier) => [tier.from, tier.until])).toEqual([
      ['24', '3'],
      ['3', '0'],
    ]);
    const from = draftReducer(until, { type: 'tier', index: 1, field: 'from', value: '4' });
    expect(from.tiers.map((tier) => [tier.from, tier.until])).toEqual([
      ['24', '4'],
      ['4', '0'],
    ]);
  });

  it('adds a last tier by halving the last one, and a removed tier’s end goes to the one before', () => {
    const added = draftReducer(first, { type: 'add' });
    expect(added.tiers.map((tier) => [tier.from, tier.until, tier.kind])).toEqual([
      ['24', '2', 'cleanerPay'],
      ['2', '1', 'priceShare'],
      ['1', '0', 'none'],
    ]);
    const removed = draftReducer(added, { type: 'remove', index: 1 });
    expect(removed.tiers.map((tier) => [tier.from, tier.until])).toEqual([
      ['24', '1'],
      ['1', '0'],
    ]);
    const empty: Draft = { freeMinutes: '0', tiers: [] };
    expect(draftReducer(empty, { type: 'add' }).tiers).toEqual([
      { from: '24', until: '0', kind: 'none', amount: '' },
    ]);
  });

  it('clears the amount when the fee’s kind changes', () => {
    const changed = draftReducer(first, { type: 'kind', index: 0, kind: 'priceShare' });
    expect(changed.tiers[0]).toEqual({ from: '24', until: '2', kind: 'priceShare', amount: '' });
    expect(inputOf(changed, 1).tiers[0]?.fee).toEqual({ kind: 'priceShare' });
    expect(rulesOf(changed)).toBeNull();
  });

  it('sends numbers as typed, a comma read as the decimal point', () => {
    const typed = draftReducer(first, { type: 'tier', index: 0, field: 'amount', value: '1,5' });
    expect(inputOf(typed, 1)).toEqual({
      basedOnVersion: 1,
      freeMinutesAfterBooking: 10,
      tiers: [
        { fromHoursBefore: 24, untilHoursBefore: 2, fee: { kind: 'cleanerPay', hours: 1.5 } },
        { fromHoursBefore: 2, untilHoursBefore: 0, fee: { kind: 'priceShare', percent: 50 } },
      ],
    });
  });
});
