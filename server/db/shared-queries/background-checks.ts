import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { backgroundChecks } from '../schema.ts';

/**
 * The cleaner's check does not cover the given day of their city (decision 134): their newest
 * check is not clear, or expires on or before it. A cleaner with no check recorded (approved
 * before checks were) is not held back. The quote's free supply asks it for the job's day, so a
 * cleaner whose check will have lapsed by then is not counted.
 */
export function checkLapsedBy(
  contractorId: SQLWrapper | number,
  localDate: SQLWrapper | string,
): SQL {
  return sql`exists (select 1 from (select ${backgroundChecks.result} as result, ${backgroundChecks.expiresOn} as expires_on from ${backgroundChecks} where ${backgroundChecks.contractorId} = ${contractorId} order by ${backgroundChecks.id} desc limit 1) as latest_check where latest_check.result <> 'clear' or latest_check.expires_on <= ${localDate}::date)`;
}
