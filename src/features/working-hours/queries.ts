import { queryOptions } from '@tanstack/react-query';
import { ApiError, dataOf, type ApiClient } from '../../api/client.ts';
import type { SavedHours, WorkingHoursConflict, WorkingHoursRequest } from './types.ts';

/** Under the key the dashboard's nudge reads too, so saving here clears it there. */
export const workingHoursQuery = (client: ApiClient) =>
  queryOptions({
    queryKey: ['working-hours'],
    queryFn: () => dataOf(client.POST('/api/contractor/get_working_hours', { body: {} })),
    staleTime: 0,
  });

/** Validates a draft as a save would and lists the accepted jobs it would leave outside. */
export async function checkWorkingHours(
  client: ApiClient,
  body: WorkingHoursRequest,
): Promise<WorkingHoursConflict[]> {
  const data = await dataOf(client.POST('/api/contractor/check_working_hours', { body }));
  return data.aConflicts;
}

export async function saveWorkingHours(
  client: ApiClient,
  body: WorkingHoursRequest,
): Promise<SavedHours> {
  const { data, error, response } = await client.POST('/api/contractor/update_working_hours', {
    body,
  });
  if (data) return { message: data.message, ...data.data };
  throw new ApiError(response.status, error?.message ?? response.statusText);
}
