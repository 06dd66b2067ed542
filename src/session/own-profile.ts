import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../api/client.ts';
import type { components } from '#shared/api-schema.d.ts';
import { SESSION_KEYS, type Role } from './role.ts';

export type CustomerProfile = components['schemas']['CustomerProfile'];
export type ContractorProfile = components['schemas']['ContractorProfile'];

/** The signed-in person's profile for the role the web app acts in (spec §3, §6). */
export type OwnProfile =
  | { role: 'customer'; profile: CustomerProfile }
  | { role: 'contractor'; profile: ContractorProfile };

export type SignedInRole = Exclude<Role, 'visitor'>;

/** Every cached profile starts with this key, so a save can refresh them all at once. */
export const OWN_PROFILE_KEY = 'own-profile';

/** The unique code that login stored for a role (spec §3). */
export function storedCode(
  role: SignedInRole,
  storage: Pick<Storage, 'getItem'> = sessionStorage,
): string {
  const key =
    role === 'customer' ? SESSION_KEYS.customerUniqueCode : SESSION_KEYS.contractorUniqueCode;
  return storage.getItem(key) ?? '';
}

/** customer/get_by_id or contractor/get_by_id with the stored code (spec §7). */
export const ownProfileQuery = (client: ApiClient, role: SignedInRole, code: string) =>
  queryOptions({
    queryKey: [OWN_PROFILE_KEY, role, code],
    queryFn: async (): Promise<OwnProfile> =>
      role === 'customer'
        ? {
            role,
            profile: await dataOf(
              client.POST('/api/customer/get_by_id', { body: { vUniqueCode: code } }),
            ),
          }
        : {
            role,
            profile: await dataOf(
              client.POST('/api/contractor/get_by_id', { body: { vUniqueCode: code } }),
            ),
          },
  });
