import type { AppContext } from '../context.ts';
import { requireContractor } from '../http/account.ts';
import { done, ok, type OperationHandlers } from '../http/operation.ts';
import { PHOTO_FIELD } from '../http/uploads.ts';
import {
  APPLICATION_RECEIVED,
  applyAsContractor,
  experienceChoices,
} from '../services/accounts/contractor-application.ts';
import {
  getContractorProfile,
  PROFILE_UPDATED,
  updateContractorProfile,
} from '../services/accounts/profiles.ts';

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
      // Before the rate limits count the attempt or anything is stored (decision 028).
      await context.captcha.verify(request.body.vRecaptchaToken, request.ip);
      await applyAsContractor(context, request.body, request.uploads.get(PHOTO_FIELD), request.ip);
      return done(APPLICATION_RECEIVED);
    },
    housecleaningExperienceGetAllData: async () => ok(await experienceChoices(context.db)),
  };
}
