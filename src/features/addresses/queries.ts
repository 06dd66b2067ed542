import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';
import { SESSION_KEYS } from '../../session/role.ts';
import type { AddressValues } from './address-rules.ts';

export const ADDRESSES_KEY = 'addresses';

/** Spec §7 sends the stored customer id; the server checks it is the caller's own. */
function storedCustomerId(): { iCustomerId?: number } {
  const id = Number(sessionStorage.getItem(SESSION_KEYS.customerId));
  return Number.isInteger(id) && id > 0 ? { iCustomerId: id } : {};
}

export const addressesQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [ADDRESSES_KEY, 'all'],
    queryFn: () =>
      dataOf(client.POST('/api/customerAddress/get_all_data', { body: storedCustomerId() })),
    staleTime: 0,
  });

export const addressQuery = (client: ApiClient, iAddressId: number) =>
  queryOptions({
    queryKey: [ADDRESSES_KEY, iAddressId],
    queryFn: () => dataOf(client.POST('/api/customerAddress/get_by_id', { body: { iAddressId } })),
    staleTime: 0,
  });

export function addAddress(client: ApiClient, values: AddressValues) {
  return envelopeOf(
    client.POST('/api/customerAddress/Add', { body: { ...storedCustomerId(), ...values } }),
  );
}

export function editAddress(client: ApiClient, vUniqueCode: string, values: AddressValues) {
  return envelopeOf(
    client.POST('/api/customerAddress/edit', {
      body: { vUniqueCode, ...storedCustomerId(), ...values },
    }),
  );
}

export function deleteAddress(client: ApiClient, iAddressId: number) {
  return envelopeOf(client.POST('/api/customerAddress/delete', { body: { iAddressId } }));
}
