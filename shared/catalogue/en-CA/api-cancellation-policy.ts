/*
 * The server's words for the console's cancellation-policy editor (issue 42, decision 127): why a
 * new version is refused (nothing is published then), and the sentence when it is published.
 */

export const cancellationPolicyRefusals = {
  tierBackwards:
    'Tier {tier} must start further from the cleaning than it ends, for example from 24 to 2 hours before the start.',
  tierOutOfOrder:
    'Tier {tier} must start where tier {previous} ends ({hours} hours before the start), so the tiers run in order with no gap or overlap.',
  lastTierEnd:
    'The last tier must end at the start of the cleaning (0 hours before), since cancelling is no longer possible once it starts.',
  hoursNeeded:
    'Tier {tier} charges hours of the cleaner’s pay: please give how many, from 0.25 to 8.',
  quarterHours:
    'Tier {tier}: please give the hours of the cleaner’s pay in quarter hours (0.25, 0.5, 0.75, 1 and so on).',
  percentNeeded:
    'Tier {tier} charges a share of the price before tax: please give the percentage, from 1 to 100.',
  feeFieldsOfOtherKind:
    'Tier {tier}: give hours only for a fee of the cleaner’s pay, a percentage only for a share of the price, and neither for a tier without a fee.',
  unchanged: 'This is the policy already in force (version {version}), so nothing was published.',
  publishedMeanwhile:
    'Another operator published version {version} while you were editing. Nothing was published: please look at the version in force and publish again.',
};

export const cancellationPolicyAnswers = {
  published:
    'Published version {version}. It applies to bookings confirmed from now on; bookings already confirmed keep their own version.',
};
