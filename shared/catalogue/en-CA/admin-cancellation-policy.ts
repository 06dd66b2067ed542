/*
 * The console's cancellation-policy editor (/admin/cancellation-policy, issue 42, decision 127):
 * the version in force in plain words, the form that publishes a new version, the sentence
 * customers will read, and the earlier versions with when each took effect.
 */

export const cancellationPolicyLabels = {
  HEADING: 'Cancellation policy',
  INTRO:
    'What cancelling costs a customer, by how long before the start they cancel. Every fee goes to the assigned cleaner. A new version applies only to bookings confirmed after it is published; each booking keeps the version it was confirmed under.',
  LOADING: 'Loading the cancellation policy',
  CURRENT_HEADING: 'In force now',
  CURRENT_VERSION: 'Version {version}, in force since {moment}',
  PUBLISHED_BY: 'Published by {name}',
  FIRST_VERSION: 'The first version, set up with MapleShine',
  NONE_YET: 'No policy has been published yet: cancelling is free.',
  EDIT_HEADING: 'Publish a new version',
  EDIT_INTRO:
    'Tiers are measured back from the start of the cleaning, farthest first, each starting where the one before it ends; the last ends at the start. Before the first tier, cancelling is free.',
  FREE_MINUTES_FIELD: 'Free for this many minutes after booking',
  FREE_MINUTES_HINT: 'From 0 to 60; whatever the tier.',
  TIER_LEGEND: 'Tier {tier}',
  FROM_FIELD: 'From (hours before the start)',
  UNTIL_FIELD: 'Until (hours before the start)',
  FEE_KIND_FIELD: 'Fee',
  FEE_NONE: 'No fee',
  FEE_CLEANER_PAY: 'Hours of the cleaner’s pay',
  FEE_PRICE_SHARE: 'Share of the price before tax',
  HOURS_FIELD: 'Hours of pay',
  HOURS_HINT: 'In quarter hours, from 0.25 to 8.',
  PERCENT_FIELD: 'Percent of the price',
  PERCENT_HINT: 'From 1 to 100.',
  ADD_TIER: 'Add a tier',
  REMOVE_TIER: 'Remove tier {tier}',
  PREVIEW_HEADING: 'As customers will read it',
  PREVIEW_INCOMPLETE: 'The sentence appears once every field holds a number.',
  PUBLISH: 'Publish version {version}',
  RESET: 'Start again from the version in force',
  HISTORY_HEADING: 'Earlier versions',
  HISTORY_EMPTY: 'No earlier version: the one in force is the first.',
  HISTORY_VERSION: 'Version {version} of the policy',
  HISTORY_IN_FORCE: 'In force from {from} until {until}',
};

/**
 * The policy in a customer's words (the editor's preview, and each version in the list), built
 * sentence by sentence from the tiers.
 */
export const cancellationPolicyWords = {
  FREE_UNTIL:
    'Free cancellation until {hours, plural, one {# hour} other {# hours}} before the start.',
  FREE_TO_START: 'Free cancellation until the cleaning starts.',
  ALSO_FREE_WITH_MINUTES:
    'It is also free while no cleaner has accepted your booking, and within {minutes, plural, one {# minute} other {# minutes}} of booking.',
  ALSO_FREE: 'It is also free while no cleaner has accepted your booking.',
  TIER_BETWEEN: 'From {from} to {until} hours before the start, cancelling costs {fee}.',
  TIER_LAST:
    'Under {from, plural, one {# hour} other {# hours}} before the start, cancelling costs {fee}.',
  FEE_NONE: 'nothing',
  FEE_CLEANER_PAY: '{hours, plural, one {# hour} other {# hours}} of your cleaner’s pay',
  FEE_PRICE_SHARE: '{percent}% of the price before tax',
  CLOSED: 'Once the cleaning has started, it can no longer be cancelled.',
  TO_CLEANER: 'Every fee goes to your cleaner, and includes its tax.',
};
