/** Money is integer cents inside; the API answers dollars with two decimals. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** "301.88": the spec's v-prefixed price fields are text. */
export function centsToText(cents: number): string {
  return (Math.round(cents) / 100).toFixed(2);
}

/** A dollar amount a client sent, in cents (refusing fractions of a cent). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** A cleaner's pay for a job: its estimated hours at the hourly pay rate, to the cent. */
export function payCents(estimatedMinutes: number, centsPerHour: number): number {
  return Math.round((estimatedMinutes * centsPerHour) / 60);
}
