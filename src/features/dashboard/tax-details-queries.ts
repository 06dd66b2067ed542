import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import type { components } from '#shared/api-schema.d.ts';

export type TaxDetailsRequest = components['schemas']['TaxDetailsRequest'];
export type MaskedTaxDetails = components['schemas']['TaxDetailsMasked'];

/** The cleaner's tax details, masked (decision 135); null until given. */
export const ownTaxDetailsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['dashboard', 'contractor', 'tax-details'],
    queryFn: () => dataOf(client.POST('/api/contractor/get_tax_details', { body: {} })),
  });

/** Saves the whole form; the answer is the details masked. */
export function saveTaxDetails(client: ApiClient, body: TaxDetailsRequest) {
  return dataOf(client.POST('/api/contractor/save_tax_details', { body }));
}
