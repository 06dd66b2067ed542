import * as en from '#shared/catalogue/en-CA/api-cancellation-policy.ts';
import * as fr from '#shared/catalogue/fr-CA/api-cancellation-policy.ts';
import type { CancellationFee, CancellationPolicy } from '#shared/cancellation-policy.ts';
import type { AppContext } from '../context.ts';
import { addCancellationPolicy } from '../bookings/index.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { ConflictError, InvalidError } from '../domain/errors.ts';
import { sayings } from '../domain/said.ts';
import { inTransaction } from '../platform/transaction.ts';
import { recordOperatorAction } from './audit-log.ts';
import {
  cancellationPolicyRows,
  type CancellationPolicyRow,
} from './cancellation-policy.queries.ts';

/*
 * The operators' cancellation-policy editor (issue 42, decision 127): the versions with when each
 * took effect, and the publication of a new one. Versions are only ever added (decision 117): a
 * booking keeps the version it was confirmed under, so a new version reaches only bookings
 * confirmed after it.
 */

const refusals = sayings(en.cancellationPolicyRefusals, fr.cancellationPolicyRefusals);
const answers = sayings(en.cancellationPolicyAnswers, fr.cancellationPolicyAnswers);

export const CANCELLATION_POLICY_SETTING = 'cancellation_policy';

/** A tier's fee as the console reads and sends it: hours of pay, or a percentage of the price. */
export type FeeInput = {
  kind: 'none' | 'cleanerPay' | 'priceShare';
  hours?: number;
  percent?: number;
};
export type TierInput = { fromHoursBefore: number; untilHoursBefore: number; fee: FeeInput };
export type PolicyInput = {
  basedOnVersion: number;
  freeMinutesAfterBooking: number;
  tiers: TierInput[];
};

export type PolicyVersion = {
  version: number;
  freeMinutesAfterBooking: number;
  tiers: TierInput[];
  effectiveAt: string;
  publishedBy: string | null;
};

type Rules = Omit<CancellationPolicy, 'version'>;

function feeInput(fee: CancellationFee): FeeInput {
  switch (fee.kind) {
    case 'none':
      return { kind: 'none' };
    case 'cleanerPay':
      return { kind: 'cleanerPay', hours: fee.hours };
    case 'priceShare':
      return { kind: 'priceShare', percent: Math.round(fee.share * 100) };
  }
}

function versionOf(row: CancellationPolicyRow): PolicyVersion {
  return {
    version: row.version,
    freeMinutesAfterBooking: row.rules.freeMinutesAfterBooking,
    tiers: row.rules.tiers.map((tier) => ({
      fromHoursBefore: tier.fromHoursBefore,
      untilHoursBefore: tier.untilHoursBefore,
      fee: feeInput(tier.fee),
    })),
    effectiveAt: row.createdAt.toISOString(),
    publishedBy: row.publishedBy,
  };
}

/** The versions, newest (the one in force) first. */
export async function cancellationPolicyVersions(
  context: Pick<AppContext, 'db'>,
): Promise<{ versions: PolicyVersion[] }> {
  return { versions: (await cancellationPolicyRows(context.db)).map(versionOf) };
}

/** A tier's fee as stored, or the refusal that says what it lacks. */
function storedFee(fee: FeeInput, tier: number): CancellationFee {
  const { hours, percent } = fee;
  switch (fee.kind) {
    case 'none':
      if (hours !== undefined || percent !== undefined) {
        throw new InvalidError(refusals.feeFieldsOfOtherKind.with({ tier }));
      }
      return { kind: 'none' };
    case 'cleanerPay':
      if (percent !== undefined)
        throw new InvalidError(refusals.feeFieldsOfOtherKind.with({ tier }));
      if (hours === undefined) throw new InvalidError(refusals.hoursNeeded.with({ tier }));
      if (!Number.isInteger(hours * 4))
        throw new InvalidError(refusals.quarterHours.with({ tier }));
      return { kind: 'cleanerPay', hours };
    case 'priceShare':
      if (hours !== undefined) throw new InvalidError(refusals.feeFieldsOfOtherKind.with({ tier }));
      if (percent === undefined) throw new InvalidError(refusals.percentNeeded.with({ tier }));
      return { kind: 'priceShare', share: percent / 100 };
  }
}

