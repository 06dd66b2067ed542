import type { AppContext } from '../../context.ts';
import { findUserByEmail, insertUser } from '../../db/queries/accounts.ts';
import { listExperienceOptions } from '../../db/queries/catalog.ts';
import {
  approveContractor,
  cityExists,
  experienceExists,
  findContractorByEmail,
  insertContractor,
} from '../../db/queries/profiles.ts';
import { insertWeekIfNone } from '../../db/queries/working-hours.ts';
import { InvalidError } from '../../domain/errors.ts';
import { defaultWeekRows } from '../../domain/working-hours.ts';
import { assertAcceptablePassword, hashPassword, passwordMatches } from '../../domain/passwords.ts';
import { recordCode } from '../../domain/codes.ts';
import { mailMessages } from '../mail/messages.ts';
import { addToOutbox } from '../../db/queries/outbox.ts';
import { limits } from '../rate-limit.ts';
import { inTransaction } from '../transaction.ts';
import { normalizeEmail } from './email.ts';
import { assertPhoto, storePhoto } from './photo.ts';
import { storedName, storedPhone } from './person-fields.ts';

export const APPLICATION_RECEIVED =
  'Thank you for applying. We will review your application and e-mail you once it is approved.';
export const ALREADY_APPLIED = 'An application with this e-mail has already been received.';
export const ACCOUNT_PASSWORD_NEEDED =
  'This e-mail already has a MapleShine account. Enter that account’s password to apply with it.';
export const CITY_REQUIRED = 'Please select the city.';
export const EXPERIENCE_REQUIRED = 'Please select your years of experience.';
export const PHOTO_REQUIRED = 'Please upload a photo of yourself.';

export type Application = {
  vFullName: string;
  vEmail: string;
  vMobile: string;
  iCityId: string;
  iExperienceId: string;
  vPassword: string;
};

const applicationLimits = (email: string, ip: string) => [
  limits.formPerIp('contractor-application', ip),
  limits.formPerEmail('contractor-application', email),
];

/**
 * What refuses an application once its fields pass the schema, before its photo is read (issue
 * 38): the captcha (decision 028), then the rate limits, without counting the attempt
 * (applyAsContractor counts it).
 */
export async function admitApplicant(
  context: AppContext,
  form: { vEmail: string; vRecaptchaToken?: string },
  ip: string,
) {
  await context.captcha.verify(form.vRecaptchaToken, ip);
  await context.rateLimits.assertUnder(...applicationLimits(normalizeEmail(form.vEmail), ip));
}

/**
 * A contractor applies: the profile starts Pending (they can log in, not take jobs) until an
 * operator approves it. A customer applying with their own e-mail proves it with their password
 * and gets the contractor role on the same login.
 */
export async function applyAsContractor(
  context: AppContext,
  input: Application,
  photo: Buffer | undefined,
  ip: string,
) {
  const email = normalizeEmail(input.vEmail);
  await context.rateLimits.consume(...applicationLimits(email, ip));
  if (!photo) throw new InvalidError(PHOTO_REQUIRED);
  assertPhoto(photo);
  const cityId = Number(input.iCityId);
  const experienceId = Number(input.iExperienceId);
  if (!(await cityExists(context.db, cityId))) throw new InvalidError(CITY_REQUIRED);
  if (!(await experienceExists(context.db, experienceId))) {
    throw new InvalidError(EXPERIENCE_REQUIRED);
  }
  if (await findContractorByEmail(context.db, email)) throw new InvalidError(ALREADY_APPLIED);

  const existing = await findUserByEmail(context.db, email);
  if (existing && !(await passwordMatches(existing.passwordHash, input.vPassword))) {
    throw new InvalidError(ACCOUNT_PASSWORD_NEEDED);
  }
  if (!existing) assertAcceptablePassword(input.vPassword);
  const newLogin = existing ? null : { passwordHash: await hashPassword(input.vPassword) };
  const imagePath = await storePhoto(context.storage, photo);
  const fullName = storedName(input.vFullName);

  try {
    await inTransaction(context.db, async (tx) => {
      const now = context.clock();
      const userId = newLogin
        ? await insertUser(tx, { email, passwordHash: newLogin.passwordHash, activatedAt: now })
        : existing?.id;
      if (userId === undefined) throw new Error('An application needs a login.');
      await insertContractor(tx, {
        userId,
        uniqueCode: recordCode('con'),
        fullName,
        mobile: storedPhone(input.vMobile),
        cityId,
        experienceId,
        imagePath,
        status: 'Pending',
        backgroundCheckConsentAt: now,
      });
      await addToOutbox(tx, mailMessages.applicationReceived(email, fullName));
    });
  } catch (error) {
    await context.storage.remove(imagePath);
    throw error;
  }
}

/** The operator's approval (npm run admin -- approve-contractor <email>). */
export async function approveContractorByEmail(
  context: Pick<AppContext, 'db' | 'clock' | 'publicUrl'>,
  rawEmail: string,
) {
  const email = normalizeEmail(rawEmail);
  const contractor = await findContractorByEmail(context.db, email);
  if (!contractor) return { outcome: 'not-found' as const };
  if (contractor.status === 'Approved') return { outcome: 'already-approved' as const };
  await inTransaction(context.db, async (tx) => {
    await approveContractor(tx, contractor.id, context.clock());
    // A new cleaner is offered on the defaults until they confirm or change them (decision 044).
    await insertWeekIfNone(tx, contractor.id, defaultWeekRows());
    await addToOutbox(
      tx,
      mailMessages.applicationApproved(email, contractor.fullName, `${context.publicUrl}/login`),
    );
  });
  return { outcome: 'approved' as const };
}

/** The choices of the application form's experience field. */
export function experienceChoices(db: AppContext['db']) {
  return listExperienceOptions(db);
}
