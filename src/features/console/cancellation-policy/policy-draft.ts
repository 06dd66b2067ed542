import type { PolicyFee, PolicyInput, PolicyVersion } from './queries.ts';
import type { PolicyRules } from './policy-words.ts';

/*
 * The editor's form as typed (decision 127): every field a string until it is sent, so a field
 * being typed is never rewritten. A tier's Until and the next tier's From are one edge: changing
 * either moves both, so the tiers stay in order without gaps; the server checks the rest.
 */

export type FeeKind = PolicyFee['kind'];
export type DraftTier = { from: string; until: string; kind: FeeKind; amount: string };
export type Draft = { freeMinutes: string; tiers: DraftTier[] };

export type DraftAction =
  | { type: 'freeMinutes'; value: string }
  | { type: 'tier'; index: number; field: 'from' | 'until' | 'amount'; value: string }
  | { type: 'kind'; index: number; kind: FeeKind }
  | { type: 'add' }
  | { type: 'remove'; index: number }
  | { type: 'reset'; draft: Draft };

const amountOf = (fee: PolicyFee) =>
  fee.kind === 'cleanerPay'
    ? String(fee.hours ?? '')
    : fee.kind === 'priceShare'
      ? String(fee.percent ?? '')
      : '';

/** The form filled with a version's rules (the one in force), or empty before any. */
export function draftOf(version: PolicyVersion | undefined): Draft {
  return {
    freeMinutes: String(version?.freeMinutesAfterBooking ?? 10),
    tiers: (version?.tiers ?? []).map((tier) => ({
      from: String(tier.fromHoursBefore),
      until: String(tier.untilHoursBefore),
      kind: tier.fee.kind,
      amount: amountOf(tier.fee),
    })),
  };
}

function withTier(draft: Draft, index: number, change: Partial<DraftTier>): Draft {
  return {
    ...draft,
    tiers: draft.tiers.map((tier, at) => (at === index ? { ...tier, ...change } : tier)),
  };
}

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'freeMinutes':
      return { ...draft, freeMinutes: action.value };
    case 'tier': {
      const { index, field, value } = action;
      let next = withTier(draft, index, { [field]: value });
      // One edge between two tiers: the next one starts where this one ends.
      if (field === 'until' && index + 1 < draft.tiers.length) {
        next = withTier(next, index + 1, { from: value });
      }
      if (field === 'from' && index > 0) next = withTier(next, index - 1, { until: value });
      return next;
    }
    case 'kind':
      return withTier(draft, action.index, { kind: action.kind, amount: '' });
    case 'add': {
      // A new last tier: the last one now ends halfway to the start, and the new one runs to it.
      const last = draft.tiers.at(-1);
      if (!last) {
        return { ...draft, tiers: [{ from: '24', until: '0', kind: 'none', amount: '' }] };
      }
      const lastFrom = Number(last.from);
      const edge =
        Number.isFinite(lastFrom) && lastFrom > 1 ? String(Math.floor(lastFrom / 2)) : '1';
      return {
        ...draft,
        tiers: [
          ...draft.tiers.slice(0, -1),
          { ...last, until: edge },
          { from: edge, until: '0', kind: 'none', amount: '' },
        ],
      };
    }
    case 'remove': {
      const removed = draft.tiers[action.index];
      const tiers = draft.tiers.filter((_, at) => at !== action.index);
      // The tier before takes over the removed one's end, so no gap opens.
      if (removed && action.index > 0) {
        const before = tiers[action.index - 1];
        if (before) tiers[action.index - 1] = { ...before, until: removed.until };
      }
      return { ...draft, tiers };
    }
    case 'reset':
      return action.draft;
  }
}

/** "1,5" or "1.5": a number as an operator in either language types it. */
const numberOf = (text: string) =>
  text.trim() === '' ? Number.NaN : Number(text.replace(',', '.'));

function feeOf(tier: DraftTier): PolicyFee {
  const amount = numberOf(tier.amount);
  const given = Number.isNaN(amount) ? undefined : amount;
  switch (tier.kind) {
    case 'cleanerPay':
      return given === undefined ? { kind: 'cleanerPay' } : { kind: 'cleanerPay', hours: given };
    case 'priceShare':
      return given === undefined ? { kind: 'priceShare' } : { kind: 'priceShare', percent: given };
    default:
      return { kind: 'none' };
  }
}

/** What the form sends: numbers as typed (the server says what is wrong with them). */
export function inputOf(draft: Draft, basedOnVersion: number): PolicyInput {
  return {
    basedOnVersion,
    freeMinutesAfterBooking: numberOf(draft.freeMinutes),
    tiers: draft.tiers.map((tier) => ({
      fromHoursBefore: numberOf(tier.from),
      untilHoursBefore: numberOf(tier.until),
      fee: feeOf(tier),
    })),
  };
}

/** The rules the preview reads, or null while a field is not yet a number. */
export function rulesOf(draft: Draft): PolicyRules | null {
  const input = inputOf(draft, 0);
  const numbers = [
    input.freeMinutesAfterBooking,
    ...input.tiers.flatMap((tier) => [
      tier.fromHoursBefore,
      tier.untilHoursBefore,
      ...(tier.fee.kind === 'cleanerPay' ? [tier.fee.hours ?? Number.NaN] : []),
      ...(tier.fee.kind === 'priceShare' ? [tier.fee.percent ?? Number.NaN] : []),
    ]),
  ];
  return numbers.every(Number.isFinite) ? input : null;
}