/**
 * The rules a new version would hold, checked beyond the contract's ranges: each tier ends nearer
 * the start than it begins, each begins where the one before ends, the last ends at the start,
 * and each fee carries its own amount and no other. Tiers are numbered from 1, as the form shows.
 */
export function checkedRules(input: PolicyInput): Rules {
  let previousEnd: number | null = null;
  const tiers = input.tiers.map((tier, index) => {
    const number = index + 1;
    if (tier.fromHoursBefore <= tier.untilHoursBefore) {
      throw new InvalidError(refusals.tierBackwards.with({ tier: number }));
    }
    if (previousEnd !== null && tier.fromHoursBefore !== previousEnd) {
      throw new InvalidError(
        refusals.tierOutOfOrder.with({ tier: number, previous: index, hours: previousEnd }),
      );
    }
    previousEnd = tier.untilHoursBefore;
    return {
      fromHoursBefore: tier.fromHoursBefore,
      untilHoursBefore: tier.untilHoursBefore,
      fee: storedFee(tier.fee, number),
    };
  });
  if (previousEnd !== null && previousEnd !== 0) throw new InvalidError(refusals.lastTierEnd);
  return { freeMinutesAfterBooking: input.freeMinutesAfterBooking, tiers };
}

/** The rules in one order of keys (jsonb keeps its own), to compare two versions. */
function canonical(rules: Rules): string {
  return JSON.stringify({
    freeMinutesAfterBooking: rules.freeMinutesAfterBooking,
    tiers: rules.tiers.map((tier) => ({
      fromHoursBefore: tier.fromHoursBefore,
      untilHoursBefore: tier.untilHoursBefore,
      fee: feeInput(tier.fee),
    })),
  });
}

const sameRules = (a: Rules, b: Rules) => canonical(a) === canonical(b);

/**
 * Publishes a new version with its audit entry, in one transaction. Refused, with nothing
 * written, when the rules break a rule above, equal the version in force, or another version was
 * published after the one the operator edited (two consoles saving at once meet the same refusal
 * through the version's primary key).
 */
export async function publishCancellationPolicy(
  context: Pick<AppContext, 'db' | 'clock'>,
  operatorId: number,
  input: PolicyInput,
): Promise<{ versions: PolicyVersion[]; version: number }> {
  const rules = checkedRules(input);
  const meanwhile = (version: number) =>
    new ConflictError(refusals.publishedMeanwhile.with({ version }));
  let published: CancellationPolicy;
  try {
    published = await inTransaction(context.db, async (tx) => {
      const [current] = await cancellationPolicyRows(tx);
      const currentVersion = current?.version ?? 0;
      if (currentVersion !== input.basedOnVersion) throw meanwhile(currentVersion);
      if (current && sameRules(current.rules, rules)) {
        throw new InvalidError(refusals.unchanged.with({ version: current.version }));
      }
      const added = await addCancellationPolicy(tx, rules, operatorId, context.clock());
      await recordOperatorAction(tx, {
        operatorId,
        action: 'setting.save',
        subjectType: 'setting',
        subjectId: CANCELLATION_POLICY_SETTING,
        before: current ? { version: current.version, ...current.rules } : null,
        after: { version: added.version, ...rules },
      });
      return added;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const [current] = await cancellationPolicyRows(context.db);
    throw meanwhile(current?.version ?? input.basedOnVersion + 1);
  }
  return { ...(await cancellationPolicyVersions(context)), version: published.version };
}

export const publishedMessage = (version: number) => answers.published.with({ version });
