import type { AppContext } from '../context.ts';
import { requireCustomer } from '../http/account.ts';
import { ok, type OperationHandlers } from '../http/operation.ts';
import { PHOTO_FIELD } from '../http/uploads.ts';
import { getCustomerProfile, PROFILE_UPDATED, updateCustomerProfile } from './profiles.ts';

export function customerHandlers(
  context: AppContext,
): OperationHandlers<'customerGetById' | 'customerUpdate'> {
  return {
    customerGetById: async (request) => {
      const { customer } = requireCustomer(request);
      return ok(await getCustomerProfile(context, customer, request.body.vUniqueCode));
    },
    customerUpdate: async (request) => {
      const caller = requireCustomer(request);
      const photo = request.uploads.get(PHOTO_FIELD);
      const profile = await updateCustomerProfile(context, caller, request.body, photo);
      return ok(profile, PROFILE_UPDATED);
    },
  };
}
