import type { AppContext } from '../context.ts';
import { requireCustomer } from '../http/account.ts';
import { created, done, ok, type OperationHandlers } from '../http/operation.ts';
import {
  ADDRESS_ADDED,
  ADDRESS_DELETED,
  ADDRESS_UPDATED,
  addAddress,
  addressesOf,
  editAddress,
  getAddress,
  removeAddress,
} from './addresses.ts';

type AddressOperation =
  | 'customerAddressAdd'
  | 'customerAddressGetById'
  | 'customerAddressEdit'
  | 'customerAddressDelete'
  | 'customerAddressGetAllData';

export function customerAddressHandlers(context: AppContext): OperationHandlers<AddressOperation> {
  return {
    customerAddressAdd: async (request, reply) => {
      const { customer } = requireCustomer(request);
      return created(reply, await addAddress(context, customer.id, request.body), ADDRESS_ADDED);
    },
    customerAddressGetById: async (request) => {
      const { customer } = requireCustomer(request);
      return ok(await getAddress(context, customer.id, request.body.iAddressId));
    },
    customerAddressEdit: async (request) => {
      const { customer } = requireCustomer(request);
      return ok(await editAddress(context, customer.id, request.body), ADDRESS_UPDATED);
    },
    customerAddressDelete: async (request) => {
      const { customer } = requireCustomer(request);
      await removeAddress(context, customer.id, request.body.iAddressId);
      return done(ADDRESS_DELETED);
    },
    customerAddressGetAllData: async (request) => {
      const { customer } = requireCustomer(request);
      return ok(await addressesOf(context, customer.id, request.body.iCustomerId));
    },
  };
}
