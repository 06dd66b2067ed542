import type { ApiClient } from '../../../api/client.ts';

/** The year's DPI XML report as a file (decision 135); a refusal rejects with its sentence. */
export async function taxReportFile(client: ApiClient, iYear: number): Promise<Blob> {
  const { data } = await client.POST('/api/admin/tax-reporting/export', {
    body: { iYear },
    parseAs: 'blob',
  });
  if (!data) throw new Error('No file in the answer.');
  return data as Blob;
}
