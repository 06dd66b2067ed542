import { queryOptions } from '@tanstack/react-query';
import { dataOf, type ApiClient } from '../../api/client.ts';
import { envelopeOf } from '../../api/envelope.ts';
import type { components } from '#shared/api-schema.d.ts';

type Application = components['schemas']['ContractorApplication'];
export type ApplicationFields = Omit<Application, 'vImage'>;

/** The years-of-experience choices of the form. */
export const experienceOptionsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['housecleaning-experience'],
    queryFn: () => dataOf(client.POST('/api/housecleaning_exeperience/get_all_data', { body: {} })),
  });

/** A logged-in contractor's own profile, for the status of their application. */
export const contractorStatusQuery = (client: ApiClient, vUniqueCode: string) =>
  queryOptions({
    queryKey: ['contractor', vUniqueCode],
    queryFn: () => dataOf(client.POST('/api/contractor/get_by_id', { body: { vUniqueCode } })),
  });

/** Sends the application as multipart form data (spec §7), the photo last. */
export function submitApplication(client: ApiClient, fields: ApplicationFields, photo: File) {
  return envelopeOf(
    client.POST('/api/contractor/create', {
      // openapi-typescript types a binary part as a string; the file itself is added below.
      body: { ...fields, vImage: photo.name },
      bodySerializer: (body) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(body)) {
          if (name !== 'vImage' && value !== undefined) form.append(name, String(value));
        }
        form.append('vImage', photo);
        return form;
      },
    }),
  );
}
