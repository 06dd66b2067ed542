/**
 * A customer and a cleaner with more past bookings than one page holds (decision 054), written
 * straight to the UI run's database at its start: booking that many through the API would
 * spend the run's booking limits. They sign in with the demo password.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/database.ts';
import { cities, contractors, customers, experienceOptions, users } from '#server/db/schema.ts';
import { demoContractorEmail } from '#server/db/seed/accounts.ts';
import { createBooking } from './bookings.ts';

export const HISTORY_CUSTOMER_EMAIL = 'hannah.lindqvist@example.ca';
export const HISTORY_CLEANER_EMAIL = 'marc.ouellet@example.ca';
/** Past cleanings of each: more than the first page's 10. */
export const HISTORY_PAST_JOBS = 14;
const CITY = 'Calgary';

export async function seedListHistory(db: Database) {
  const passwordHash = sql`(select password_hash from users where email = ${demoContractorEmail('Edmonton')})`;
  const [customerUser, cleanerUser] = await db
    .insert(users)
    .values([
      { email: HISTORY_CUSTOMER_EMAIL, passwordHash, activatedAt: new Date() },
      { email: HISTORY_CLEANER_EMAIL, passwordHash, activatedAt: new Date() },
    ])
    .returning({ id: users.id });
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.name, CITY));
  const [experience] = await db.select({ id: experienceOptions.id }).from(experienceOptions);
  if (!customerUser || !cleanerUser || !city || !experience) {
    throw new Error('The UI run cannot seed the list history.');
  }
  await db.insert(customers).values({
    userId: customerUser.id,
    uniqueCode: 'cus_ui_history',
    firstName: 'Hannah',
    lastName: 'Lindqvist',
    mobile: '4035550177',
  });
  await db.insert(contractors).values({
    userId: cleanerUser.id,
    uniqueCode: 'con_ui_history',
    fullName: 'Marc Ouellet',
    mobile: '4035550178',
    cityId: city.id,
    experienceId: experience.id,
    status: 'Approved',
    backgroundCheckConsentAt: new Date(),
    approvedAt: new Date(),
  });
  for (let day = 1; day <= HISTORY_PAST_JOBS; day += 1) {
    await createBooking(db, {
      city: CITY,
      customerEmail: HISTORY_CUSTOMER_EMAIL,
      contractorEmail: HISTORY_CLEANER_EMAIL,
      status: day % 5 === 0 ? 'cancelled' : 'completed',
      startsInHours: -24 * day,
    });
  }
}
