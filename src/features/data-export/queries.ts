import { queryOptions } from '@tanstack/react-query';
import type { components } from '#shared/api-schema.d.ts';
import { dataOf, type ApiClient } from '../../api/client.ts';

export type DataExports = components['schemas']['DataExports'];
export type DataExport = DataExports['aExports'][number];

export const DATA_EXPORTS_KEY = 'data-exports';

/** The person's archives, newest first, and from when they may ask again. */
export const dataExportsQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: [DATA_EXPORTS_KEY],
    queryFn: () => dataOf(client.POST('/api/account/data-exports', { body: {} })),
    staleTime: 0,
  });

export function requestDataExport(client: ApiClient) {
  return client.POST('/api/account/data-exports/request', { body: {} });
}

/** The archive, by the e-mail link's token or (from the profile) its number, as a Blob. */
export async function dataExportFile(
  client: ApiClient,
  by: { vToken: string } | { iExportId: number },
): Promise<{ file: Blob; fileName: string }> {
  const { data, response } = await client.POST('/api/account/data-exports/download', {
    body: by,
    parseAs: 'blob',
  });
  if (!data) throw new Error('No file in the answer.');
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'mapleshine-data.zip';
  return { file: data as Blob, fileName };
}
