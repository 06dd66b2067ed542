/**
 * What the API answers while a regular cleaning is bought and its visits are written (issue 45,
 * decision 143). Said in the caller's language (server/domain/said.ts).
 */

/** Refusals (4xx). */
export const planBookingRefusals = {
  planFrequency: 'Please choose one time, every week, every 2 weeks or every 4 weeks.',
  couponOnPlan:
    'Coupons apply to one-time cleanings. A regular cleaning already has its own discount on every visit.',
  discountPercent: "A plan's discount must be a whole percent from {min} to {max}.",
  pauseWeeks: "A plan's longest pause must be from {min} to {max} weeks.",
};

/** Successes. */
export const planBookingAnswers = {
  rulesSaved:
    'Booking rules saved: {hours} hours to accept; plans {weekly} % weekly, {every2} % every 2 weeks, {every4} % every 4 weeks; pauses up to {pause} weeks.',
};

/** What the customer reads about their plan: notifications and e-mails. */
export const planBookingTexts = {
  planStartedTitle: 'Regular cleaning',
  planInMail:
    'Regular cleaning: {frequency}, the same cleaning at the same time. The next visit is on {next}; each visit is its own booking, at {percent} % off, held on your saved card 24 hours before it.',
  holidayTitle: 'A visit on a holiday',
  everyWeek: 'every week',
  every2Weeks: 'every 2 weeks',
  every4Weeks: 'every 4 weeks',
  planStarted:
    'Your regular cleaning is set: {frequency}, next on {next}. Each visit is held on your saved card 24 hours before it.',
  holidayNotice:
    'Your regular cleaning on {date} falls on {holiday}. Open your booking to keep it or skip it.',
  holidaySubject: 'Your cleaning on {date} falls on {holiday}',
  holidayBody:
    'Hello {name},\n\nYour regular cleaning on {date} falls on {holiday}, a statutory holiday. It is still booked: if you would rather skip it, open your booking page:\n\n{link}\n\nThe MapleShine team',
};

/** The statutory holidays a visit may fall on (server/regular-plans/statutory-holidays.ts). */
export const planHolidays = {
  newYear: "New Year's Day",
  familyDay: 'Family Day',
  louisRielDay: 'Louis Riel Day',
  goodFriday: 'Good Friday',
  victoriaDay: 'Victoria Day',
  patriotsDay: "National Patriots' Day",
  stJeanBaptiste: 'Fête nationale du Québec (St-Jean-Baptiste)',
  canadaDay: 'Canada Day',
  bcDay: 'B.C. Day',
  labourDay: 'Labour Day',
  truthAndReconciliation: 'National Day for Truth and Reconciliation',
  thanksgiving: 'Thanksgiving',
  remembranceDay: 'Remembrance Day',
  christmas: 'Christmas Day',
  boxingDay: 'Boxing Day',
};
