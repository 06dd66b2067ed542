import type { AppContext } from '../context.ts';
import { requireContractor } from '../http/account.ts';
import { done, ok, type OperationHandlers } from '../http/operation.ts';
import { PHOTO_FIELD, type ChecksBeforePhoto } from '../http/uploads.ts';
import {
  admitApplicant,
  APPLICATION_RECEIVED,
  applyAsContractor,
  experienceChoices,
} from './contractor-application.ts';
import { getContractorProfile, PROFILE_UPDATED, updateContractorProfile } from './profiles.ts';

type ContractorOperation =
  | 'contractorGetById'
  | 'contractorUpdate'
  | 'contractorCreate'
  | 'housecleaningExperienceGetAllData';

export function contractorHandlers(context: AppContext): OperationHandlers<ContractorOperation> {
  return {
    contractorGetById: async (request) => {
      const { contractor } = requireContractor(request);
      return ok(await getContractorProfile(context, contractor, request.body.vUniqueCode));
    },
    contractorUpdate: async (request) => {
      const caller = requireContractor(request);
      const photo = request.uploads.get(PHOTO_FIELD);
      const profile = await updateContractorProfile(context, caller, request.body, photo);
      return ok(profile, PROFILE_UPDATED);
    },
    contractorCreate: async (request) => {
      // Already done as the photo began (contractorChecksBeforePhoto) when the form sent one.
      if (!request.checkedBeforePhoto) await admitApplicant(context, request.body, request.ip);
      await applyAsContractor(context, request.body, request.uploads.get(PHOTO_FIELD), request.ip);
      return done(APPLICATION_RECEIVED);
    },
    housecleaningExperienceGetAllData: async () => ok(await experienceChoices(context.db)),
  };
}

/**
 * An application's captcha and rate limits are checked on the fields sent before the photo, so a
 * refused one is answered before a byte of its photo is read (issue 38).
 */
export function contractorChecksBeforePhoto(context: AppContext): ChecksBeforePhoto {
  return {
    contractorCreate: (request, form) => admitApplicant(context, form, request.ip),
  };
}
