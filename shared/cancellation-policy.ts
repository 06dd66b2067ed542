/*
 * The cancellation policy as data (issue 42): tiers measured back from the job's start, kept on
 * each booking when it is confirmed, so a later policy never changes an existing booking. Shared by
 * the server (which charges) and the web app (which shows the tier and its countdown), so both
 * always name the same tier at the same instant. Instants are absolute: "24 hours before" is 24
 * elapsed hours, the same across a daylight-saving change; the service address's time zone only
 * decides how the moments are written.
 */

/** What a tier charges, all of it the assigned cleaner's (its tax included on the receipt). */
export type CancellationFee =
  | { kind: 'none' }
  /** Hours of the assigned cleaner's pay. */
  | { kind: 'cleanerPay'; hours: number }
  /** A share of the booking's price before tax. */
  | { kind: 'priceShare'; share: number };

export type CancellationTier = {
  /** The tier applies from this many hours before the start (inclusive) … */
  fromHoursBefore: number;
  /** … until this many hours before the start (exclusive); 0 is the start itself. */
  untilHoursBefore: number;
  fee: CancellationFee;
};

export type CancellationPolicy = {
  version: number;
  /** A booking cancelled this soon after it was made costs nothing, whatever the tier. */
  freeMinutesAfterBooking: number;
  /** Charged tiers, nearest the start last; any time before the first is free. */
  tiers: readonly CancellationTier[];
};

/** The policy the issue starts with (version 1). */
export const FIRST_CANCELLATION_POLICY: CancellationPolicy = {
  version: 1,
  freeMinutesAfterBooking: 10,
  tiers: [
    { fromHoursBefore: 24, untilHoursBefore: 2, fee: { kind: 'cleanerPay', hours: 1 } },
    { fromHoursBefore: 2, untilHoursBefore: 0, fee: { kind: 'priceShare', share: 0.5 } },
  ],
};

export type CancellationFacts = {
  policy: CancellationPolicy;
  /** When the booking was made (confirmed). */
  bookedAt: Date;
  /** The job's start; for a moved booking, the earlier of the old and new starts. */
  startsAt: Date;
  /** Whether a cleaner has accepted the job. */
  accepted: boolean;
  /** Whether the cleaner has pressed Start. */
  started: boolean;
  now: Date;
};

export type CancellationState =
  | {
      kind: 'free';
      why: 'notAccepted' | 'justBooked' | 'earlyEnough';
      /** When the first charged tier begins, if it is ahead (for the countdown). */
      feeFrom: Date | null;
    }
  | { kind: 'fee'; tier: CancellationTier; nextChangeAt: Date | null }
  | { kind: 'closed' };

const HOUR_MS = 60 * 60 * 1000;

const hoursBefore = (start: Date, hours: number) => new Date(start.getTime() - hours * HOUR_MS);

/** The charged tier the moment `now` falls in, or null (free by time). */
function tierAt(policy: CancellationPolicy, startsAt: Date, now: Date): CancellationTier | null {
  return (
    policy.tiers.find(
      (tier) =>
        now.getTime() >= hoursBefore(startsAt, tier.fromHoursBefore).getTime() &&
        now.getTime() < hoursBefore(startsAt, tier.untilHoursBefore).getTime(),
    ) ?? null
  );
}

/** Where a booking stands under its policy at `now`. */
export function cancellationStateAt(facts: CancellationFacts): CancellationState {
  const { policy, bookedAt, startsAt, accepted, started, now } = facts;
  if (started || now.getTime() >= startsAt.getTime()) return { kind: 'closed' };
  const firstFee = policy.tiers.reduce<Date | null>((earliest, tier) => {
    const from = hoursBefore(startsAt, tier.fromHoursBefore);
    return earliest === null || from < earliest ? from : earliest;
  }, null);
  const feeAhead = firstFee !== null && firstFee > now ? firstFee : null;
  if (!accepted) return { kind: 'free', why: 'notAccepted', feeFrom: null };
  const graceEnds = new Date(bookedAt.getTime() + policy.freeMinutesAfterBooking * 60 * 1000);
  const tier = tierAt(policy, startsAt, now);
  if (tier === null) return { kind: 'free', why: 'earlyEnough', feeFrom: feeAhead };
  if (now < graceEnds) return { kind: 'free', why: 'justBooked', feeFrom: graceEnds };
  const untilInstant = hoursBefore(startsAt, tier.untilHoursBefore);
  return { kind: 'fee', tier, nextChangeAt: untilInstant < startsAt ? untilInstant : null };
}

/** A tier's fee in cents, from the assigned cleaner's hourly pay and the price before tax. */
export function cancellationFeeCents(
  fee: CancellationFee,
  amounts: { cleanerCentsPerHour: number; priceBeforeTaxCents: number },
): number {
  switch (fee.kind) {
    case 'none':
      return 0;
    case 'cleanerPay':
      return Math.round(fee.hours * amounts.cleanerCentsPerHour);
    case 'priceShare':
      return Math.round(fee.share * amounts.priceBeforeTaxCents);
  }
}
