import { queryOptions } from '@tanstack/react-query';
import type { components } from '#shared/api-schema.d.ts';
import { ApiError, dataOf, type ApiClient } from '../../api/client.ts';

// The booking wizard's catalog reads (spec §7); services and cities are shared in api/queries.ts.

export const residenceTypesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['residence-types'],
    queryFn: () => dataOf(client.POST('/api/residence_type/get_all_data', { body: {} })),
  });

export const extrasQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['extras'],
    queryFn: () => dataOf(client.POST('/api/extra_utility/get_all_data', { body: {} })),
  });

/** The signed-in customer's profile, to prefill the contact stage (spec §4). */
export const customerProfileQuery = (client: ApiClient, uniqueCode: string) =>
  queryOptions({
    queryKey: ['customer', uniqueCode],
    queryFn: () =>
      dataOf(client.POST('/api/customer/get_by_id', { body: { vUniqueCode: uniqueCode } })),
  });

/** The same key as the address book's list, so a change there shows here and back. */
export const SAVED_ADDRESSES_KEY = ['addresses', 'all'];

/** The signed-in customer's address book (spec §7 customerAddress), for the details form. */
export const savedAddressesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: SAVED_ADDRESSES_KEY,
    queryFn: () => dataOf(client.POST('/api/customerAddress/get_all_data', { body: {} })),
    staleTime: 0,
  });

export type AddressToSave = components['schemas']['AddressAddRequest'];

/** Adds an address typed in the wizard to the address book; false when the server refused it. */
export async function saveToAddressBook(client: ApiClient, address: AddressToSave) {
  try {
    await dataOf(client.POST('/api/customerAddress/Add', { body: address }));
    return true;
  } catch (error) {
    // Refused by the server; a call without an answer (status 0) is not a refusal.
    if (error instanceof ApiError && error.status !== 0) return false;
    throw error;
  }
}
