import type { AppContext } from '../context.ts';
import { findUserByEmail, insertAccountToken, insertUser } from '../db/shared-queries/accounts.ts';
import { findOperatorByUserId } from '../db/shared-queries/operators.ts';
import { listExperienceOptions } from '../db/shared-queries/catalog.ts';
import {
  cityExists,
  experienceExists,
  findContractorByEmail,
  insertContractor,
} from '../db/shared-queries/profiles.ts';
import { InvalidError } from '../domain/errors.ts';
import {
  assertAcceptablePassword,
  hashPassword,
  passwordMatches,
  spendPasswordCheck,
} from '../domain/passwords.ts';
import { randomToken, recordCode, tokenHash } from '../domain/codes.ts';
import { mailMessages } from '../platform/mail/messages.ts';
import { addToOutbox } from '../db/shared-queries/outbox.ts';
import { limits } from '../platform/rate-limit.ts';
import { inTransaction } from '../platform/transaction.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { normalizeEmail } from './email.ts';
import { assertPhoto, storePhoto } from './photo.ts';
import { evenAnswer } from './even-answer.ts';
import { ACTIVATION_VALID_MS } from './registration.ts';
import { storedName, storedPhone } from './person-fields.ts';
import { localeOfUser } from '../db/shared-queries/locales.ts';
import { pageUrl } from '../platform/mail/compose.ts';
import { accountAnswers, accountRefusals } from './texts.ts';

export const APPLICATION_RECEIVED = accountAnswers.applicationReceived;
export const OPERATORS_DO_NOT_APPLY = accountRefusals.operatorsDoNotApply;
export const CITY_REQUIRED = accountRefusals.cityRequired;
export const EXPERIENCE_REQUIRED = accountRefusals.experienceRequired;
export const PHOTO_REQUIRED = accountRefusals.photoRequired;

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
 * operator approves it. A new login works once the e-mailed link is opened: nobody has proved the
 * address before (issue 38). A customer applying with their own e-mail proves it with their
 * password and gets the contractor role on the same login. An address that has applied before,
 * or whose account's password was not given, gets the same answer and changes nothing; its owner
 * is e-mailed what to do (nobody learns which addresses have accounts, decision 082).
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
  const fullName = storedName(input.vFullName);
  assertAcceptablePassword(input.vPassword, 'member');
  await evenAnswer(context.evenAnswerMs, () =>
    applyWithCheckedFields(context, { ...input, email, fullName, cityId, experienceId }, photo),
  );
}

async function applyWithCheckedFields(
  context: AppContext,
  input: Application & { email: string; fullName: string; cityId: number; experienceId: number },
  photo: Buffer,
) {
  const { email, fullName, cityId, experienceId } = input;
  const existing = await findUserByEmail(context.db, email);
  // One hash and one check whatever the address, so the time taken does not tell either.
  const passwordHash = await hashPassword(input.vPassword);
  const proved = existing
    ? await passwordMatches(existing.passwordHash, input.vPassword)
    : (await spendPasswordCheck(input.vPassword), false);
  if (existing && (await findContractorByEmail(context.db, email))) {
    await addToOutbox(
      context.db,
      mailMessages.applicationAlreadyReceived(
        email,
        await localeOfUser(context.db, existing.id),
        context.publicUrl,
      ),
    );
    return;
  }
  if (existing && !proved) {
    await addToOutbox(
      context.db,
      mailMessages.applicationNeedsAccountPassword(
        email,
        await localeOfUser(context.db, existing.id),
        context.publicUrl,
      ),
    );
    return;
  }
  // Only the console account's own password gets this far: it never takes another role.
  if (existing && (await isOperatorLogin(context.db, existing.id))) {
    throw new InvalidError(OPERATORS_DO_NOT_APPLY);
  }
  const imagePath = await storePhoto(context.storage, photo);

  try {
    await inTransaction(context.db, async (tx) => {
      const now = context.clock();
      const userId =
        existing?.id ?? (await insertUser(tx, { email, passwordHash, activatedAt: null }));
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
      const locale = await localeOfUser(tx, userId);
      if (existing) {
        await addToOutbox(tx, mailMessages.applicationReceived(email, locale, fullName));
        return;
      }
      const token = randomToken();
      await insertAccountToken(tx, {
        tokenHash: tokenHash(token),
        userId,
        purpose: 'activation',
        expiresAt: new Date(now.getTime() + ACTIVATION_VALID_MS),
      });
      const link = pageUrl(context.publicUrl, `/account-activation/${token}`, locale);
      await addToOutbox(tx, mailMessages.applicationToConfirm(email, locale, fullName, link));
    });
  } catch (error) {
    await context.storage.remove(imagePath);
    // An application of the same new address committed first: answered as a known address is.
    if (!isUniqueViolation(error)) throw error;
  }
}

async function isOperatorLogin(db: AppContext['db'], userId: number): Promise<boolean> {
  return (await findOperatorByUserId(db, userId)) !== null;
}

/** The choices of the application form's experience field. */
export function experienceChoices(db: AppContext['db']) {
  return listExperienceOptions(db);
}
